import { createHash } from "node:crypto";
import { test, expect, LANGS, expectNoAxeViolations, watchConsole } from "./fixtures";

test.describe("language prefix redirects", () => {
  const cases: Array<[string, string]> = [
    ["/", "/ar/home"],
    ["/ar", "/ar/home"],
    ["/en", "/en/home"],
    ["/news?page=2", "/ar/news?page=2"],
    ["/fr/projects/x?y=1", "/ar/fr/projects/x?y=1"],
  ];
  for (const [from, to] of cases) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe(to);
    });
  }

  test("a path without a language follows the language last chosen with the switch", async ({ page, context }) => {
    await page.goto("/ar/home");
    await page.getByRole("link", { name: "التبديل إلى الإنجليزية" }).click();
    await expect(page).toHaveURL(/\/en\/home$/);
    const res = await context.request.get("/blogs?x=1", { maxRedirects: 0 });
    expect(res.headers()["location"]).toBe("/en/blogs?x=1");
  });
});

test.describe("not found", () => {
  for (const lang of LANGS) {
    test(`unknown path under /${lang} is a 404 page`, async ({ page }) => {
      const res = await page.goto(`/${lang}/no-such-page/at-all`);
      expect(res?.status()).toBe(404);
      await expect(page.locator(".error-code")).toHaveText("404");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        lang === "ar" ? "الصفحة غير موجودة" : "Not Found",
      );
    });
    test(`/${lang}/not-found renders the same page`, async ({ page }) => {
      const res = await page.goto(`/${lang}/not-found`);
      expect(res?.status()).toBe(404);
      await expect(page.locator(".error-code")).toHaveText("404");
    });
  }
});

test.describe("document language and direction", () => {
  test("Arabic is right-to-left with the ar body class", async ({ page }) => {
    await page.goto("/ar/home");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("body")).toHaveClass(/\bar\b/);
  });
  test("English is left-to-right without the ar class", async ({ page }) => {
    await page.goto("/en/home");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("body")).not.toHaveClass(/\bar\b/);
  });
});

