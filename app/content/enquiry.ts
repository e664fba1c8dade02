/**
 * The contact enquiry schema, shared by the contact form (conform, client and
 * server), the route action and the embedded POST /api/Contacts/CreateContact.
 * Messages are dictionary keys under `contact.errors`, translated where shown.
 */
import * as z from "zod";

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

const NO_LINE_BREAKS = /^[^\r\n]*$/;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits, as Arabic keyboards type them, become 0-9. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/** A required single-line field: trimmed, bounded, no CR/LF (header injection in mail relays). */
function singleLine(field: EnquiryField, min: number, max: number) {
  return z
    .string({ error: `${field}Required` })
    .trim()
    .min(1, { error: `${field}Required` })
    .regex(NO_LINE_BREAKS, { error: "singleLine" })
    .min(min, { error: `${field}Min` })
    .max(max, { error: "tooLong" });
}

export const enquirySchema = z.object({
  firstName: singleLine("firstName", ENQUIRY_LIMITS.name.min, ENQUIRY_LIMITS.name.max),
  lastName: singleLine("lastName", ENQUIRY_LIMITS.name.min, ENQUIRY_LIMITS.name.max),
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, { error: "emailRequired" })
    .max(ENQUIRY_LIMITS.email.max, { error: "emailMax" })
    .pipe(z.email({ error: "emailInvalid" })),
  phoneNumber: z
    .string({ error: "phoneNumberRequired" })
    .trim()
    .overwrite(toAsciiDigits)
    .min(1, { error: "phoneNumberRequired" })
    .regex(/^\d+$/, { error: "phoneNumberDigits" })
    .min(ENQUIRY_LIMITS.phone.min, { error: "phoneNumberLength" })
    .max(ENQUIRY_LIMITS.phone.max, { error: "phoneNumberLength" }),
  jobTitle: singleLine("jobTitle", ENQUIRY_LIMITS.text.min, ENQUIRY_LIMITS.text.max),
  companyName: singleLine("companyName", ENQUIRY_LIMITS.text.min, ENQUIRY_LIMITS.text.max),
  country: singleLine("country", ENQUIRY_LIMITS.text.min, ENQUIRY_LIMITS.text.max),
  comment: z
    .string({ error: "commentRequired" })
    .trim()
    .min(1, { error: "commentRequired" })
    .max(ENQUIRY_LIMITS.comment.max, { error: "tooLong" })
    .refine((v) => v !== "0", { error: "commentZero" }),
});

export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryErrorKey =
  | `${EnquiryField}Required`
  | `${"firstName" | "lastName" | "jobTitle" | "companyName" | "country"}Min`
  | "emailInvalid"
  | "emailMax"
  | "phoneNumberDigits"
  | "phoneNumberLength"
  | "commentZero"
  | "tooLong"
  | "singleLine";
