// Self-hosted fonts: copy only the subsets and weights the site uses into public/fonts.
import { copyFileSync, mkdirSync } from "node:fs";

const files = [
  "@fontsource/cairo/files/cairo-arabic-400-normal.woff2",
  "@fontsource/cairo/files/cairo-arabic-700-normal.woff2",
  "@fontsource/inter/files/inter-latin-400-normal.woff2",
  "@fontsource/inter/files/inter-latin-600-normal.woff2",
  "@fontsource/inter/files/inter-latin-700-normal.woff2",
];
mkdirSync("public/fonts", { recursive: true });
for (const file of files) copyFileSync(`node_modules/${file}`, `public/fonts/${file.split("/").pop()}`);
