import { SiteLink } from "~/components/ui/site-link";
import { useTranslation } from "~/i18n/react";
import type { NavItem } from "~/content/navigation";
import type { Lang } from "~/i18n/config";
import { localise } from "~/utils/paths";

/** Plain list items linking to site pages in the current language (footer columns, search suggestions). */
export function NavLinks({ lang, items }: { lang: Lang; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return items.map((item) => (
    <li key={item.to}>
      <SiteLink href={localise(lang, item.to)}>{t(item.label)}</SiteLink>
    </li>
  ));
}
