import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
/** A second site whose content API fails every call (scripts/fake-upstream.mjs). */
export const FAILING_BASE_URL = `http://localhost:${PORT + 1}`;
const FAKE_UPSTREAM_PORT = PORT + 2;

const serverEnv = (port: number) => ({
  PORT: String(port),
  NODE_ENV: "production",
  SITE_URL: `http://localhost:${port}`,
  SESSION_SECRET: "e2e-session-secret-not-for-production",
  DATABASE_PATH: `data/e2e-${port}.db`,
  TRUST_PROXY: "1",
  LOG_REQUESTS: "0",
});

/** Debian's Chromium with the flags that work on this machine (STACK.md). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: BASE_URL,
    trace: "off",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // The production build on its own fresh store, trusting X-Forwarded-For so tests can act as distinct clients.
      command: "node scripts/e2e-server.mjs",
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: serverEnv(PORT),
    },
    {
      command: "node scripts/fake-upstream.mjs",
      url: `http://127.0.0.1:${FAKE_UPSTREAM_PORT}/healthz`,
      reuseExistingServer: false,
      env: { FAKE_UPSTREAM_PORT: String(FAKE_UPSTREAM_PORT) },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${FAILING_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "ignore",
      env: {
        ...serverEnv(PORT + 1),
        CONTENT_API_URL: `http://127.0.0.1:${FAKE_UPSTREAM_PORT}`,
        CONTENT_API_TIMEOUT_MS: "2000",
      },
    },
  ],
});
