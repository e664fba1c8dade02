/** English, the reference dictionary: its shape is every dictionary's type. */
import { shellEn } from "./shell.en";
import { pagesEn } from "./pages.en";
import { contactEn } from "./contact.en";
import { solutionsEn } from "./solutions.en";
import { searchEn } from "./search.en";
import type { DeepStrings } from "../types";

export const en = { ...shellEn, ...pagesEn, ...contactEn, ...solutionsEn, ...searchEn };
export type Dictionary = DeepStrings<typeof en>;
