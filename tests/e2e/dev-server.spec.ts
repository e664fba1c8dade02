/**
 * The developer's side: `npm run dev` pushes an edit into the open page without a reload, and SIGTERM or
 * Ctrl-C to the npm process of `npm run dev` or `npm start` leaves nothing running or listening.
 *
 * Each test works in a copy of the project in a temporary folder (node_modules linked): the dev server
 * rebuilds into build/ and empties public/build/, which would pull the production build from under the
 * servers the other specs use.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test, expect, waitForHydration } from "./fixtures";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 20;
const ROOT = resolve(".");
const COPIED = ["app", "content", "db", "public", "scripts", "server", "server.ts", "remix.config.js", "remix.env.d.ts", "tsconfig.json", "package.json", "build"];

test.describe.configure({ mode: "serial" });

/** A copy of the project that a dev server may rebuild freely. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "manar-dev-"));
  for (const entry of COPIED) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** The scripts choose their own NODE_ENV (development for dev, production for start). */
function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest: Record<string, string | undefined> = { ...env };
  delete rest.NODE_ENV;
  return rest as NodeJS.ProcessEnv;
}

interface Started {
  npm: ChildProcess;
  output: () => string;
}

/** `npm run <script>` in its own process group, as a terminal would start it. */
function npmRun(dir: string, args: string[], env: Record<string, string>): Started {
  let output = "";
  const npm = spawn("npm", ["run", ...args], {
    cwd: dir,
    detached: true,
    env: { ...withoutNodeEnv(process.env), LOG_REQUESTS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  npm.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { npm, output: () => output };
}

async function waitForHealth(port: number, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    if (started.npm.exitCode !== null) throw new Error(`npm exited early:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`not listening on ${port} after ${timeoutMs} ms:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function listening(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once("error", () => resolvePromise(false));
  });
}

/** The processes still alive in a process group (ps answers nothing when there are none). */
async function groupMembers(pgid: number): Promise<string[]> {
  const ps = spawn("ps", ["-o", "pid=,args=", "-g", String(pgid)]);
  let out = "";
  ps.stdout.on("data", (c: Buffer) => (out += c.toString()));
  await new Promise((r) => ps.once("close", r));
  return out.split("\n").map((l) => l.trim()).filter(Boolean);
}

async function expectAllGone(started: Started, ports: number[]): Promise<void> {
  const pgid = started.npm.pid!;
  await expect.poll(() => groupMembers(pgid), { timeout: 15_000, message: "processes left in the group" }).toEqual([]);
  for (const port of ports) expect(await listening(port), `port ${port} still listening`).toBe(false);
}

/** Ends whatever a failed test left behind: the group we created, and nothing else. */
function killGroup(started: Started | undefined): void {
  if (!started?.npm.pid) return;
  try {
    process.kill(-started.npm.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

test("npm run dev: an edited string shows in the open page without a reload, and SIGTERM to npm stops everything", async ({ page }) => {
  test.setTimeout(240_000);
  const dir = projectCopy();
  const port = BASE_PORT;
  const socketPort = BASE_PORT + 1;
  let dev: Started | undefined;
  try {
    dev = npmRun(dir, ["dev", "--", "--port", String(socketPort)], { PORT: String(port), DATABASE_PATH: join(dir, "dev.db") });
    await waitForHealth(port, dev, 120_000);
    // The site and the dev socket listen on loopback, and on no other address of this machine.
    expect(await listening(socketPort)).toBe(true);
    const external = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal && a.family === "IPv4");
    for (const address of external) {
      expect(await listening(port, address!.address), `site on ${address!.address}`).toBe(false);
      expect(await listening(socketPort, address!.address), `dev socket on ${address!.address}`).toBe(false);
    }

    await page.goto(`http://localhost:${port}/en/home`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const link = page.getByRole("link", { name: "Discover the group" });
    await expect(link).toBeVisible();

    const dictionary = join(dir, "app/i18n/dictionaries/pages.en.ts");
    const original = readFileSync(dictionary, "utf8");
    expect(original).toContain('"Discover the group"');
    const started = Date.now();
    writeFileSync(dictionary, original.replace('"Discover the group"', '"Discover the whole group"'));
    await expect(page.getByRole("link", { name: "Discover the whole group" })).toBeVisible({ timeout: 60_000 });
    test.info().annotations.push({ type: "dictionary edit visible after", description: `${Date.now() - started} ms` });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    writeFileSync(dictionary, original);
    await expect(link).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    process.kill(dev.npm.pid!, "SIGTERM");
    await expectAllGone(dev, [port, socketPort]);
  } finally {
    killGroup(dev);
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const [how, signal, toGroup] of [
  ["SIGTERM to the npm process", "SIGTERM", false],
  ["Ctrl-C (SIGINT to the whole group)", "SIGINT", true],
] as const) {
  test(`npm start: ${how} stops the server and nothing keeps listening`, async () => {
    test.setTimeout(120_000);
    const dir = projectCopy();
    const port = BASE_PORT + 2;
    let start: Started | undefined;
    try {
      start = npmRun(dir, ["start"], { PORT: String(port), DATABASE_PATH: join(dir, "start.db"), SESSION_SECRET: "x".repeat(32) });
      await waitForHealth(port, start, 60_000);
      process.kill(toGroup ? -start.npm.pid! : start.npm.pid!, signal);
      await expectAllGone(start, [port]);
      expect(start.output()).toContain('"msg":"stopped"');
    } finally {
      killGroup(start);
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
