import { Children, isValidElement, type HTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { ServiceCategory, ServiceContentItem, ServiceListDetail } from "~/content/schemas";
import type { Section } from "~/content/section";
import type { Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { APPS } from "../layout/footer";
import { Loaded } from "../sections/section-view";
import { LazyImage } from "../ui/lazy-image";
import { RichText } from "../ui/rich-text";
import { StoreBadges } from "../ui/store-badges";

/**
 * How a category is laid out. Pages pick one per index (SPEC section 7: the
 * vocational and K-12 pages read their categories by position).
 * - split: text beside the illustration, list items as an icon list;
 * - feature: tinted band, list items as cards (four per row from lg, two at md);
 * - steps: list items as a numbered sequence;
 * - compact: a narrow card, for several categories side by side (CategoryGroup).
 */
export type CategoryVariant = "split" | "feature" | "steps" | "compact";

export type AppId = (typeof APPS)[number]["id"];

export interface CategorySectionProps {
  lang: Lang;
  category: ServiceCategory;
  anchor: string;
  variant?: CategoryVariant;
  /** Alternates the illustration side and the background between sections. */
  alternate?: boolean;
  /** Store badges of one of the group's apps (Qessatie, Rehlatie). */
  appId?: AppId;
  /** 3 inside a titled CategoryGroup, so headings stay in order. */
  level?: 2 | 3;
}

type Level = 2 | 3 | 4 | 5;
const H = ({ level, ...props }: { level: Level } & HTMLAttributes<HTMLHeadingElement>) => {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
};

export function CategorySection({
  lang,
  category,
  anchor,
  variant = "split",
  alternate = false,
  appId,
  level = 2,
}: CategorySectionProps) {
  const { t } = useTranslation();
  const title = loc(lang, category, "title");
  const app = appId ? APPS.find((a) => a.id === appId) : undefined;
  const items = category.serviceCategoryServicesContents;
  return (
    <section
      id={anchor}
      className={`category-section category-${variant}${alternate ? " category-alt" : ""}`}
      aria-labelledby={`${anchor}-title`}
    >
      <div className={variant === "compact" ? "category-inner" : "container category-inner"}>
        <div className="category-head">
          {category.image ? (
            <LazyImage src={category.image} alt="" width={72} height={72} className="category-icon" />
          ) : null}
          <H level={level} id={`${anchor}-title`}>
            {title}
          </H>
        </div>
        {items.map((item, index) => (
          <ContentItem
            key={item.id}
            lang={lang}
            item={item}
            variant={variant}
            reverse={(index % 2 === 1) !== alternate}
            level={(level + 1) as Level}
          />
        ))}
        {app ? (
          <div className="category-app">
            <p className="category-app-title">{t("solutions.downloadApp")}</p>
            <StoreBadges ios={app.ios} android={app.android} appName={t(app.label)} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ContentItem({
  lang,
  item,
  variant,
  reverse,
  level,
}: {
  lang: Lang;
  item: ServiceContentItem;
  variant: CategoryVariant;
  reverse: boolean;
  level: Level;
}) {
  const description = loc(lang, item, "description");
  const showImage = item.image && variant !== "compact";
  return (
    <article className="category-item">
      <div className={showImage ? `half-grid${reverse ? " half-grid-reverse" : ""}` : undefined}>
        <div className="half-text">
          <H level={level}>{loc(lang, item, "title")}</H>
          {description ? <RichText html={description} /> : null}
        </div>
        {showImage ? (
          <div className="half-media">
            <LazyImage src={item.image!} alt="" width={800} height={600} />
          </div>
        ) : null}
      </div>
      {item.serviceContentListDetails.map((detail) => (
        <Detail key={detail.id} lang={lang} detail={detail} variant={variant} level={(level + 1) as Level} />
      ))}
    </article>
  );
}

function Detail({
  lang,
  detail,
  variant,
  level,
}: {
  lang: Lang;
  detail: ServiceListDetail;
  variant: CategoryVariant;
  level: Level;
}) {
  const description = loc(lang, detail, "description");
  const list = detail.serviceCategoryServiceContentLists;
  const ListTag = variant === "steps" ? "ol" : "ul";
  return (
    <div className="category-detail">
      <H level={level}>{loc(lang, detail, "title")}</H>
      {description ? <RichText html={description} className="category-detail-text" /> : null}
      {list.length > 0 ? (
        <ListTag className={`category-list category-list-${variant}`}>
          {list.map((entry) => {
            const text = loc(lang, entry, "description");
            return (
              <li key={entry.id}>
                {entry.image && variant !== "steps" ? (
                  <LazyImage src={entry.image} alt="" width={40} height={40} className="category-list-icon" />
                ) : null}
                {/* A div: the rich text is a div, which a span may not contain. */}
                <div className="category-list-body">
                  <span className="category-list-title">{loc(lang, entry, "title")}</span>
                  {text ? <RichText html={text} className="category-list-text" /> : null}
                </div>
              </li>
            );
          })}
        </ListTag>
      ) : null}
    </div>
  );
}

/**
 * Several compact categories side by side. Renders nothing when none of them
 * exists, so a shorter list from the content source leaves no empty band.
 */
export function CategoryGroup({ children, title, id }: { children: ReactNode; title?: string; id?: string }) {
  const present = Children.toArray(children).filter(isValidElement);
  if (present.length === 0) return null;
  return (
    <div className="category-group">
      <div className="container">
        {title ? <h2 id={id}>{title}</h2> : null}
        <div className={`category-group-grid category-group-${Math.min(present.length, 3)}`}>{present}</div>
      </div>
    </div>
  );
}

/** In-page links to the categories of a list (works without JavaScript: plain fragment links). */
export function JumpList({ label, links }: { label: string; links: Array<{ anchor: string; title: string }> }) {
  if (links.length === 0) return null;
  return (
    <nav className="jump-list container" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.anchor}>
            <a href={`#${link.anchor}`}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every category of a list, alternating sides and backgrounds; `variantAt` picks a layout by position (default split). */
export function CategorySections({
  lang,
  categories,
  anchors,
  level = 2,
  variantAt,
}: {
  lang: Lang;
  categories: readonly ServiceCategory[];
  anchors: readonly string[];
  level?: 2 | 3;
  variantAt?: (index: number) => CategoryVariant;
}) {
  return (
    <>
      {categories.map((category, index) => (
        <CategorySection
          key={category.id}
          lang={lang}
          category={category}
          anchor={anchors[index]}
          variant={variantAt?.(index)}
          alternate={index % 2 === 1}
          level={level}
        />
      ))}
    </>
  );
}

/** A titled band of categories, each a level-3 section (publishing solutions: services, then products). */
export function CategoryGroupBand({
  id,
  title,
  lang,
  section,
  anchors,
}: {
  id: string;
  title: string;
  lang: Lang;
  section: Section<readonly ServiceCategory[]>;
  anchors: readonly string[];
}) {
  return (
    <section className="publishing-group" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="publishing-group-title">
          {title}
        </h2>
      </div>
      <Loaded section={section}>
        {(categories) => <CategorySections lang={lang} categories={categories} anchors={anchors} level={3} />}
      </Loaded>
    </section>
  );
}
