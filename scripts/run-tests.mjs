// `npm test`: unit tests then end-to-end tests (both run even if the first fails),
// then one summary line "N passed, N failed" summing both. Both run against a throwaway PostgreSQL cluster
// as well as SQLite (tests/support/pg-cluster.mjs; TEST_DATABASE_URL); a cluster that cannot start is a failure.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, mkdirSync } from "node:fs";
import { startCluster } from "../tests/support/pg-cluster.mjs";

// Not test-results/: Playwright empties that folder when it starts.
mkdirSync("reports", { recursive: true });
for (const f of ["reports/vitest.json", "reports/playwright.json"]) rmSync(f, { force: true });

let cluster = null;
let clusterFailed = false;
const env = { ...process.env };
try {
  cluster = await startCluster();
  // REQUIRE_POSTGRES: a PostgreSQL run may not skip itself (db/testing/test-stores.ts).
  Object.assign(env, { TEST_DATABASE_URL: cluster.url, REQUIRE_POSTGRES: "1" });
  console.log(`PostgreSQL test cluster at ${cluster.url} (${cluster.dir})`);
} catch (error) {
  clusterFailed = true;
  console.error(`PostgreSQL test cluster did not start: ${error instanceof Error ? error.message : error}`);
}
const stopCluster = () => {
  cluster?.stop();
  cluster = null;
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopCluster();
    process.exit(1);
  });
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env }).status ?? 1;

const unit = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/vitest.json"]);
const build = run("npm", ["run", "build"]);
const e2e = build === 0 ? run("npx", ["playwright", "test", ...process.argv.slice(2)]) : 1;

stopCluster();

let passed = 0;
let failed = clusterFailed ? 1 : 0;
if (existsSync("reports/vitest.json")) {
  const v = JSON.parse(readFileSync("reports/vitest.json", "utf8"));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numFailedTestSuites ?? 0);
} else {
  failed += 1;
}
if (existsSync("reports/playwright.json")) {
  const p = JSON.parse(readFileSync("reports/playwright.json", "utf8"));
  passed += p.stats?.expected ?? 0;
  failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0) + (p.errors?.length ?? 0);
} else {
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(unit === 0 && build === 0 && e2e === 0 && failed === 0 ? 0 : 1);
