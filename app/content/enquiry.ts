/**
 * The contact enquiry schema, shared by the contact form (conform, client and
 * server), the route action and the embedded POST /api/Contacts/CreateContact.
 * Messages are dictionary keys under `contact.errors`, translated where shown.
 */
import * as z from "zod";
import { LINE_BREAK, MULTI_LINE_CONTROL, SINGLE_LINE_CONTROL } from "../utils/control-characters";
import { ENQUIRY_LIMITS, toAsciiDigits, type EnquiryField } from "./enquiry-fields";

export { ENQUIRY_FIELDS, ENQUIRY_LIMITS, toAsciiDigits } from "./enquiry-fields";
export type { EnquiryErrorKey, EnquiryField } from "./enquiry-fields";

/** One message for a line break, a control or a bidi override: the checks after it would only repeat the problem. */
const refuse = (pattern: RegExp, error: "singleLine" | "controlCharacters" | "commentControlCharacters") =>
  [(v: string) => !pattern.test(v), { error, abort: true }] as const;

/**
 * A required single-line field: trimmed, bounded, no line breaks (header injection in mail relays), no other
 * controls or bidi overrides (they corrupt how an exported name or title reads).
 */
function singleLine(field: EnquiryField, min: number, max: number) {
  return z
    .string({ error: `${field}Required` })
    .trim()
    .min(1, { error: `${field}Required` })
    .refine(...refuse(LINE_BREAK, "singleLine"))
    .refine(...refuse(SINGLE_LINE_CONTROL, "controlCharacters"))
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
    .refine(...refuse(LINE_BREAK, "singleLine"))
    .refine(...refuse(SINGLE_LINE_CONTROL, "controlCharacters"))
    .max(ENQUIRY_LIMITS.email.max, { error: "emailMax" })
    .pipe(z.email({ error: "emailInvalid" })),
  phoneNumber: z
    .string({ error: "phoneNumberRequired" })
    .trim()
    .overwrite(toAsciiDigits)
    .min(1, { error: "phoneNumberRequired" })
    .refine(...refuse(LINE_BREAK, "singleLine"))
    .refine(...refuse(SINGLE_LINE_CONTROL, "controlCharacters"))
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
    .refine(...refuse(MULTI_LINE_CONTROL, "commentControlCharacters"))
    .max(ENQUIRY_LIMITS.comment.max, { error: "tooLong" })
    .refine((v) => v !== "0", { error: "commentZero" }),
});

export type Enquiry = z.infer<typeof enquirySchema>;
