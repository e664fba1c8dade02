import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { CriticalCssProvider } from "./utils/critical-css";
import { siteCss } from "./utils/critical-css.server";
import { createDocumentStream } from "./utils/document-stream.server";

/** Single fetch: how long a render may take before it is aborted (no page defers data: this is a safety net). */
export const streamTimeout = 5_000;

/**
 * Every client gets the whole document at once (onAllReady), never a streamed shell: the server hashes the
 * page's inline scripts into its CSP and its body into an ETag before the first byte goes out
 * (server/page-response.ts, decision 015). No page defers data, so nothing is lost by waiting.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <CriticalCssProvider css={siteCss()}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} />
      </CriticalCssProvider>,
      {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          // Not a bare PassThrough: React 18 pads its output with NULs and ends the document too early.
          const body = createDocumentStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported here; before it, onShellError rejects.
          if (shellRendered) loadContext.log.error({ err: error, status: 500 }, "render error after the shell");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors Remix caught in loaders, actions and rendering. A response the client caused (405 for a POST where
 * there is no action, 404, 400) is not an error of ours; an aborted request is the client leaving.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status < 500) return;
  // An ErrorResponse wraps the error that caused it, if any.
  const cause: unknown = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error.statusText) : error;
  context.log.error({ err: cause, status }, "render error");
};

// server.ts reaches the app's services only through the build, so each app module exists once at run time.
export { startServices, createLoadContext } from "./services.server";