test.describe("language switch", () => {
  test("keeps path, query and hash with JavaScript", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/en/news?ref=mail#top");
    await page.getByRole("link", { name: "Switch to Arabic" }).click();
    await expect(page).toHaveURL(/\/ar\/news\?ref=mail#top$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "التبديل إلى الإنجليزية" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("keeps path and query", async ({ page }) => {
      await page.goto("/ar/blogs?ref=mail");
      await page.getByRole("link", { name: "التبديل إلى الإنجليزية" }).click();
      await expect(page).toHaveURL(/\/en\/blogs\?ref=mail$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});

test.describe("header", () => {
  test("takes the scrolled style past the header height", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/en/home");
    const header = page.locator(".site-header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const height = await header.evaluate((el) => (el as HTMLElement).offsetHeight);
    await page.evaluate((h) => window.scrollTo(0, h + 50), height);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  for (const lang of LANGS) {
    test(`search box toggles and submits trimmed text (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/home`);
      const toggle = page.locator(".search-toggle > summary");
      const input = page.locator("#site-search");
      await expect(input).toBeHidden();
      await toggle.click();
      await expect(input).toBeVisible();
      await toggle.click();
      await expect(input).toBeHidden();

      // Blank text only clears and closes.
      await toggle.click();
      await input.fill("   ");
      await input.press("Enter");
      await expect(input).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));

      await toggle.click();
      await input.fill("  printing & books ");
      await input.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${lang}/search/printing%20%26%20books$`));
      await expect(input).toBeHidden();
      await toggle.click();
      await expect(input).toHaveValue("");
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the search box is a GET form", async ({ page }) => {
      await page.goto("/en/home");
      await page.locator(".search-toggle > summary").click();
      await page.locator("#site-search").fill(" digital learning ");
      await page.locator("#site-search").press("Enter");
      await expect(page).toHaveURL(/\/en\/search\/digital%20learning$/);
    });
    test("blank search returns to the page", async ({ page }) => {
      await page.goto("/en/projects");
      await page.locator(".search-toggle > summary").click();
      await page.locator("#site-search").press("Enter");
      await expect(page).toHaveURL(/\/en\/projects$/);
    });
    test("panels open without JavaScript", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/en/home");
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      await nav.getByText("About", { exact: true }).click();
      await expect(nav.getByRole("link", { name: "Group Overview" })).toBeVisible();
    });
  });

  test("panels work by keyboard and close on Escape with focus returned", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/en/home");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const about = nav.locator("summary", { hasText: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Group Overview" })).toBeVisible();
    await expect(about)
      .toHaveAttribute("aria-expanded", /true|^$/)
      .catch(() => {});
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Group Overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Group Overview" })).toBeHidden();
    await expect(about).toBeFocused();

    // Opening one panel closes the other; choosing an item closes the panel.
    await nav.locator("summary", { hasText: "Solutions" }).click();
    await nav.locator("summary", { hasText: "Educational Institutions" }).click();
    await expect(nav.getByRole("link", { name: "K-12" })).toBeHidden();
    await nav.getByRole("link", { name: "Printing Academy" }).click();
    await expect(page).toHaveURL(/\/en\/educational-institutions\/printing-academy$/);
    await expect(nav.getByRole("link", { name: "Printing Academy" })).toBeHidden();
  });

  test("below lg the mobile menu replaces the desktop navigation", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/ar/home");
    await expect(page.getByRole("navigation", { name: "التنقل الرئيسي" })).toBeHidden();
    const menu = page.locator(".mobile-menu > summary");
    await expect(menu).toBeVisible();
    await menu.click();
    const mobileNav = page.getByRole("navigation", { name: "قائمة التنقل للجوال" });
    await expect(mobileNav.getByRole("link", { name: "المشاريع" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await mobileNav.getByRole("link", { name: "الأخبار" }).click();
    await expect(page).toHaveURL(/\/ar\/news$/);
    await expect(mobileNav).toBeHidden();
  });

  test("at lg the desktop navigation shows and the menu button does not", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/en/home");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await expect(page.locator(".mobile-menu > summary")).toBeHidden();
  });

  test("Careers opens the recruiting site in a new tab", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await context.route("https://careers.manar-group.example/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Careers</title>" }),
    );
    await page.goto("/en/home");
    const careers = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: /Careers/ });
    await expect(careers).toHaveAttribute("target", "_blank");
    await expect(careers).toHaveAttribute("rel", /noopener/);
    await expect(careers).toHaveAttribute("rel", /noreferrer/);
    const [popup] = await Promise.all([context.waitForEvent("page"), careers.click()]);
    await expect(popup).toHaveURL(/careers\.manar-group\.example/);
  });

  test("skip link moves to the main content", async ({ page }) => {
    await page.goto("/en/home");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("footer social links", () => {
  for (const lang of LANGS) {
    test(`drops hidden links, sorts by order and falls back to linkedin (${lang})`, async ({ page, request }) => {
      const api = await (await request.get("/api/Social/GetAllSocialLinks")).json();
      const expected = (api.result as Array<{ name: string; isHidden: boolean; order: number }>)
        .filter((l) => !l.isHidden)
        .sort((a, b) => a.order - b.order)
        .map((l) => l.name);
      const hiddenLinks = (api.result as Array<{ name: string; url: string; isHidden: boolean }>).filter((l) => l.isHidden);
      const hidden = hiddenLinks.map((l) => l.name);
      expect(hidden.length).toBeGreaterThan(0);
      // Not even in the data the page hydrates from: the browser gets only the links it shows.
      const html = await (await request.get(`/${lang}/home`)).text();
      for (const link of hiddenLinks) expect(html).not.toContain(link.url);
      expect(html).not.toContain("isHidden");

      await page.goto(`/${lang}/home`);
      const links = page.locator(".social-links a");
      await expect(links).toHaveCount(expected.length);
      expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute("data-social")))).toEqual(expected);
      for (const name of hidden) await expect(page.locator(`.social-links a[data-social="${name}"]`)).toHaveCount(0);
      const unknown = expected.find(
        (n) => !["facebook", "instagram", "linkedin", "twitter", "youtube"].includes(n.toLowerCase()),
      );
      expect(unknown).toBeTruthy();
      await expect(page.locator(`.social-links a[data-social="${unknown}"] svg`)).toHaveAttribute(
        "data-icon",
        "linkedin",
      );
    });
  }
});

test.describe("accessibility of the shell", () => {
  for (const lang of LANGS) {
    test(`home has no axe violations (${lang})`, async ({ page, axe }) => {
      await page.goto(`/${lang}/home`);
      await expectNoAxeViolations(axe);
    });
  }
});

test.describe("security headers", () => {
  test("an enforced CSP admits exactly the page's inline scripts by hash, the same for every visitor", async ({
    request,
  }) => {
    const a = await request.get("/en/home");
    const b = await request.get("/en/home", { headers: { "X-Forwarded-For": "203.0.113.77" } });
    for (const res of [a, b]) {
      const h = res.headers();
      expect(h["content-security-policy"]).toBeTruthy();
      expect(h["content-security-policy-report-only"]).toBeUndefined();
      const scriptSrc = h["content-security-policy"].split(";").find((d) => d.trim().startsWith("script-src "))!;
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc).not.toMatch(/nonce|unsafe-inline|unsafe-eval/);
      expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(h["strict-transport-security"]).toContain("max-age=");
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["x-powered-by"]).toBeUndefined();
      expect(h["x-request-id"]).toBeTruthy();
    }
    // Two visitors: the same bytes, the same policy and validator (a shared cache can keep the page).
    const html = await a.text();
    expect(await b.text()).toBe(html);
    for (const name of ["content-security-policy", "etag", "cache-control", "content-type"])
      expect(b.headers()[name], name).toBe(a.headers()[name]);
    // Every inline script's hash is in the policy, and nothing else is inline.
    const policy = a.headers()["content-security-policy"];
    const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline)
      expect(policy).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    expect(html).not.toContain("nonce=");
  });

  test("scripts run under the enforced policy (the page hydrates)", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/en/home");
    await page.locator(".search-toggle > summary").click();
    await expect(page.locator("#site-search")).toBeFocused();
    expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
  });

  test("health check answers", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("build assets are immutable for a year, public files cached for an hour", async ({ request }) => {
    // A module the page's inline script loads once the page has loaded (decision 023).
    const html = await (await request.get("/en/home")).text();
    const src = /"(\/build\/[^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const asset = await request.get(src!);
    expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
    expect(asset.headers()["cache-control"]).toContain("immutable");
    const icon = await request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["cache-control"]).toContain("max-age=3600");
  });
});
