import { useTranslation } from "~/i18n/react";

const STORES = [
  {
    name: "App Store",
    label: "footer.appStore",
    icon: "M16.5 12.6c0-2.4 2-3.5 2-3.6a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3s1.6-.7 3-.7 1.8.7 3 .7 2-1.1 2.8-2.2a10 10 0 0 0 1.3-2.6 4 4 0 0 1-2.5-3.7ZM14.2 5.6A4 4 0 0 0 15.1 2.7a4.1 4.1 0 0 0-2.7 1.4 3.8 3.8 0 0 0-1 2.8 3.4 3.4 0 0 0 2.8-1.3Z",
  },
  {
    name: "Google Play",
    label: "footer.googlePlay",
    icon: "M4 3.5v17a1 1 0 0 0 1.5.9l14.7-8.5a1 1 0 0 0 0-1.8L5.5 2.6A1 1 0 0 0 4 3.5Z",
  },
] as const;

/** iOS and Android store badges drawn in CSS/SVG (no third-party artwork). */
export function StoreBadges({ ios, android, appName }: { ios: string; android: string; appName: string }) {
  const { t } = useTranslation();
  const hrefs = [ios, android];
  return (
    <span className="store-badges">
      {STORES.map((store, i) => (
        <a
          key={store.name}
          className="store-badge"
          href={hrefs[i]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t(store.label)}: ${appName} ${t("a11y.opensInNewTab")}`}
        >
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
            <path d={store.icon} />
          </svg>
          <span>{store.name}</span>
        </a>
      ))}
    </span>
  );
}
