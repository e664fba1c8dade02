/** The embedded content API (`/api/...`), answered from the contract table: app/content/api.server.ts. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleApiRequest } from "~/content/api.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => handleApiRequest(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => handleApiRequest(request, context);
