/**
 * The content source as one request sees it: a call that fails is logged once, here, with the request's
 * logger (its id and path) and the endpoint, whichever section or page awaits it. Unknown or malformed ids
 * are the visitor's input (404/400), not failures.
 */
import type { Logger } from "pino";
import { isContentNotFound, isContentRequestError } from "./errors";
import type { ContentSource } from "./source";

export function loggedSource(source: ContentSource, log: Logger): ContentSource {
  return {
    kind: source.kind,
    async get(endpoint, params) {
      try {
        return await source.get(endpoint, params);
      } catch (error) {
        if (!isContentNotFound(error) && !isContentRequestError(error)) {
          log.error({ err: error, endpoint, content: source.kind }, "content call failed");
        }
        throw error;
      }
    },
    createEnquiry: (enquiry) => source.createEnquiry(enquiry),
  };
}
