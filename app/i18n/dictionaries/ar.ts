/** Arabic, typed against English: a missing Arabic key is a compile error, so it needs no fallback. */
import { shellAr } from "./shell.ar";
import { pagesAr } from "./pages.ar";
import { contactAr } from "./contact.ar";
import { solutionsAr } from "./solutions.ar";
import { searchAr } from "./search.ar";
import type { Dictionary } from "./en";

export const ar: Dictionary = { ...shellAr, ...pagesAr, ...contactAr, ...solutionsAr, ...searchAr };
