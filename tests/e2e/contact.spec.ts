import { execFile } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Locator, Page, Response } from "@playwright/test";
import {
  test,
  expect,
  LANGS,
  expectNoAxeViolations,
  watchConsole,
  waitForHydration,
  FAILING_SITE,
  UPSTREAM_FAILURE_MESSAGE,
  ENGLISH_ENQUIRY,
} from "./fixtures";

type Lang = (typeof LANGS)[number];
const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "jobTitle",
  "companyName",
  "country",
  "comment",
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LABELS: Record<Lang, Record<Field, string>> = {
  en: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phoneNumber: "Phone Number",
    jobTitle: "Job Title",
    companyName: "Company Name",
    country: "Country",
    comment: "Comment",
  },
  ar: {
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    email: "البريد الإلكتروني",
    phoneNumber: "رقم الهاتف",
    jobTitle: "المسمى الوظيفي",
    companyName: "اسم الجهة",
    country: "الدولة",
    comment: "رسالتك",
  },
};

/** SPEC section 5's examples, and our wording where the SPEC leaves it open. */
const MESSAGES = {
  en: {
    firstNameRequired: "First Name is required",
    firstNameMin: "First Name must be at least 3 characters",
    lastNameRequired: "Last Name is required",
    lastNameMin: "Last Name must be at least 3 characters",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    emailMax: "Email must be at most 254 characters",
    phoneNumberRequired: "Phone Number is required",
    phoneNumberDigits: "Phone Number must contain digits only",
    phoneNumberLength: "Phone Number must be 10 to 12 digits",
    jobTitleRequired: "Job Title is required",
    jobTitleMin: "Job Title must be at least 3 characters",
    companyNameRequired: "Company Name is required",
    companyNameMin: "Company Name must be at least 3 characters",
    countryRequired: "Country is required",
    countryMin: "Country must be at least 3 characters",
    commentRequired: "Comment is required",
    commentZero: "Please write a comment other than 0",
    tooLong: "This text is too long",
    singleLine: "Line breaks are not allowed in this field",
    controlCharacters:
      "Please remove the invisible characters (such as tabs or text-direction controls) from this field",
    commentControlCharacters:
      "Please remove the invisible control characters (such as text-direction controls) from your comment",
    success: "Form submitted successfully!",
    failure: "Failed to submit form. Please try again later.",
    tooMany: "You have sent several enquiries in a short time. Please wait a minute and try again.",
    fix: "Please correct the highlighted fields.",
    submit: "Submit",
    submitting: "Submitting…",
    dismiss: "Dismiss notification",
  },
  ar: {
    firstNameRequired: "الاسم الأول مطلوب",
    firstNameMin: "يجب ألا يقل الاسم الأول عن 3 أحرف",
    lastNameRequired: "اسم العائلة مطلوب",
    lastNameMin: "يجب ألا يقل اسم العائلة عن 3 أحرف",
    emailRequired: "البريد الإلكتروني مطلوب",
    emailInvalid: "يُرجى إدخال بريد إلكتروني صحيح",
    emailMax: "يجب ألا يزيد البريد الإلكتروني عن 254 حرفًا",
    phoneNumberRequired: "رقم الهاتف مطلوب",
    phoneNumberDigits: "يجب أن يتكوّن رقم الهاتف من أرقام فقط",
    phoneNumberLength: "يجب أن يتكوّن رقم الهاتف من 10 إلى 12 رقمًا",
    jobTitleRequired: "المسمى الوظيفي مطلوب",
    jobTitleMin: "يجب ألا يقل المسمى الوظيفي عن 3 أحرف",
    companyNameRequired: "اسم الجهة مطلوب",
    companyNameMin: "يجب ألا يقل اسم الجهة عن 3 أحرف",
    countryRequired: "الدولة مطلوبة",
    countryMin: "يجب ألا يقل اسم الدولة عن 3 أحرف",
    commentRequired: "الرسالة مطلوبة",
    commentZero: "يُرجى كتابة رسالة غير الرقم 0",
    tooLong: "النص أطول من المسموح",
    singleLine: "لا يُسمح بأسطر جديدة في هذا الحقل",
    controlCharacters: "يُرجى حذف الرموز غير المرئية (مثل مسافات الجدولة أو رموز اتجاه النص) من هذا الحقل",
    commentControlCharacters: "يُرجى حذف رموز التحكم غير المرئية (مثل رموز اتجاه النص) من رسالتك",
    success: "تم إرسال النموذج بنجاح!",
    failure: "تعذّر إرسال النموذج. يُرجى المحاولة مرة أخرى لاحقًا.",
    tooMany: "أرسلت عدة استفسارات خلال وقت قصير. يُرجى الانتظار دقيقة ثم المحاولة مجددًا.",
    fix: "يُرجى تصحيح الحقول المشار إليها.",
    submit: "إرسال",
    submitting: "جارٍ الإرسال…",
    dismiss: "إغلاق الإشعار",
  },
} as const;
type MessageKey = keyof (typeof MESSAGES)["en"];

