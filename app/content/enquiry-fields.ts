/**
 * The contact enquiry's fields, limits and message keys, without zod, so the
 * form can import them without pulling the schema library into the page.
 * The schema itself is in enquiry.ts.
 */
export const ENQUIRY_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "jobTitle",
  "companyName",
  "country",
  "comment",
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export const ENQUIRY_LIMITS = {
  name: { min: 3, max: 50 },
  text: { min: 3, max: 100 },
  email: { max: 254 },
  phone: { min: 10, max: 12 },
  comment: { max: 2000 },
} as const;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits, as Arabic keyboards type them, become 0-9. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

export type EnquiryErrorKey =
  | `${EnquiryField}Required`
  | `${"firstName" | "lastName" | "jobTitle" | "companyName" | "country"}Min`
  | "emailInvalid"
  | "emailMax"
  | "phoneNumberDigits"
  | "phoneNumberLength"
  | "commentZero"
  | "tooLong"
  | "singleLine"
  | "controlCharacters"
  | "commentControlCharacters";
