// Per-request i18n setup cost: a fresh i18next instance versus the cached one (npx tsx scripts/bench-i18n.ts).
import { createInstance } from "i18next";
import { dictionaries } from "../app/i18n/dictionaries/index";
import { getFixedT } from "../app/i18n/i18n.server";
const N = 2000;
let t0 = performance.now();
for (let i = 0; i < N; i++) {
  const inst = createInstance();
  void inst.init({ lng: "ar", fallbackLng: "en", resources: { ar: { translation: dictionaries.ar }, en: { translation: dictionaries.en } }, initImmediate: false });
  inst.getFixedT("ar")("nav.home");
}
const fresh = (performance.now() - t0) / N;
getFixedT("ar");
t0 = performance.now();
for (let i = 0; i < N * 10; i++) getFixedT("ar")("nav.home");
const cached = (performance.now() - t0) / (N * 10);
console.log(`fresh instance per request: ${(fresh * 1000).toFixed(0)} µs; cached getFixedT+t: ${(cached * 1000).toFixed(1)} µs`);
