import type { DeepStrings } from "../types";
import type { pagesEn } from "./pages.en";

export const pagesAr: DeepStrings<typeof pagesEn> = {
  pages: {
    notFound: "الصفحة غير موجودة",
    search: "نتائج البحث عن «{{query}}»",
  },
};
