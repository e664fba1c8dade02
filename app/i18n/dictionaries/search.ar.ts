import type { DeepStrings } from "../types";
import type { searchEn } from "./search.en";

export const searchAr: DeepStrings<typeof searchEn> = {
  search: {
    title: "البحث",
    pageTitle: "«{{query}}» — نتائج البحث",
    metaDescription: "نتائج البحث عن «{{query}}» في صفحات مجموعة منار للتعليم والنشر وأخبارها ومشروعاتها.",
    heading: "نتائج البحث عن",
    quoteOpen: "«",
    quoteClose: "»",
    count: "عدد النتائج: {{count}}",
    resultsLabel: "نتائج البحث",
    readMore: "اقرأ المزيد",
    noResults: "لم نعثر على نتائج تطابق",
    fullStop: ".",
    noResultsHint:
      "تحقّق من الإملاء، أو جرّب كلمات أقل أو أعمّ، أو ابحث باللغة الأخرى؛ فصفحاتنا مكتوبة بالعربية والإنجليزية.",
    tryThese: "قد تجد ما تحتاج إليه أيضًا هنا:",
    searchAgain: "ابحث من جديد",
    searchAgainLabel: "ابحث في الموقع",
    submit: "بحث",
  },
};
