import type { DeepStrings } from "../types";
import type { solutionsEn } from "./solutions.en";

export const solutionsAr: DeepStrings<typeof solutionsEn> = {
  solutions: {
    title: "الحلول",
  },
};
