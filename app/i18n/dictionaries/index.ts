/**
 * Dictionaries are composed from one module per area so that features can own their strings, and one module
 * per language (ar.ts, en.ts).
 */
import type { Lang } from "../config";
import { ar } from "./ar";
import { en, type Dictionary } from "./en";

export { en, type Dictionary };

export const dictionaries: Record<Lang, Dictionary> = { ar, en };
