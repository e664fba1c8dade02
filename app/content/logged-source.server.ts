/**
 * The content source as one request sees it: its calls share the request's time budget (a deadline, so a
 * page's parallel loaders, or an action and the revalidation after it, do not each wait a full timeout),
 * and a call that fails is logged once, here, with the request's logger (its id and path), the endpoint and
 * the failure's full detail (the backend's address, which the page does not show). Unknown or malformed ids
 * are the visitor's input (404/400), not failures. `onFailure` tells the response that a section failed.
 */
import type { Logger } from "pino";
import { isContentNotFound, isContentRequestError } from "./errors";
import type { ContentSource } from "./source";

export function loggedSource(source: ContentSource, log: Logger, deadline?: number, onFailure?: () => void): ContentSource {
  const budget = deadline === undefined ? undefined : { deadline };
  return {
    kind: source.kind,
    async get(endpoint, params, options = budget) {
      try {
        return await source.get(endpoint, params, options);
      } catch (error) {
        if (!isContentNotFound(error) && !isContentRequestError(error)) {
          log.error({ err: error, endpoint, content: source.kind }, "content call failed");
          onFailure?.();
        }
        throw error;
      }
    },
    createEnquiry: (enquiry, options) => source.createEnquiry(enquiry, { ...budget, ...options }),
  };
}
