import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ITEM_KINDS, missingKey, type ItemKind } from "~/content/item-kinds";
import { localise } from "~/utils/paths";

/** A not-found view (404) inside the site shell: what was not found, and the way back. */
export function NotFoundView({
  title,
  text,
  back,
}: {
  title?: string;
  text?: string;
  back?: { to: string; label: string };
}) {
  const { t, i18n } = useTranslation();
  const link = back ?? { to: localise(i18n.language, "/home"), label: t("errors.backHome") };
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {t("errors.notFoundCode")}
      </p>
      <h1 id="error-title">
        <span className="visually-hidden">404 </span>
        {title ?? t("errors.notFoundTitle")}
      </h1>
      <p>{text ?? t("errors.notFoundText")}</p>
      <Link to={link.to} className="btn btn-primary">
        {link.label}
      </Link>
    </section>
  );
}

/** A details page's 404: "This news item does not exist", and a link back to its list. */
export function ItemNotFoundView({ kind }: { kind: ItemKind }) {
  const { t, i18n } = useTranslation();
  const list = ITEM_KINDS[kind];
  return (
    <NotFoundView
      title={t(missingKey(kind))}
      text={t("pages.missing.text")}
      back={{ to: localise(i18n.language, list.list), label: t(list.back) }}
    />
  );
}

/** The generic unexpected-error screen (SPEC section 8), inside the site shell. Never a stack trace. */
export function UnexpectedErrorView() {
  const { t, i18n } = useTranslation();
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <h1 id="error-title">{t("errors.unexpectedTitle")}</h1>
      <p>{t("errors.unexpectedText")}</p>
      <Link to={localise(i18n.language, "/home")} className="btn btn-primary">
        {t("errors.backHome")}
      </Link>
    </section>
  );
}
