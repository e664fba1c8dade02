/**
 * The mail a person receives for one enquiry, in the language it was sent in. Pure: the outbox sender
 * (outbox.server.ts) hands the result to nodemailer.
 *
 * Header injection: every visitor-typed value that reaches a header goes in as data nodemailer encodes,
 * never as raw header text. The subject is one line (line breaks and other controls become spaces, whatever
 * the validation upstream let through), and Reply-To is an address object ({ name, address }) so a comma,
 * quote or encoded word in the name is quoted or encoded by nodemailer instead of read as another address.
 */
import type { Lang } from "~/i18n/config";
import { dirOf } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18n.server";
import type { TranslationKey } from "~/i18n/reader";

export interface StoredEnquiry {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  companyName: string;
  country: string;
  comment: string;
  createdAt: string;
}

export interface EnquiryMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Stable per enquiry: a receiver (or a person) can tell a retried delivery from a new enquiry. */
  messageId: string;
  headers: Record<string, string>;
}

export interface MailAddresses {
  from: string;
  to: string;
  /** The domain of Message-IDs (the site's host). */
  domain: string;
}

const FIELDS = ["firstName", "lastName", "email", "phoneNumber", "jobTitle", "companyName", "country", "comment"] as const;

/** CR, LF, other C0/C1 controls and Unicode line/paragraph separators: none may reach a header. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function oneLine(value: string): string {
  return value.replace(HEADER_UNSAFE, " ").replace(/\s+/g, " ").trim();
}

/**
 * A visitor's text for a header: one line, and an RFC 2047 encoded word ("=?utf-8?Q?=0D=0A…?=") broken with a
 * zero-width space, so nodemailer encodes the whole value and a mail client shows those characters as typed
 * instead of decoding them.
 */
export function headerText(value: string): string {
  return oneLine(value).replace(/=\?/g, "=\u200b?");
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function messageIdOf(enquiryId: number, domain: string): string {
  return `<enquiry-${enquiryId}@${domain}>`;
}

export function buildEnquiryMail(enquiry: StoredEnquiry, lang: Lang, addresses: MailAddresses): EnquiryMail {
  const t = getFixedT(lang);
  const name = headerText(`${enquiry.firstName} ${enquiry.lastName}`);
  const subject = headerText(t("contact.mail.subject", { name, company: enquiry.companyName }));
  const label = (field: (typeof FIELDS)[number]) => t(`contact.fields.${field}` as TranslationKey);
  const reference = t("contact.mail.reference");
  const intro = t("contact.mail.intro");

  const text = [
    intro,
    "",
    `${reference}: ${enquiry.id}`,
    ...FIELDS.filter((f) => f !== "comment").map((f) => `${label(f)}: ${enquiry[f]}`),
    "",
    `${label("comment")}:`,
    enquiry.comment,
    "",
  ].join("\n");

  const dir = dirOf(lang);
  const rows = FIELDS.filter((f) => f !== "comment")
    .map((f) => `<tr><th align="start">${escapeHtml(label(f))}</th><td>${escapeHtml(enquiry[f])}</td></tr>`)
    .join("");
  const html =
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body><p>${escapeHtml(intro)}</p><p>${escapeHtml(reference)}: ${enquiry.id}</p><table>${rows}</table>` +
    `<h2>${escapeHtml(label("comment"))}</h2><p style="white-space:pre-wrap">${escapeHtml(enquiry.comment)}</p></body></html>`;

  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name, address: oneLine(enquiry.email) },
    subject,
    text,
    html,
    messageId: messageIdOf(enquiry.id, addresses.domain),
    headers: { "Content-Language": lang, "X-Enquiry-Id": String(enquiry.id) },
  };
}
