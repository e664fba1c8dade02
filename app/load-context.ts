import type { ContentSource } from "./content/source";

/** What server.ts hands every loader and action. */
export interface PublicConfig {
  siteUrl: string;
  careersUrl: string;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    content: ContentSource;
    cspNonce: string;
    requestId: string;
    clientIp: string;
    config: PublicConfig;
    sessionSecret: string;
    /** True when this client has sent more contact submissions than the limit allows this minute. */
    contactRateLimited: boolean;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
