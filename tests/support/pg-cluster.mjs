// A throwaway PostgreSQL cluster for tests: initdb in a temp dir on a free port, started with pg_ctl, stopped
// by its postmaster's PID. Never the system's cluster. As root (CI) the server runs as the `postgres` user,
// which initdb and postgres require.
//
//   node tests/support/pg-cluster.mjs start [port]   prints DATABASE_URL=… and PGCLUSTER_DIR=… lines
//   node tests/support/pg-cluster.mjs stop <dir>
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
export const DEFAULT_PORTS = [55432, 55433, 55434, 55435, 55436, 55437, 55438, 55439];

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as `postgres` when we are root. */
function pg(program, args, options = {}) {
  const path = join(BIN, program);
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path, ...args]] : [path, args];
  return execFileSync(cmd, argv, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", ...options });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export function postgresAvailable() {
  return existsSync(join(BIN, "initdb"));
}

/** Starts a cluster; resolves with its URL, its directory and a stop function. */
export async function startCluster({ ports = DEFAULT_PORTS } = {}) {
  if (!postgresAvailable()) throw new Error(`PostgreSQL is not installed (${BIN}); run scripts/install-postgresql.sh`);
  let port;
  for (const candidate of ports) {
    if (await portIsFree(candidate)) {
      port = candidate;
      break;
    }
  }
  if (!port) throw new Error(`no free port among ${ports.join(", ")}`);
  const dir = mkdtempSync(join(tmpdir(), "manar-pg-"));
  // The postgres user must own and traverse its directory.
  chmodSync(dir, 0o755);
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const data = join(dir, "data");
  // C collation: ORDER BY compares bytes, as SQLite does; UTF8 for the Arabic content. trust: loopback only.
  pg("initdb", ["-D", data, "-U", "manar", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--lc-collate=C", "-N"]);
  pg("pg_ctl", [
    "-D", data, "-l", join(dir, "log"), "-w", "-t", "60", "start",
    "-o", `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=on -c max_connections=100`,
  ]);
  const url = `postgres://manar@127.0.0.1:${port}/postgres`;
  return { url, dir, port, stop: () => stopCluster(dir) };
}

/** Stops the cluster by its postmaster's PID (fast shutdown), then deletes its directory. */
export function stopCluster(dir) {
  const pidFile = join(dir, "data", "postmaster.pid");
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    if (pid > 0) {
      try {
        process.kill(pid, "SIGINT");
      } catch {
        // already gone
      }
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        try {
          process.kill(pid, 0);
        } catch {
          break;
        }
        spawnSync("sleep", ["0.1"]);
      }
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const [command, arg] = process.argv.slice(2);
  if (command === "start") {
    const cluster = await startCluster(arg ? { ports: [Number(arg)] } : undefined);
    console.log(`DATABASE_URL=${cluster.url}`);
    console.log(`PGCLUSTER_DIR=${cluster.dir}`);
  } else if (command === "stop" && arg) {
    stopCluster(arg);
  } else {
    console.error("usage: pg-cluster.mjs start [port] | stop <dir>");
    process.exit(2);
  }
}
