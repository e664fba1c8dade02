import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { CriticalCssProvider } from "./utils/critical-css";
import { pageCss } from "./utils/critical-css.server";
import { documentResponse } from "./utils/document-body";
import { renderWhole } from "./utils/document-stream.server";
import { ServerMarkupContext } from "./utils/server-markup";
import { preloadHandoff } from "./utils/handoff-preload.server";
import { documentCacheControl, matchesEtag, scriptSourcePolicy, strongEtag } from "./utils/document-policy.server";

/** Single fetch: how long the document's data may take before it is aborted. */
export const streamTimeout = 5_000;

/**
 * Every document is rendered whole before anything is sent (decision 015): its inline scripts are then known,
 * so the CSP admits them by hash instead of a per-response nonce, the same URL gives every anonymous visitor the
 * same bytes (a shared cache can keep them), and the ETag is the hash of those bytes.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { html, status } = await renderDocument(request, responseStatusCode, remixContext, loadContext);
  const cacheControl = documentCacheControl({
    method: request.method,
    status,
    headers: responseHeaders,
    sectionFailed: loadContext.contentHealth.failed,
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", scriptSourcePolicy(html));
  responseHeaders.set("Cache-Control", cacheControl);
  if (cacheControl.includes("no-store")) return documentResponse(html, { status, headers: responseHeaders });

  const etag = strongEtag(html);
  responseHeaders.set("ETag", etag);
  if (status === 200 && matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  return documentResponse(html, { status, headers: responseHeaders });
}

async function renderDocument(
  request: Request,
  statusCode: number,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await preloadHandoff(remixContext);
  return renderWhole(
    <CriticalCssProvider css={pageCss(remixContext)}>
      <ServerMarkupContext.Provider value={loadContext.serverMarkup}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} />
      </ServerMarkupContext.Provider>
    </CriticalCssProvider>,
    {
      status: statusCode,
      timeoutMs: streamTimeout + 1000,
      // A failed shell is rejected and reported by Remix (handleError); this is what failed after it.
      onLateError: (error) => loadContext.log.error({ err: error, status: 500 }, "render error"),
    },
  );
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
  const cause: unknown = isRouteErrorResponse(error)
    ? ((error as { error?: unknown }).error ?? error.statusText)
    : error;
  context.log.error({ err: cause, status }, "render error");
};

// server.ts reaches the app's services only through the build, so each app module exists once at run time.
export { startServices, createLoadContext } from "./services.server";
export { documentBytes } from "./utils/document-body";
