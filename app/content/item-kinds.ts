/**
 * The kinds of item with a details page: where their list and details pages
 * live (paths without the language prefix) and the label of the way back to
 * the list. Shared by loaders (404 meta, sitemap, feeds) and components.
 */
import type { ParseKeys } from "i18next";

interface ItemKindSpec {
  list: string;
  /** The details path without the id: `${details}${id}`. */
  details: string;
  back: ParseKeys;
}

export const ITEM_KINDS = {
  news: { list: "/news", details: "/news/news-details/", back: "pages.articles.backToNews" },
  blogs: { list: "/blogs", details: "/blogs/blogs-details/", back: "pages.articles.backToBlogs" },
  projects: { list: "/projects", details: "/projects/project-details/", back: "pages.projects.backToProjects" },
  socialImpact: { list: "/about/social-impact", details: "/about/social-impact/projects/", back: "pages.about.backToSocialImpact" },
} as const satisfies Record<string, ItemKindSpec>;

export type ItemKind = keyof typeof ITEM_KINDS;

export const itemPath = (kind: ItemKind, id: number | string): string => `${ITEM_KINDS[kind].details}${id}`;

/** What a details page's 404 says was not found. */
export const missingKey = (kind: ItemKind): ParseKeys => `pages.missing.${kind}`;
