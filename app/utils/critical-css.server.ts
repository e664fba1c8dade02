import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cssBundleHref } from "@remix-run/css-bundle";

let cached: string | null = null;

/** The bundled stylesheet's text, read once per process from the build output. */
export function siteCss(): string {
  if (cached === null) {
    try {
      cached = cssBundleHref ? readFileSync(join("public", cssBundleHref), "utf8").replace(/\/\*# sourceMappingURL=.*\*\//, "") : "";
    } catch {
      cached = "";
    }
  }
  return cached;
}
