// `npm start` builds first when there is no production build yet.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

if (!existsSync("build/index.js") || !existsSync("public/build")) {
  console.log("No build found: running `npm run build` first…");
  execSync("npm run build", { stdio: "inherit" });
}
