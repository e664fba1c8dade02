/**
 * What an article card needs of an article: a card shows its description's first paragraph only (as an excerpt,
 * see `excerpt` in the card), so the rest of a long description never reaches the page (decision 016).
 */
import type { ArticleSummary } from "./schemas";

const FIRST_PARAGRAPH = /<p[^>]*>[\s\S]*?<\/p>/i;

/** The first paragraph of an HTML description, or the whole of one without paragraphs (as the card reads it). */
export function firstParagraph(html: string): string {
  return FIRST_PARAGRAPH.exec(html)?.[0] ?? html;
}

export function cardArticle<A extends ArticleSummary>(article: A): A {
  return {
    ...article,
    descriptionAr: firstParagraph(article.descriptionAr),
    descriptionEn: firstParagraph(article.descriptionEn),
  };
}
