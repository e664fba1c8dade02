/** The requested item does not exist (unknown id or code): the page answers 404. */
export class ContentNotFoundError extends Error {
  readonly status = 404;
  constructor(message = "Not found") {
    super(message);
    this.name = "ContentNotFoundError";
  }
}

/** The request itself was malformed (bad id): the API answers 400. */
export class ContentRequestError extends Error {
  readonly status = 400;
  constructor(
    message: string,
    readonly issues: unknown = undefined,
  ) {
    super(message);
    this.name = "ContentRequestError";
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === "string" ? error : "Unknown error";
}

export function isContentNotFound(error: unknown): error is ContentNotFoundError {
  return error instanceof ContentNotFoundError;
}
export function isContentRequestError(error: unknown): error is ContentRequestError {
  return error instanceof ContentRequestError;
}
