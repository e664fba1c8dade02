import type { AppLoadContext } from "@remix-run/node";
import { optional } from "../sections.server";

/**
 * Up to two phone numbers for contact blocks: the first office's, from
 * /api/Contacts/ContactAreas. A failure only hides the phone links.
 */
export async function contactPhones(context: AppLoadContext): Promise<string[]> {
  const areas = await optional(context.content.get("Contacts.ContactAreas"));
  return areas?.[0]?.phones.slice(0, 2) ?? [];
}
