/**
 * Sections, not pages, fail: each section of a page resolves to its data or to
 * the error message its error view shows (SPEC sections 4 and 8). Its HTML descriptions were sanitised where it
 * left the source (sanitizedSource). The failure itself is logged by the request's content source
 * (app/content/logged-source.server.ts), once, with the request's id.
 */
import { errorMessage, isContentNotFound, isContentRequestError } from "./errors";

import type { Section } from "./section";

export type { Section };

export async function section<T>(promise: Promise<T>): Promise<Section<T>> {
  try {
    return { data: await promise, error: null };
  } catch (error) {
    return { data: null, error: errorMessage(error) };
  }
}

/** A failure that is only logged (SPEC section 8: latest-project section, social links). */
export async function optional<T>(promise: Promise<T>): Promise<T | null> {
  const result = await section(promise);
  return result.data;
}

/**
 * The page's main item: an unknown or malformed id calls `missing`, which
 * throws the page's 404 response; any other failure goes through.
 */
export async function required<T>(promise: Promise<T>, missing: () => never): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isContentNotFound(error) || isContentRequestError(error)) missing();
    throw error;
  }
}