let counter = 0;
/** A valid enquiry whose comment carries a marker unique to this run, to find it in the store. */
function validEnquiry(lang: Lang, extra: Partial<Values> = {}): Values & { marker: string } {
  counter += 1;
  const marker = `e2e-${Date.now().toString(36)}-${process.pid}-${counter}`;
  const base: Values =
    lang === "ar"
      ? {
          firstName: "ليلى",
          lastName: "الحداد",
          email: "layla@example.org",
          phoneNumber: "966501234567",
          jobTitle: "مديرة المناهج",
          companyName: "مدارس النور",
          country: "السعودية",
          comment: `نود الاطلاع على سلسلة القراءة. ${marker}`,
        }
      : { ...ENGLISH_ENQUIRY, comment: `${ENGLISH_ENQUIRY.comment} ${marker}` };
  return { ...base, ...extra, marker };
}

const field = (page: Page, lang: Lang, name: Field): Locator => page.getByLabel(LABELS[lang][name]);

async function fill(page: Page, lang: Lang, values: Partial<Values>): Promise<void> {
  for (const name of FIELDS) {
    if (values[name] === undefined) continue;
    const input = field(page, lang, name);
    // Limits are also maxlength attributes, which would cut the value: take them off to prove the schema's rule.
    await input.evaluate((el, length) => {
      const max = (el as HTMLInputElement).maxLength;
      if (max >= 0 && length > max) el.removeAttribute("maxlength");
    }, values[name].length);
    await input.fill(values[name]);
  }
}

const submitButton = (page: Page, lang: Lang) => page.getByRole("button", { name: MESSAGES[lang].submit });

/** Clicks Submit without JavaScript and returns the POST's own response (before any redirect is followed). */
async function submitNoJs(page: Page, lang: Lang): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && /\/contact-us$/.test(new URL(r.url()).pathname)),
    submitButton(page, lang).click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  return response;
}

async function expectFieldError(page: Page, lang: Lang, name: Field, key: MessageKey | null): Promise<void> {
  const error = page.locator(`#contact-form-${name}-error`);
  if (key === null) {
    await expect(error).toHaveText("");
    await expect(field(page, lang, name)).not.toHaveAttribute("aria-invalid", "true");
    return;
  }
  await expect(error).toHaveText(MESSAGES[lang][key]);
  await expect(field(page, lang, name)).toHaveAttribute("aria-invalid", "true");
  // Announced with the field: the error is part of its accessible description.
  await expect(field(page, lang, name)).toHaveAccessibleDescription(new RegExp(escapeRegExp(MESSAGES[lang][key])));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const DB_PATH = `data/e2e-${Number(process.env.E2E_PORT ?? 3210)}.db`;

/** The store as `npm run enquiries:export` sees it: proves the enquiry was kept, and the export. */
async function exportedCsv(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "enquiries-"));
  const file = join(dir, "enquiries.csv");
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/export-enquiries.ts", file], {
    env: { ...process.env, DATABASE_PATH: DB_PATH },
  });
  const text = readFileSync(file, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text;
}

/** Rounds of one failing value per rule: [field, value, expected message]. */
const RULE_ROUNDS: Array<Array<[Field, string, MessageKey]>> = [
  [
    ["firstName", "", "firstNameRequired"],
    ["lastName", "   ", "lastNameRequired"],
    ["email", "", "emailRequired"],
    ["phoneNumber", "", "phoneNumberRequired"],
    ["jobTitle", "", "jobTitleRequired"],
    ["companyName", "", "companyNameRequired"],
    ["country", "", "countryRequired"],
    ["comment", "", "commentRequired"],
  ],
  [
    ["firstName", "Al", "firstNameMin"],
    ["lastName", " Li ", "lastNameMin"],
    ["email", "layla@", "emailInvalid"],
    ["phoneNumber", "96650abc45", "phoneNumberDigits"],
    ["jobTitle", "CE", "jobTitleMin"],
    ["companyName", "AB ", "companyNameMin"],
    ["country", "UK", "countryMin"],
    ["comment", "0", "commentZero"],
  ],
  [
    ["firstName", "x".repeat(51), "tooLong"],
    ["email", `${"a".repeat(243)}@example.org`, "emailMax"],
    ["phoneNumber", "123456789", "phoneNumberLength"],
    ["companyName", "c".repeat(101), "tooLong"],
    ["comment", "y".repeat(2001), "tooLong"],
  ],
  [["phoneNumber", "1234567890123", "phoneNumberLength"]],
];

