// `npm start` on a fresh clone: build when there is no production build (or only a development one), and
// make sure a session secret exists. Production requires SESSION_SECRET; when the
// environment has none, a random one is written once to .env (git-ignored,
// readable by the owner only) so local runs keep their flash cookies valid.
import { existsSync, readFileSync, writeFileSync, chmodSync } from "node:fs";
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";

const built = existsSync("build/index.js") && existsSync("build/server.js") && existsSync("public/build");
// `npm run dev` leaves a development build in build/: production cannot run it.
const developmentBuild = built && /\bvar mode = "development"/.test(readFileSync("build/index.js", "utf8"));
if (!built || developmentBuild) {
  console.log(developmentBuild ? "build/ holds a development build: running `npm run build`…" : "No production build yet: running `npm run build`…");
  execSync("npm run build", { stdio: "inherit" });
}

const envFile = ".env";
const current = existsSync(envFile) ? readFileSync(envFile, "utf8") : "";
if (!process.env.SESSION_SECRET && !/^SESSION_SECRET=./m.test(current)) {
  const line = `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(envFile, current + (current && !current.endsWith("\n") ? "\n" : "") + line);
  chmodSync(envFile, 0o600);
  console.log("Generated a SESSION_SECRET in .env for this machine (set SESSION_SECRET yourself in production).");
} else if (!existsSync(envFile)) {
  writeFileSync(envFile, "");
}
