import { SiteLink } from "~/components/ui/site-link";
import { useTranslation } from "~/i18n/react";
import { ChevronIcon } from "../ui/icons";

export interface Crumb {
  to?: string;
  label: string;
}

/** Breadcrumb trail for inner pages; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("pages.breadcrumb")} className="breadcrumbs container">
      <ol>
        {items.map((c, i) => (
          <li key={i}>
            {c.to && i < items.length - 1 ? (
              <SiteLink href={c.to}>{c.label}</SiteLink>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
            {i < items.length - 1 ? <ChevronIcon width={14} height={14} /> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
