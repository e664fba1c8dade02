/**
 * What the contact form and its route action agree on besides the enquiry
 * schema (~/content/enquiry): the extra form fields and the action's answer.
 */
import type { SubmissionResult } from "@conform-to/react";

/** Honeypot: people never see or fill it; a value means a bot, whose enquiry is dropped silently. */
export const HONEYPOT_FIELD = "website";
/** Set by the enhanced form only, so the action answers data instead of redirecting. */
export const CLIENT_FIELD = "_via";
export const CLIENT_FETCHER = "fetcher";

/** Fields echoed back by conform that must never come back into the form. */
export const HIDDEN_FIELDS = [HONEYPOT_FIELD, CLIENT_FIELD];

export type EnquiryOutcome = "sent" | "invalid" | "failed" | "rateLimited";

export interface EnquiryActionData {
  outcome: EnquiryOutcome;
  /** Already translated: shown in the page without JavaScript, as a toast with it. */
  message: string | null;
  result: SubmissionResult<string[]>;
}
