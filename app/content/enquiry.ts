/**
 * The contact enquiry schema, shared by the contact form (conform, client and
 * server), the route action and the embedded POST /api/Contacts/CreateContact.
 * Messages are dictionary keys under `contact.errors`, translated where shown.
 */
import * as z from "zod";
import { ENQUIRY_LIMITS, toAsciiDigits, type EnquiryField } from "./enquiry-fields";

export { ENQUIRY_FIELDS, ENQUIRY_LIMITS, toAsciiDigits } from "./enquiry-fields";
export type { EnquiryErrorKey, EnquiryField } from "./enquiry-fields";

const NO_LINE_BREAKS = /^[^\r\n]*$/;

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
