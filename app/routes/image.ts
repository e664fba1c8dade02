/** A content image at a layout's width: GET /image?src=<site path or backend URL>&w=<width>. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentImageResponse } from "~/images/content-image-response.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return contentImageResponse(request, { remoteOrigins: context.config.imageOrigins, log: context.log });
}
