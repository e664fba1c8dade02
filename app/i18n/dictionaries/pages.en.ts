/** Page-level strings (titles, headings) for pages without a title code. */
export const pagesEn = {
  pages: {
    notFound: "Not Found",
    search: "Search results for “{{query}}”",
  },
} as const;
