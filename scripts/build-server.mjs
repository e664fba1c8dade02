// `npm run build`, after `remix build`: compiles server.ts and server/ into build/server.js, so production
// runs plain JavaScript (no TypeScript loader at run time). Packages stay external: node_modules is used
// as installed. App code is not in this bundle: server.ts loads it from build/index.js (decision 006).
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
