// `npm run bench:stores`: the same figures on SQLite and on PostgreSQL (a benchmark, not a test).
// Starts a throwaway PostgreSQL cluster (tests/support/pg-cluster.mjs; or uses BENCH_DATABASE_URL's server),
// then for each store runs bench:burst (enquiries per second) and measure:render with the content cache off
// (every render reads the store) and on (the render alone). Writes bench/stores.json.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startCluster } from "../tests/support/pg-cluster.mjs";
import { createTestDatabase } from "../db/testing/pg-database.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3650);
const cluster = process.env.BENCH_DATABASE_URL ? null : await startCluster();
const serverUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
const postmasterPid = cluster
  ? readFileSync(join(cluster.dir, "data", "postmaster.pid"), "utf8").split("\n")[0]
  : undefined;

/** Runs a script with `env` added; stops the whole run on failure. */
function run(script, env) {
  // The SQLite runs must not inherit a DATABASE_URL from the shell.
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const result = spawnSync(process.execPath, [script], { env: { ...base, ...env }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  process.stdout.write(result.stdout);
  if (result.status !== 0) throw new Error(`${script} failed (${result.status})`);
  return result.stdout;
}

const results = {};
try {
  for (const store of ["sqlite", "postgresql"]) {
    console.log(`\n== ${store}`);
    const fresh = store === "postgresql" ? () => createTestDatabase(serverUrl) : async () => null;
    const storeEnv = (database) => (database ? { DATABASE_URL: database.url } : {});

    let database = await fresh();
    run("scripts/bench-burst.mjs", { ...storeEnv(database), BENCH_PORT: String(PORT), BENCH_OUT: `bench/burst-${store}.json` });
    await database?.drop();
    const burst = JSON.parse(readFileSync(`bench/burst-${store}.json`, "utf8"));

    const render = {};
    for (const cache of ["off", "on"]) {
      database = await fresh();
      console.log(`-- render, content cache ${cache}`);
      const out = run("scripts/measure-render.mjs", {
        ...storeEnv(database),
        MEASURE_PORT: String(PORT + 1),
        MEASURE_JSON: "1",
        MEASURE_ENV: JSON.stringify({ CONTENT_CACHE: cache }),
        ...(database && postmasterPid ? { MEASURE_PG_PID: postmasterPid } : {}),
      });
      render[`contentCache${cache === "on" ? "On" : "Off"}`] = JSON.parse(out.trim().split("\n").at(-1));
      await database?.drop();
    }
    results[store] = {
      enquiriesPerSecond: burst.rounds.map((r) => Math.round(r.enquiriesPerSecond)),
      stored: burst.stored,
      healthWorstMs: Math.round(Math.max(...burst.rounds.map((r) => r.healthWorstMs))),
      render,
    };
  }
} finally {
  cluster?.stop();
}
mkdirSync("bench", { recursive: true });
writeFileSync("bench/stores.json", JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2) + "\n");
console.log("\nbench/stores.json written");
