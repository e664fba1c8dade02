import type { Partner } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { LazyImage } from "../ui/lazy-image";

/** Partner logos with their names (the name is the accessible text). */
export function PartnersStrip({ lang, partners }: { lang: Lang; partners: Partner[] }) {
  return (
    <ul className="partners-strip">
      {partners.map((p) => {
        const name = lang === "ar" ? p.nameAr : p.nameEn;
        const logo = <LazyImage src={p.image} alt={name} width={240} height={120} />;
        return (
          <li key={p.id}>
            {p.url ? (
              <a href={p.url} target="_blank" rel="noopener noreferrer">
                {logo}
              </a>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
