import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

let ipCounter = 0;

/**
 * Each test acts as its own client (X-Forwarded-For, trusted by the e2e server)
 * so per-client rate limits never leak between tests.
 */
export const test = base.extend<{ axe: () => AxeBuilder; clientIp: string }>({
  /**
   * With JavaScript on, `page.goto(url)` resolves once the page has hydrated, which starts after the load event
   * (decision 023): tests of what JavaScript does act on a page where it runs. A test about the page before or
   * without hydration names its wait (`page.goto(url, { waitUntil: "load" })`) and gets the browser's own.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil === undefined && response?.headers()["content-type"]?.startsWith("text/html")) {
          await waitForHydration(page);
        }
        return response;
      };
    }
    await use(page);
  },
  clientIp: async ({}, use, testInfo) => {
    ipCounter += 1;
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "x-forwarded-for": clientIp });
  },
  axe: async ({ page }, use) => {
    await use(() => new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]));
  },
});

export { expect };

export const LANGS = ["ar", "en"] as const;

/** A valid English enquiry for tests that only need one to be accepted. */
export const ENGLISH_ENQUIRY = {
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.org",
  phoneNumber: "966501234567",
  jobTitle: "Head of Curriculum",
  companyName: "Noor Schools",
  country: "Saudi Arabia",
  comment: "We would like a demo of your reading series.",
};

/** Fails on console errors and React hydration warnings. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    const text = msg.text();
    if (msg.type() === "error" || /hydrat|did not match/i.test(text)) problems.push(`${msg.type()}: ${text}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

export async function expectNoAxeViolations(axe: () => AxeBuilder): Promise<void> {
  const { violations } = await axe().analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`),
  ).toEqual([]);
}

/** The site whose content source fails every call (see playwright.config.ts). */
export const FAILING_SITE = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
export const UPSTREAM_FAILURE_MESSAGE = "Request failed with status code 500";

/** Waits until React has hydrated the page (root sets data-hydrated on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
