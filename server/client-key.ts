import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";

/** The client as every limit counts it: express-rate-limit's own key (IPv6 by its /56 network). */
export function clientKey(req: Request): string {
  return ipKeyGenerator(req.ip ?? "unknown");
}
