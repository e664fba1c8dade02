import type { Logger } from "pino";
import type { EnquiryAllowance } from "./content/enquiry-allowance.server";
import type { ContentSource } from "./content/source";
import type { Services } from "./services.server";
import type { ServerMarkup } from "./utils/server-markup";

/** What every loader and action receives (built by app/services.server.ts createLoadContext). */
export interface PublicConfig {
  siteUrl: string;
  careersUrl: string;
  /** Origins whose images pages may show and share: the configured backend's, if any. */
  imageOrigins: string[];
}

// Declared with the content layer that implements it, so app/content needs nothing from here.
export type { EnquiryAllowance, EnquiryReservation } from "./content/enquiry-allowance.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The request's content source; failed calls are logged with the request's id. */
    content: ContentSource;
    /** The app's long-lived services (app/services.server.ts). */
    services: Services;
    /** Set when a content call of this request failed: the page then shows a section's error and is not shared. */
    contentHealth: { failed: boolean };
    /** Bound to this request: every line carries its id and path. */
    log: Logger;
    /** Who is asking, as the rate limits count clients (the address; IPv6 by its /56 network). */
    clientKey: string;
    enquiries: EnquiryAllowance;
    config: PublicConfig;
    sessionSecret: string;
    /** Markup this request's loaders rendered ahead for the document (app/utils/server-markup.tsx). */
    serverMarkup: ServerMarkup;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
