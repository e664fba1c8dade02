import { useTranslation } from "~/i18n/react";

/** SPEC: the error view shows the failed load's message. */
export function ErrorView({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="error-view" role="alert">
      <p className="error-view-title">{t("errors.sectionFailed")}</p>
      <p className="error-view-message">{message}</p>
    </div>
  );
}
