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

/*
 * server.ts (run by tsx) and the Remix build each load their own copy of this
 * module, so `instanceof` fails across that line: recognise errors by name.
 */
export function isContentNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === "ContentNotFoundError";
}
export function isContentRequestError(error: unknown): boolean {
  return error instanceof Error && error.name === "ContentRequestError";
}
