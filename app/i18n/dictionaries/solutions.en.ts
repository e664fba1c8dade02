/** Strings of the solutions pages. */
export const solutionsEn = {
  solutions: {
    title: "Solutions",
  },
} as const;
