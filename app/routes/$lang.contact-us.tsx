import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { parse } from "@conform-to/react";
import { useTranslation } from "~/i18n/react";
import { ContactDetails } from "~/components/contact/contact-details";
import { EnquiryForm } from "~/components/contact/enquiry-form";
import { enquiryConstraint, parseEnquiry } from "~/components/contact/enquiry.server";
import {
  CLIENT_FETCHER,
  CLIENT_FIELD,
  HIDDEN_FIELDS,
  HONEYPOT_FIELD,
  type EnquiryActionData,
} from "~/components/contact/enquiry-protocol";
import { FlashStatus, type FlashView } from "~/components/contact/flash-status";
import { Toaster } from "~/components/contact/toaster";
import { TitleBlock } from "~/components/sections/blocks";
import { pageMeta } from "~/content/pages/meta.server";
import { pageTitle } from "~/content/pages/title.server";
import { section } from "~/content/sections.server";
import { getFixedT } from "~/i18n/i18n.server";
import { flashCookie, readFlash } from "~/utils/flash.server";
import { requireLang } from "~/utils/lang.server";
import { routeMeta } from "~/utils/meta";
import { contactSearchStyles } from "~/utils/route-styles";

export const { links, handle } = contactSearchStyles;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const t = getFixedT(lang);
  const [title, areas, pending] = await Promise.all([
    pageTitle(context, lang, "contactUs", "nav.contactUs"),
    section(context.content.get("Contacts.ContactAreas")),
    readFlash(request, context.sessionSecret),
  ]);
  const flash: FlashView | null = pending.flash ? { tone: pending.flash.tone, text: t(pending.flash.message) } : null;
  // A page that carries a one-time message must never be served again from a cache.
  if (flash) pending.headers.set("Cache-Control", "private, no-store");
  const meta = pageMeta(context, lang, { title, text: t("contact.metaDescription") });
  return data({ lang, title, meta, areas, flash, constraint: enquiryConstraint() }, { headers: pending.headers });
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  const cacheControl = actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta = routeMeta;

/** The fetcher's answer is all the page needs: nothing else on it changed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, currentUrl, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" && formAction === currentUrl.pathname ? false : defaultShouldRevalidate;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Honeypot first, then the shared schema, then the client's allowance of
 * accepted enquiries (shared with the API, whatever path the POST came by),
 * then the store or upstream. Invalid submissions never touch the allowance;
 * one that cannot be stored gives its place back. Without JavaScript a success
 * is a 303 back to the page with a flash message (POST-redirect-GET); the
 * enhanced form gets data and shows a toast.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = requireLang(request, params);
  const t = getFixedT(lang);
  const formData = await readFormData(request);
  const viaFetcher = formData.get(CLIENT_FIELD) === CLIENT_FETCHER;
  const keepValues = () =>
    parse<Record<string, unknown>, string[]>(formData, { resolve: (payload) => ({ value: payload }) });

  const tooMany = (retryAfterSeconds: number) =>
    data<EnquiryActionData>(
      {
        outcome: "rateLimited",
        message: t("contact.tooManyRequests"),
        result: keepValues().reply({ hideFields: HIDDEN_FIELDS }),
      },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(retryAfterSeconds) } },
    );

  const succeeded = async () => {
    if (viaFetcher) {
      return data<EnquiryActionData>(
        { outcome: "sent", message: t("contact.success"), result: keepValues().reply({ resetForm: true }) },
        { headers: NO_STORE },
      );
    }
    const cookie = await flashCookie(request, context.sessionSecret, { tone: "success", message: "contact.success" });
    return redirect(`/${lang}/contact-us`, { status: 303, headers: { ...NO_STORE, "Set-Cookie": cookie } });
  };

  // A bot filled the field people never see: it gets the usual answer and nothing is kept, but it counts.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (honeypot !== null && (typeof honeypot !== "string" || honeypot.trim() !== "")) {
    const reservation = await context.enquiries.reserve(context.clientKey);
    return reservation.granted ? succeeded() : tooMany(reservation.retryAfterSeconds);
  }

  const submission = parseEnquiry(formData);
  if (submission.status !== "success") {
    return data<EnquiryActionData>(
      { outcome: "invalid", message: t("contact.fixErrors"), result: submission.reply({ hideFields: HIDDEN_FIELDS }) },
      { status: 400, headers: NO_STORE },
    );
  }

  const reservation = await context.enquiries.reserve(context.clientKey);
  if (!reservation.granted) return tooMany(reservation.retryAfterSeconds);
  try {
    await context.content.createEnquiry(submission.value, { language: lang });
  } catch (error) {
    await context.enquiries.release(context.clientKey);
    context.log.error({ err: error, status: 503 }, "enquiry not stored");
    return data<EnquiryActionData>(
      { outcome: "failed", message: t("contact.failure"), result: submission.reply({ hideFields: HIDDEN_FIELDS }) },
      { status: 503, headers: NO_STORE },
    );
  }
  return succeeded();
}

/** A body that is not a form (wrong type, broken multipart) reads as an empty form: a 400 with every field required. */
async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

export default function ContactPage() {
  const { lang, title, areas, flash, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="contact-page">
      <div className="contact-hero">
        <div className="container">
          <TitleBlock level={1} title={title} />
        </div>
      </div>
      <div className="container contact-layout page-section">
        <ContactDetails lang={lang} areas={areas} />
        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t("contact.formTitle")}</h2>
          <p className="contact-form-intro">{t("contact.formIntro")}</p>
          <FlashStatus flash={flash} />
          <EnquiryForm lang={lang} actionData={actionData} constraint={constraint} />
        </section>
      </div>
      <Toaster />
    </div>
  );
}
