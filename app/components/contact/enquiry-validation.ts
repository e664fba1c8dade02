/**
 * The contact form's client-side validation: the shared zod schema through
 * conform. Loaded when the visitor first interacts with the form, so zod is
 * not part of the page's first download; until then the action validates.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { enquirySchema } from "~/content/enquiry";

export function validateEnquiry(formData: FormData) {
  return parseWithZod(formData, { schema: enquirySchema });
}
