/**
 * Dictionaries are composed from one module per area so that features can
 * own their strings. English is the reference: every Arabic module is typed
 * against it, so a missing Arabic key is a compile error.
 */
import { shellEn } from "./shell.en";
import { shellAr } from "./shell.ar";
import { pagesEn } from "./pages.en";
import { pagesAr } from "./pages.ar";
import { contactEn } from "./contact.en";
import { contactAr } from "./contact.ar";
import { solutionsEn } from "./solutions.en";
import { solutionsAr } from "./solutions.ar";
import { searchEn } from "./search.en";
import { searchAr } from "./search.ar";
import type { DeepStrings } from "../types";
import type { Lang } from "../config";

export const en = { ...shellEn, ...pagesEn, ...contactEn, ...solutionsEn, ...searchEn };
export type Dictionary = DeepStrings<typeof en>;
const ar: Dictionary = { ...shellAr, ...pagesAr, ...contactAr, ...solutionsAr, ...searchAr };

export const dictionaries: Record<Lang, Dictionary> = { ar, en };
