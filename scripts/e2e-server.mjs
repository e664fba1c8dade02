// The server Playwright tests run against: a fresh embedded store, then the production server.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { SERVER_NODE_ARGS } from "./lib/prod-server.mjs";

const db = process.env.DATABASE_PATH ?? "data/e2e.db";
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${db}${suffix}`, { force: true });
const child = spawn(process.execPath, SERVER_NODE_ARGS, { stdio: "inherit", env: process.env });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
