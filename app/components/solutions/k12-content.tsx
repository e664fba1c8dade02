import type { ServiceCategory } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { CategoryGroup, CategorySection, CategorySections, type AppId, type CategoryVariant } from "./category-section";

interface Slot {
  variant?: CategoryVariant;
  appId?: AppId;
}

/** Renders the category at `index` if the content source sent one; otherwise nothing. */
function At({
  lang,
  categories,
  anchors,
  index,
  slot = {},
  alternate = false,
}: {
  lang: Lang;
  categories: readonly ServiceCategory[];
  anchors: readonly string[];
  index: number;
  slot?: Slot;
  alternate?: boolean;
}) {
  const category = index < categories.length ? categories[index] : undefined;
  if (!category) return null;
  return (
    <CategorySection
      lang={lang}
      category={category}
      anchor={anchors[index]}
      variant={slot.variant}
      appId={slot.appId}
      alternate={alternate}
    />
  );
}

/**
 * K-12 services by position (SPEC section 7): index 3, digitization of
 * content, has the featured layout; the others alternate.
 */
interface K12ListProps {
  lang: Lang;
  categories: readonly ServiceCategory[];
  anchors: readonly string[];
}

export function K12Services({ lang, categories, anchors }: K12ListProps) {
  return (
    <CategorySections
      lang={lang}
      categories={categories}
      anchors={anchors}
      variantAt={(index) => (index === 3 ? "feature" : "split")}
    />
  );
}

/** Positions after the last one SPEC names are shown in the default layout rather than dropped. */
const K12_PRODUCT_SLOTS = 10;

/**
 * K-12 products by position (SPEC section 7): 0 Al-Adwaa and 1 Qessatie (the
 * reading app), 2 Rehlatie (the travel-and-learning app), 3 international
 * curricula, 4–6 side by side, 7 early childhood, 8–9 side by side. A shorter
 * list only drops the missing positions.
 */
export function K12Products({ lang, categories, anchors }: K12ListProps) {
  const props = { lang, categories, anchors };
  const compact = (index: number) => {
    const category = index < categories.length ? categories[index] : undefined;
    return category ? (
      <CategorySection key={category.id} lang={lang} category={category} anchor={anchors[index]} variant="compact" />
    ) : null;
  };
  return (
    <>
      <At {...props} index={0} />
      <At {...props} index={1} slot={{ appId: "qessatie" }} alternate />
      <At {...props} index={2} slot={{ appId: "rehlatie" }} />
      <At {...props} index={3} slot={{ variant: "feature" }} />
      <CategoryGroup>{[4, 5, 6].map(compact)}</CategoryGroup>
      <At {...props} index={7} slot={{ variant: "feature" }} />
      <CategoryGroup>{[8, 9].map(compact)}</CategoryGroup>
      {categories.slice(K12_PRODUCT_SLOTS).map((category, offset) => (
        <At key={category.id} {...props} index={K12_PRODUCT_SLOTS + offset} alternate={offset % 2 === 0} />
      ))}
    </>
  );
}
