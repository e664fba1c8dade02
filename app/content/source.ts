import type { Lang } from "../i18n/config";
import type { Endpoint, ParamsOf, ResultOf } from "./contract";
import type { Enquiry } from "./enquiry";

/** How one call may run. */
export interface CallOptions {
  /**
   * When the request that makes the call gives up (epoch ms): a page's calls share one budget, so an
   * action and the revalidation after it do not wait a full timeout each. Only the upstream source reads it.
   */
  deadline?: number;
  /** The language the enquiry was sent in: its mail to a person is written in it (embedded source only). */
  language?: Lang;
}

/**
 * Where content comes from: the embedded SQLite store (default) or the group's
 * upstream API (CONTENT_API_URL). Both answer the same contract.
 */
export interface ContentSource {
  readonly kind: "embedded" | "upstream";
  get<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, options?: CallOptions): Promise<ResultOf<E>>;
  /** Resolves once the enquiry is durably stored (embedded) or accepted (upstream). */
  createEnquiry(enquiry: Enquiry, options?: CallOptions): Promise<void>;
}
