// Per-request i18n costs (npx tsx scripts/bench-i18n.ts): a fresh i18next instance, a lookup in the shared
// one, and a repeated lookup without values (kept by fixedT).
import { dictionaries } from "../app/i18n/dictionaries/index";
import { createI18n, fixedT, getFixedT } from "../app/i18n/i18n.server";

function microseconds(runs: number, work: () => void): string {
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) work();
  return (((performance.now() - t0) / runs) * 1000).toFixed(2);
}

const fresh = microseconds(2000, () => fixedT(createI18n(dictionaries), "ar")("nav.home"));
const t = getFixedT("ar");
const lookup = microseconds(20000, () => t("footer.rights", { year: 2026 }));
const kept = microseconds(200000, () => t("nav.home"));
console.log(`fresh instance and one lookup: ${fresh} µs; i18next lookup with a value: ${lookup} µs; repeated lookup without values: ${kept} µs`);