test.describe("contact page", () => {
  for (const lang of LANGS) {
    test(`shows the contact details beside the form, accessibly (${lang})`, async ({ page, axe }) => {
      const problems = watchConsole(page);
      await page.goto(`/${lang}/contact-us`);
      await expect(page).toHaveTitle(lang === "ar" ? /تواصل معنا/ : /Contact Us/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "ar" ? "تواصل معنا" : "Contact Us");
      const details = page.locator(".contact-details");
      await expect(details.getByRole("heading", { level: 3 }).first()).toHaveText(
        lang === "ar" ? "الرياض (المقر الرئيسي)" : "Riyadh (Headquarters)",
      );
      await expect(details).toContainText(lang === "ar" ? "طريق الملك فهد" : "King Fahd Road");
      const phone = details.locator('a[href="tel:+966112345678"]');
      await expect(phone).toHaveText(lang === "ar" ? "966112345678+" : "+966112345678");
      await expect(phone.locator("span")).toHaveAttribute("dir", "ltr");
      await expect(details.locator('a[href="mailto:info@manar-group.example"]')).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: lang === "ar" ? "تواصل معنا" : "Get in Touch" }),
      ).toBeVisible();
      for (const name of FIELDS) await expect(field(page, lang, name)).toBeVisible();
      await expect(submitButton(page, lang)).toBeVisible();

      // Beside: from lg the details and the form share a row.
      await page.setViewportSize({ width: 1280, height: 900 });
      const detailsBox = await details.boundingBox();
      const formBox = await page.locator(".contact-form-card").boundingBox();
      expect(Math.abs((detailsBox?.y ?? 0) - (formBox?.y ?? 1000))).toBeLessThan(5);
      if (lang === "ar") expect(detailsBox!.x).toBeGreaterThan(formBox!.x);
      else expect(detailsBox!.x).toBeLessThan(formBox!.x);

      await expectNoAxeViolations(axe);
      expect(problems).toEqual([]);
    });
  }

  test("the failing site shows the offices' error view and still offers the form", async ({ page }) => {
    await page.goto(`${FAILING_SITE}/en/contact-us`);
    await expect(page.locator(".contact-details .error-view")).toContainText(UPSTREAM_FAILURE_MESSAGE);
    await expect(field(page, "en", "firstName")).toBeVisible();
  });
});

