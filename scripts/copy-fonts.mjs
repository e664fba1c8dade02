// Self-hosted fonts: copy only the subsets and weights the site uses into public/fonts.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";

const files = [
  // Variable fonts: one file per script for weights 400–700 (app/styles/app.css).
  "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2",
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
];
mkdirSync("public/fonts", { recursive: true });
// Files of an earlier font set would otherwise stay on disk and be served.
const wanted = new Set(files.map((file) => file.split("/").pop()));
for (const name of readdirSync("public/fonts")) if (!wanted.has(name)) rmSync(`public/fonts/${name}`);
for (const file of files) copyFileSync(`node_modules/${file}`, `public/fonts/${file.split("/").pop()}`);
