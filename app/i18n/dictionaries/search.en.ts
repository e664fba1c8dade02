/** Strings of the search pages. */
export const searchEn = {
  search: {
    title: "Search",
  },
} as const;
