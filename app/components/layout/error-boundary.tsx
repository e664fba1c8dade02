import { isRouteErrorResponse, useParams, useRouteError, type Params } from "@remix-run/react";
import type { ReactElement } from "react";
import { NotFoundView, UnexpectedErrorView } from "./error-page";

type ErrorResponse = { status: number; statusText: string; data: unknown };
export type StatusHandler = (info: { error: ErrorResponse; params: Params }) => ReactElement | null;

/**
 * One error boundary, many status handlers (the Epic Stack's GeneralErrorBoundary).
 * A route passes the statuses it has its own words for; any other 404 is the
 * site's not-found view, any other failure the unexpected-error view.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) => (error.status === 404 ? <NotFoundView /> : <UnexpectedErrorView />),
  unexpectedErrorHandler = () => <UnexpectedErrorView />,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (error: unknown) => ReactElement | null;
}) {
  const error = useRouteError();
  const params = useParams();
  if (isRouteErrorResponse(error)) return (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error, params });
  return unexpectedErrorHandler(error);
}
