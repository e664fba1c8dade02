/** A page's share image (og:image): GET /{lang}/share-image?src=<the page's own image>. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLang } from "~/i18n/config";
import { shareImageResponse } from "~/images/share-image-response.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  return shareImageResponse(request, params.lang, {
    remoteOrigins: context.config.imageOrigins,
    log: context.log,
  });
}
