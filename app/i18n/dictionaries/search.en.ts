/** Strings of the search pages. */
export const searchEn = {
  search: {
    title: "Search",
    pageTitle: "“{{query}}” — Search results",
    metaDescription:
      "Search results for “{{query}}” across the pages, news and projects of Manar Education & Publishing Group.",
    heading: "Search results for",
    quoteOpen: "“",
    quoteClose: "”",
    count: "Results found: {{count}}",
    resultsLabel: "Search results",
    readMore: "Read More",
    noResults: "We found nothing matching",
    fullStop: ".",
    noResultsHint:
      "Check the spelling, try fewer or more general words, or search in the other language: our pages are written in both Arabic and English.",
    tryThese: "You may also find what you need here:",
    searchAgain: "Search again",
    searchAgainLabel: "Search the site",
    submit: "Search",
  },
} as const;
