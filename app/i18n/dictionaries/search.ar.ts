import type { DeepStrings } from "../types";
import type { searchEn } from "./search.en";

export const searchAr: DeepStrings<typeof searchEn> = {
  search: {
    title: "البحث",
  },
};