test.describe("contact form with JavaScript", () => {
  for (const lang of LANGS) {
    test(`validates every rule on submit, in the page's language (${lang})`, async ({ page, axe }) => {
      const problems = watchConsole(page);
      await page.goto(`/${lang}/contact-us`);
      let posts = 0;
      page.on("request", (r) => {
        if (r.method() === "POST") posts += 1;
      });
      for (const round of RULE_ROUNDS) {
        await page.reload();
        // Before hydration the form posts to the server like any form; this test is about the client's checks.
        await waitForHydration(page);
        await fill(page, lang, { ...validEnquiry(lang), ...Object.fromEntries(round.map(([f, v]) => [f, v])) });
        await submitButton(page, lang).click();
        for (const [name, , key] of round) await expectFieldError(page, lang, name, key);
        const failing = new Set(round.map(([f]) => f));
        for (const name of FIELDS) if (!failing.has(name)) await expectFieldError(page, lang, name, null);
        // Focus goes to the first invalid field.
        await expect(field(page, lang, round[0][0])).toBeFocused();
      }
      // The client refused every round: nothing went to the server.
      expect(posts).toBe(0);
      await expectNoAxeViolations(axe);
      expect(problems).toEqual([]);
    });

    test(`revalidates on change once submitted (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/contact-us`);
      await waitForHydration(page);
      const first = field(page, lang, "firstName");
      // Before any submit, typing does not validate.
      await first.fill("A");
      await expect(page.locator("#contact-form-firstName-error")).toHaveText("");
      await submitButton(page, lang).click();
      await expectFieldError(page, lang, "firstName", "firstNameMin");
      await first.fill("");
      await expectFieldError(page, lang, "firstName", "firstNameRequired");
      await first.fill("Amal");
      await expectFieldError(page, lang, "firstName", null);
      const comment = field(page, lang, "comment");
      await comment.fill("0");
      await expectFieldError(page, lang, "comment", "commentZero");
      await comment.fill("0 but more");
      await expectFieldError(page, lang, "comment", null);
    });

    test(`sends with a fetcher, shows a busy button, a success toast and clears the form (${lang})`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(`/${lang}/contact-us`);
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      // Hold the request a moment so the busy state can be seen.
      await page.route(/\/contact-us\.data/, async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      const enquiry = validEnquiry(lang, { phoneNumber: lang === "ar" ? "٠٥٠١٢٣٤٥٦٧" : "0501234567" });
      await fill(page, lang, enquiry);
      const button = submitButton(page, lang);
      await button.click();
      const busy = page.locator(".enquiry-submit");
      await expect(busy).toHaveAttribute("aria-busy", "true");
      await expect(busy).toHaveText(MESSAGES[lang].submitting);
      const toast = page.locator(".toast").filter({ hasText: MESSAGES[lang].success });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute("role", "status");
      await expect(busy).toHaveAttribute("aria-busy", "false");
      await expect(busy).toHaveText(MESSAGES[lang].submit);
      for (const name of FIELDS) await expect(field(page, lang, name)).toHaveValue("");
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact-us$`));

      const csv = await exportedCsv();
      const row = csv.split("\r\n").find((line) => line.includes(enquiry.marker));
      expect(row).toBeDefined();
      // Arabic digits were folded to 0-9 before storing.
      expect(row).toContain(",0501234567,");
      expect(row).toContain(enquiry.companyName);
      expect(problems).toEqual([]);
    });

    test(`a failing upstream shows the error toast and keeps the values (${lang})`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${FAILING_SITE}/${lang}/contact-us`);
      const enquiry = validEnquiry(lang);
      await fill(page, lang, enquiry);
      await submitButton(page, lang).click();
      const toast = page.locator(".toast").filter({ hasText: MESSAGES[lang].failure });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute("role", "alert");
      for (const name of FIELDS) await expect(field(page, lang, name)).toHaveValue(enquiry[name]);
      // The section error of the offices is expected on this site; nothing else may complain.
      expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
    });

    test(`past the rate limit the toast says so in the page's language (${lang})`, async ({ page }) => {
      // From this client (same X-Forwarded-For as the page): invalid POSTs take nothing from the allowance,
      // bots caught by the honeypot take their share like accepted enquiries.
      for (let i = 0; i < 3; i += 1) {
        const res = await page.request.post(`/${lang}/contact-us`, { form: { firstName: "x" }, maxRedirects: 0 });
        expect(res.status()).toBe(400);
      }
      for (let i = 0; i < 5; i += 1) {
        const res = await page.request.post(`/${lang}/contact-us`, {
          form: { ...validEnquiry(lang), website: "https://spam.example" },
          maxRedirects: 0,
        });
        expect(res.status()).toBe(303);
      }
      await page.goto(`/${lang}/contact-us`);
      const enquiry = validEnquiry(lang);
      await fill(page, lang, enquiry);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        submitButton(page, lang).click(),
      ]);
      expect(response.status()).toBe(429);
      await expect(page.locator(".toast").filter({ hasText: MESSAGES[lang].tooMany })).toBeVisible();
      for (const name of FIELDS) await expect(field(page, lang, name)).toHaveValue(enquiry[name]);
      expect((await exportedCsv()).includes(enquiry.marker)).toBe(false);
    });

    test(`the honeypot is hidden, and a filled one is thanked and dropped (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/contact-us`);
      const honeypot = page.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(honeypot).toHaveAttribute("autocomplete", "off");
      await expect(page.locator(".enquiry-honeypot")).toHaveAttribute("aria-hidden", "true");
      const box = await page.locator(".enquiry-honeypot").boundingBox();
      expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
      // Tabbing from the last field goes to Submit, never to the honeypot.
      await field(page, lang, "comment").focus();
      await page.keyboard.press("Tab");
      await expect(submitButton(page, lang)).toBeFocused();

      const enquiry = validEnquiry(lang);
      await fill(page, lang, enquiry);
      await honeypot.evaluate((el, v) => ((el as HTMLInputElement).value = v), "https://spam.example");
      await submitButton(page, lang).click();
      await expect(page.locator(".toast").filter({ hasText: MESSAGES[lang].success })).toBeVisible();
      expect((await exportedCsv()).includes(enquiry.marker)).toBe(false);
    });
  }

  test("a flash message from a submission made before JavaScript ran becomes a toast", async ({ page }) => {
    const problems = watchConsole(page);
    const enquiry = validEnquiry("ar");
    // The plain form POST (as sent before hydration): 303 with the flash cookie, kept by the browser context.
    const res = await page.request.post("/ar/contact-us", { multipart: { ...enquiry, website: "" }, maxRedirects: 0 });
    expect(res.status()).toBe(303);
    await page.goto("/ar/contact-us");
    await expect(page.locator(".toast").filter({ hasText: MESSAGES.ar.success })).toBeVisible();
    await expect(page.locator(".flash-status")).toBeEmpty();
    expect(problems).toEqual([]);
  });

  test("XSS payloads in every field stay text, on the page and in the store", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const payload = `"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
    await page.goto("/en/contact-us");
    // Invalid where the format forbids it: the client keeps them as typed values.
    await fill(page, "en", Object.fromEntries(FIELDS.map((f) => [f, payload])) as Values);
    await submitButton(page, "en").click();
    await expectFieldError(page, "en", "email", "emailInvalid");
    for (const name of FIELDS) await expect(field(page, "en", name)).toHaveValue(payload);

    // Valid where text is free: stored as typed and exported as text.
    const enquiry = validEnquiry("en", {
      firstName: `<b>Layla</b>`,
      lastName: `<script>window.__xss=3</script>`,
      jobTitle: payload,
      companyName: `<img src=x onerror=alert(1)>`,
      country: `'; DROP TABLE enquiries; --`,
    });
    enquiry.comment = `${payload} ${enquiry.marker}`;
    await fill(page, "en", enquiry);
    await submitButton(page, "en").click();
    await expect(page.locator(".toast").filter({ hasText: MESSAGES.en.success })).toBeVisible();
    const csv = await exportedCsv();
    const row = csv.split("\r\n").find((line) => line.includes(enquiry.marker)) ?? "";
    expect(row).toContain("<script>window.__xss=3</script>");
    expect(row).toContain("<img src=x onerror=alert(1)>");
    expect(row).toContain(`"""><img src=x onerror=""window.__xss=1""><script>window.__xss=2</script>"`);

    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe("contact toasts", () => {
  /** Submits a valid enquiry and returns the success toast, just shown. */
  async function successToast(page: Page, lang: Lang = "en", beforeSubmit?: () => Promise<void>): Promise<Locator> {
    await page.goto(`/${lang}/contact-us`);
    await fill(page, lang, validEnquiry(lang));
    await beforeSubmit?.();
    await submitButton(page, lang).click();
    const toast = page.locator(".toast").filter({ hasText: MESSAGES[lang].success });
    await expect(toast).toBeVisible();
    return toast;
  }

  /** Records, in the page's own clock, when the toast appears, starts leaving, and is gone. */
  async function watchToastTimes(page: Page): Promise<void> {
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { __toastTimes: Record<string, number> }).__toastTimes = times;
      // The toast's 5000 ms count from its creation, which follows the post's answer: the moment that answer
      // arrives is the earliest the count can start (the slot may reach the DOM later on a busy machine).
      const send = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const res = await send(...args);
        if ((args[1]?.method ?? "GET").toUpperCase() === "POST") times.answered = performance.now();
        return res;
      };
      new MutationObserver(() => {
        const slot = document.querySelector(".toast-slot");
        if (slot && times.shown === undefined) times.shown = performance.now();
        if (slot?.getAttribute("data-visible") === "false" && times.leaving === undefined)
          times.leaving = performance.now();
        if (!slot && times.leaving !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["data-visible"],
      });
    });
  }
  const toastTimes = (page: Page) =>
    page.evaluate(() => (window as unknown as { __toastTimes: Record<string, number> }).__toastTimes);

  for (const lang of LANGS) {
    for (const width of [1280, 390]) {
      test(`sit top right below the header, clear of its controls (${lang}, ${width} px)`, async ({ page, axe }) => {
        await page.setViewportSize({ width, height: 800 });
        const toast = await successToast(page, lang);
        const box = (await toast.boundingBox())!;
        const header = (await page.locator(".site-header").boundingBox())!;
        // SPEC section 4: top right in both languages, just below the header.
        expect(width - (box.x + box.width)).toBeLessThan(40);
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
        expect(box.y).toBeLessThan(header.y + header.height + 40);
        // No header control is covered.
        for (const control of await page
          .locator(".site-header a:visible, .site-header button:visible, .site-header summary:visible")
          .all()) {
          const c = await control.boundingBox();
          if (!c) continue;
          const overlaps =
            c.x < box.x + box.width && box.x < c.x + c.width && c.y < box.y + box.height && box.y < c.y + c.height;
          expect(overlaps, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBe(false);
        }
        await expectNoAxeViolations(axe);
      });
    }
  }

  test("close by themselves after 5000 ms, then fade and collapse in 300 ms", async ({ page }) => {
    test.setTimeout(45_000); // waits out the toast's own 5.3 s on top of filling and sending the form
    const toast = await successToast(page, "en", () => watchToastTimes(page));
    await page.mouse.move(5, 700);
    await page.waitForTimeout(3500);
    await expect(toast).toBeVisible();
    await expect(page.locator(".toast")).toHaveCount(0, { timeout: 5000 });
    const { answered, shown, leaving, gone } = await toastTimes(page);
    expect(answered).toBeLessThanOrEqual(shown);
    expect(leaving - answered).toBeGreaterThanOrEqual(4990);
    expect(leaving - shown).toBeLessThan(5800);
    expect(gone - leaving).toBeGreaterThanOrEqual(280);
    expect(gone - leaving).toBeLessThan(800);
    // The exit is a fade and a collapse, both 300 ms.
    await page.goto("/en/contact-us");
    const styles = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.className = "toast-slot";
      probe.innerHTML = '<div class="toast-clip"><div class="toast"></div></div>';
      document.querySelector(".toaster")!.append(probe);
      const slot = getComputedStyle(probe);
      const item = getComputedStyle(probe.querySelector(".toast")!);
      return {
        slot: `${slot.transitionProperty} ${slot.transitionDuration}`,
        item: `${item.transitionProperty} ${item.transitionDuration}`,
      };
    });
    expect(styles.slot).toBe("grid-template-rows 0.3s");
    expect(styles.item).toBe("transform, opacity 0.3s, 0.3s");
  });

  test("pause while hovered", async ({ page }) => {
    const toast = await successToast(page);
    await toast.hover();
    await page.waitForTimeout(6500);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 700);
    // The time already spent before the hover still counts: it closes within the rest of its 5 s.
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 6000 });
  });

  test("pause while the window has lost focus", async ({ page }) => {
    const toast = await successToast(page);
    await page.mouse.move(5, 700);
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await page.waitForTimeout(6500);
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(toast).toBeHidden({ timeout: 6000 });
  });

  test("a short drag snaps back; a drag past 80 % of the width dismisses with a 300 ms exit", async ({ page }) => {
    const toast = await successToast(page, "en", () => watchToastTimes(page));
    await page.waitForTimeout(300); // let the entrance animation finish
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const startX = box.x + 20;

    // 50 %: not enough, it comes back.
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + box.width * 0.25, y, { steps: 5 });
    await page.mouse.move(startX + box.width * 0.5, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).transform)).toBe("none");

    // 85 %: dismissed, gone from the page once the 300 ms fade and collapse are over.
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + box.width * 0.4, y, { steps: 5 });
    await page.mouse.move(startX + box.width * 0.85, y, { steps: 5 });
    await page.mouse.up();
    await expect(page.locator(".toast")).toHaveCount(0, { timeout: 1500 });
    const { shown, leaving, gone } = await toastTimes(page);
    // Dismissed by the drag, long before its 5 s were up, and gone after the 300 ms exit.
    expect(leaving - shown).toBeLessThan(4500);
    expect(gone - leaving).toBeGreaterThanOrEqual(280);
    expect(gone - leaving).toBeLessThan(800);
  });

  test("can be dismissed by keyboard with its close button", async ({ page }) => {
    const toast = await successToast(page);
    await toast.getByRole("button", { name: MESSAGES.en.dismiss }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".toast")).toHaveCount(0, { timeout: 1500 });
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`every rule answers 400 with its message and the values kept (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/contact-us`);
      for (const round of RULE_ROUNDS) {
        const values = { ...validEnquiry(lang), ...Object.fromEntries(round.map(([f, v]) => [f, v])) } as Values;
        await fill(page, lang, values);
        const response = await submitNoJs(page, lang);
        expect(response.status()).toBe(400);
        await expect(page.locator(".form-alert")).toHaveText(MESSAGES[lang].fix);
        for (const [name, , key] of round) await expectFieldError(page, lang, name, key);
        const failing = new Set(round.map(([f]) => f));
        for (const name of FIELDS) {
          if (!failing.has(name)) await expectFieldError(page, lang, name, null);
          await expect(field(page, lang, name)).toHaveValue(values[name]);
        }
        await expect(field(page, lang, round[0][0])).toHaveAttribute("autofocus", "");
      }
    });

    test(`line breaks in a single-line field are refused (${lang})`, async ({ page }) => {
      // Browsers strip line breaks from text inputs, so this takes a hand-made request.
      for (const name of ["firstName", "lastName", "jobTitle", "companyName", "country"] as const) {
        const values = { ...validEnquiry(lang), [name]: "Saudi\r\nArabia" };
        const res = await page.request.post(`/${lang}/contact-us`, { form: values, maxRedirects: 0 });
        expect(res.status()).toBe(400);
        await page.setContent(await res.text());
        await expect(page.locator(`#contact-form-${name}-error`)).toHaveText(MESSAGES[lang].singleLine);
      }
    });

    test(`success redirects (303) to the page with the flash message and an empty form (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/contact-us`);
      const enquiry = validEnquiry(lang);
      await fill(page, lang, enquiry);
      const response = await submitNoJs(page, lang);
      expect(response.status()).toBe(303);
      expect(response.headers()["location"]).toBe(`/${lang}/contact-us`);
      expect((await response.allHeaders())["set-cookie"]).toMatch(/HttpOnly/i);
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact-us$`));
      await expect(page.getByRole("status").filter({ hasText: MESSAGES[lang].success })).toBeVisible();
      for (const name of FIELDS) await expect(field(page, lang, name)).toHaveValue("");
      expect(await exportedCsv()).toContain(enquiry.marker);
      // The flash is shown once.
      await page.reload();
      await expect(page.getByText(MESSAGES[lang].success)).toHaveCount(0);
    });

    test(`a failing upstream re-renders the page with the message and the values (${lang})`, async ({ page }) => {
      await page.goto(`${FAILING_SITE}/${lang}/contact-us`);
      const enquiry = validEnquiry(lang);
      await fill(page, lang, enquiry);
      const response = await submitNoJs(page, lang);
      expect(response.status()).toBe(503);
      await expect(page.getByRole("alert").filter({ hasText: MESSAGES[lang].failure })).toBeVisible();
      for (const name of FIELDS) await expect(field(page, lang, name)).toHaveValue(enquiry[name]);
      // Enquiries that could not be kept take nothing from the allowance: trying again is never refused.
      for (let i = 0; i < 6; i += 1) {
        const again = await page.request.post(`${FAILING_SITE}/${lang}/contact-us`, { form: enquiry, maxRedirects: 0 });
        expect(again.status()).toBe(503);
      }
    });

    test(`past the rate limit the page answers 429 in its language (${lang})`, async ({ page }) => {
      // A visitor correcting mistakes is not counted: five refused submissions from this client...
      for (let i = 0; i < 5; i += 1) {
        const res = await page.request.post(`/${lang}/contact-us`, {
          form: { ...validEnquiry(lang), firstName: "x" },
          maxRedirects: 0,
        });
        expect(res.status()).toBe(400);
      }
      // ...leave the whole allowance: five accepted enquiries.
      const accepted: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const sent = validEnquiry(lang);
        accepted.push(sent.marker);
        const res = await page.request.post(`/${lang}/contact-us`, { form: sent, maxRedirects: 0 });
        expect(res.status()).toBe(303);
      }
      await page.goto(`/${lang}/contact-us`);
      const enquiry = validEnquiry(lang);
      await fill(page, lang, enquiry);
      const last = await submitNoJs(page, lang);
      expect(last.status()).toBe(429);
      const retryAfter = Number((await last.allHeaders())["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      await expect(page.getByRole("alert").filter({ hasText: MESSAGES[lang].tooMany })).toBeVisible();
      for (const name of FIELDS) await expect(field(page, lang, name)).toHaveValue(enquiry[name]);
      const csv = await exportedCsv();
      for (const marker of accepted) expect(csv).toContain(marker);
      expect(csv.includes(enquiry.marker)).toBe(false);
    });

    test(`controls and bidi overrides are refused with a message in the page's language (${lang})`, async ({
      page,
    }) => {
      // Browsers let people paste these into a field; a hand-made request sends them as they are.
      const cases: Array<[Field, string, MessageKey]> = [
        ["firstName", "Lay\u0000la", "controlCharacters"],
        ["lastName", "Had\tdad", "controlCharacters"],
        ["jobTitle", "Head\u0085of", "singleLine"],
        ["companyName", "Noor\u2028Schools", "singleLine"],
        ["country", "\u202Eaibara Saudi", "controlCharacters"],
        ["email", "layla\u2066@example.org", "controlCharacters"],
        ["phoneNumber", "96650\u001b1234567", "controlCharacters"],
        ["comment", "Please call me.\u202E.em llac esaelP", "commentControlCharacters"],
        ["comment", "Tabs\tand\r\nline breaks are fine, this is not: \u0007", "commentControlCharacters"],
      ];
      const refused: string[] = [];
      for (const [name, value, key] of cases) {
        const base = validEnquiry(lang);
        // The comment carries the marker that finds an enquiry in the store: keep it in the refused one.
        const values = { ...base, [name]: name === "comment" ? `${value} ${base.marker}` : value };
        refused.push(base.marker);
        const res = await page.request.post(`/${lang}/contact-us`, { form: values, maxRedirects: 0 });
        expect(res.status(), `${name} = ${JSON.stringify(value)}`).toBe(400);
        await page.setContent(await res.text());
        await expect(page.locator(`#contact-form-${name}-error`)).toHaveText(MESSAGES[lang][key]);
      }
      const csv = await exportedCsv();
      for (const marker of refused) expect(csv).not.toContain(marker);
    });

    test(`a filled honeypot gets the usual thanks and nothing is kept (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/contact-us`);
      const enquiry = validEnquiry(lang);
      await fill(page, lang, enquiry);
      await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
      const response = await submitNoJs(page, lang);
      expect(response.status()).toBe(303);
      await expect(page.getByRole("status").filter({ hasText: MESSAGES[lang].success })).toBeVisible();
      expect((await exportedCsv()).includes(enquiry.marker)).toBe(false);
    });
  }

  test("XSS payloads in every field come back as text", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const payload = `"><img src=x onerror="alert(1)"><script>alert(2)</script>`;
    await page.goto("/en/contact-us");
    await fill(page, "en", Object.fromEntries(FIELDS.map((f) => [f, payload])) as Values);
    const response = await submitNoJs(page, "en");
    expect(response.status()).toBe(400);
    for (const name of FIELDS) await expect(field(page, "en", name)).toHaveValue(payload);
    expect(await page.locator("form img, form script").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe("request limits", () => {
  for (const path of ["/en/contact-us", "/ar/contact-us.data"]) {
    test(`a body over 16 KB is refused with 413 before the action (${path})`, async ({ request }) => {
      const huge = await request.post(path, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: `comment=${"x".repeat(17 * 1024)}`,
        maxRedirects: 0,
      });
      expect(huge.status()).toBe(413);
      const multipart = await request.post(path, { multipart: { comment: "y".repeat(20 * 1024) }, maxRedirects: 0 });
      expect(multipart.status()).toBe(413);
      // Just under the cap is read (and refused as invalid, not as too large).
      const fits = await request.post(path, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: `comment=${"z".repeat(15 * 1024)}`,
        maxRedirects: 0,
      });
      expect(fits.status()).toBe(400);
    });
  }
});

