import type { Endpoint, ParamsOf, ResultOf } from "./contract";
import type { Enquiry } from "./enquiry";

/**
 * Where content comes from: the embedded SQLite store (default) or the group's
 * upstream API (CONTENT_API_URL). Both answer the same contract.
 */
export interface ContentSource {
  readonly kind: "embedded" | "upstream";
  get<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): Promise<ResultOf<E>>;
  /** Resolves once the enquiry is durably stored (embedded) or accepted (upstream). */
  createEnquiry(enquiry: Enquiry): Promise<void>;
}
