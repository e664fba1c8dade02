import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/** The not-found page (404) and the generic unexpected-error screen, inside the site shell. */
export function ErrorPage({ status }: { status: number }) {
  const { t, i18n } = useTranslation();
  const home = `/${i18n.language === "en" ? "en" : "ar"}/home`;
  if (status === 404) {
    return (
      <section className="error-page container" aria-labelledby="error-title">
        <p className="error-code" aria-hidden="true">
          {t("errors.notFoundCode")}
        </p>
        <h1 id="error-title">
          <span className="visually-hidden">404 </span>
          {t("errors.notFoundTitle")}
        </h1>
        <p>{t("errors.notFoundText")}</p>
        <Link to={home} className="btn btn-primary">
          {t("errors.backHome")}
        </Link>
      </section>
    );
  }
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <h1 id="error-title">{t("errors.unexpectedTitle")}</h1>
      <p>{t("errors.unexpectedText")}</p>
      <Link to={home} className="btn btn-primary">
        {t("errors.backHome")}
      </Link>
    </section>
  );
}
