import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ENQUIRY_LIMITS, enquirySchema, type EnquiryField } from "~/content/enquiry";

/**
 * The zod schema trims before it measures, which hides its lengths from
 * getZodConstraint; the limits go on the fields here so browsers stop typing
 * at the maximum (and the request stays far below the 16 KB body cap).
 * Computed on the server and sent with the page, so the browser needs no zod for it.
 */
const LENGTHS: Record<EnquiryField, { minLength?: number; maxLength: number }> = {
  firstName: { minLength: ENQUIRY_LIMITS.name.min, maxLength: ENQUIRY_LIMITS.name.max },
  lastName: { minLength: ENQUIRY_LIMITS.name.min, maxLength: ENQUIRY_LIMITS.name.max },
  email: { maxLength: ENQUIRY_LIMITS.email.max },
  phoneNumber: { minLength: ENQUIRY_LIMITS.phone.min, maxLength: ENQUIRY_LIMITS.phone.max },
  jobTitle: { minLength: ENQUIRY_LIMITS.text.min, maxLength: ENQUIRY_LIMITS.text.max },
  companyName: { minLength: ENQUIRY_LIMITS.text.min, maxLength: ENQUIRY_LIMITS.text.max },
  country: { minLength: ENQUIRY_LIMITS.text.min, maxLength: ENQUIRY_LIMITS.text.max },
  comment: { maxLength: ENQUIRY_LIMITS.comment.max },
};

export type EnquiryConstraint = Record<
  string,
  { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }
>;

export function enquiryConstraint(): EnquiryConstraint {
  const fromSchema = getZodConstraint(enquirySchema) as EnquiryConstraint;
  return Object.fromEntries(
    Object.entries(LENGTHS).map(([name, lengths]) => [name, { ...fromSchema[name], ...lengths }]),
  );
}

/** The action's parse of a submitted form, with the same schema as the API. */
export function parseEnquiry(formData: FormData) {
  return parseWithZod(formData, { schema: enquirySchema });
}
