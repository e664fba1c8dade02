import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { ServiceCategory } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { CategorySections, JumpList } from "./category-section";

/**
 * One tab's content: links to its categories, then the categories (in the
 * default layout unless the page passes its own index-based layout).
 */
export function CategoryPanel({
  lang,
  categories,
  anchors,
  jumpLabel,
  children,
}: {
  lang: Lang;
  categories: readonly ServiceCategory[];
  anchors: readonly string[];
  jumpLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <JumpList
        label={jumpLabel || t("solutions.jumpList")}
        links={categories.map((category, index) => ({ anchor: anchors[index], title: loc(lang, category, "title") }))}
      />
      {children ?? <CategorySections lang={lang} categories={categories} anchors={anchors} />}
    </>
  );
}
