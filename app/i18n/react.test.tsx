import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Dictionary } from "./dictionaries";
import { dictionaries } from "./dictionaries";

/** A dictionary that is not the site's: it shows which one a render read. */
const decoy = { nav: { home: "decoy" }, footer: { rights: "decoy {{year}}" } } as unknown as Dictionary;

async function renderWith(dictionary: Dictionary) {
  const { I18nProvider, useTranslation } = await import("./react");
  function Probe() {
    const { t } = useTranslation();
    return (
      <p>
        {t("nav.home")}|{t("footer.rights", { year: 2026 })}
      </p>
    );
  }
  return renderToString(
    <I18nProvider lang="ar" dictionary={dictionary}>
      <Probe />
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.doUnmock("./i18n.server");
  vi.resetModules();
});

describe("I18nProvider", () => {
  it("renders with i18next on the server, whatever dictionary the page carries for the browser", async () => {
    expect(await renderWith(decoy)).toBe("<p>الرئيسية<!-- -->|<!-- -->© 2026 مجموعة منار للتعليم والنشر. جميع الحقوق محفوظة.</p>");
  });

  it("reads the page's dictionary in the browser, where the compiler empties the .server module", async () => {
    vi.resetModules();
    vi.doMock("./i18n.server", () => ({ getFixedT: undefined }));
    expect(await renderWith(decoy)).toBe("<p>decoy<!-- -->|<!-- -->decoy 2026</p>");
  });

  it("renders the same text either way with the page's real dictionary", async () => {
    const onServer = await renderWith(dictionaries.ar);
    vi.resetModules();
    vi.doMock("./i18n.server", () => ({ getFixedT: undefined }));
    expect(await renderWith(dictionaries.ar)).toBe(onServer);
  });
});