const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`;

/** A POST whose path goes out byte for byte (fetch and Playwright would normalise it). */
function rawPost(path: string, clientIp: string, body: string, contentType = "application/x-www-form-urlencoded") {
  const url = new URL(BASE_URL);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        headers: {
          "content-type": contentType,
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": clientIp,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** Every way of writing the action's path that Remix routes to it (issue 11 found eleven that skipped the limit). */
const SPELLINGS = [
  "/en/contact-us",
  "/en/CONTACT-US",
  "/en/Contact-Us",
  "/en/contact%2Dus",
  "/en/%63ontact-us",
  "/%65n/contact-us",
  "/en/contact-us/",
  "/en/contact-us//",
  "/en/x/../contact-us",
  "/en/./contact-us",
  "/en/contact-us/./",
  "/en/contact-us/%2e",
  "/en/contact-us?index",
  "/ar/CONTACT-us",
  "/en/contact-us.data",
  "/en/Contact-Us.data",
  "/ar/contact-us.data",
  "/en/contact-us.data?_route=routes%2F%24lang.contact-us",
];

test.describe("the contact allowance, whatever the door", () => {
  SPELLINGS.forEach((spelling, index) => {
    test(`POST ${spelling}: five accepted, then 429 and nothing stored`, async () => {
      const client = `198.51.100.${index + 1}`;
      const accepted: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const enquiry = validEnquiry("en");
        accepted.push(enquiry.marker);
        const res = await rawPost(spelling, client, form(enquiry));
        // 303 for a document POST, 202 for its single-fetch twin (a redirect in the payload).
        expect([202, 303], `${spelling} #${i + 1}`).toContain(res.status);
      }
      const refused = validEnquiry("en");
      const res = await rawPost(spelling, client, form(refused));
      expect(res.status, spelling).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      const csv = await exportedCsv();
      for (const marker of accepted) expect(csv, `${spelling}: accepted enquiry kept`).toContain(marker);
      expect(csv.includes(refused.marker), `${spelling}: refused enquiry stored`).toBe(false);
    });
  });

  test("the contact page and the API share one allowance per client, and invalid submissions take nothing", async () => {
    const client = "198.51.100.200";
    const api = (body: object) =>
      rawPost("/api/Contacts/CreateContact", client, JSON.stringify(body), "application/json");
    expect((await api({ firstName: "x" })).status).toBe(400);
    expect((await rawPost("/en/contact-us", client, form({ firstName: "x" }))).status).toBe(400);
    const kept: string[] = [];
    for (const door of ["api", "page", "api", "page", "honeypot"] as const) {
      const enquiry = validEnquiry("en");
      if (door !== "honeypot") kept.push(enquiry.marker);
      const status =
        door === "api"
          ? (await api(enquiry)).status
          : (
              await rawPost(
                "/ar/contact-us",
                client,
                form(door === "honeypot" ? { ...enquiry, website: "x" } : enquiry),
              )
            ).status;
      expect(status, door).toBe(door === "api" ? 201 : 303);
    }
    const late = validEnquiry("en");
    const byApi = await api(late);
    expect(byApi.status).toBe(429);
    expect(Number(byApi.headers["retry-after"])).toBeGreaterThan(0);
    expect((await rawPost("/en/contact-us", client, form(late))).status).toBe(429);
    const csv = await exportedCsv();
    for (const marker of kept) expect(csv).toContain(marker);
    expect(csv.includes(late.marker)).toBe(false);
  });
});
