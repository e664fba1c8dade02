import { redirect } from "@remix-run/node";

/** SPEC: the root path redirects to /ar/home. */
export const loader = () => redirect("/ar/home", 302);
