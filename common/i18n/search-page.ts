import type { SearchSort } from "../search";
import type { PageTexts } from "./catalogue";

/** The texts of /search, shipped only with that page. */
export const searchPageTexts = {
  en: {
    metaTitle: "Search",
    metaDescription: "Search authentic products from African vendors.",
    metaTitleFor: (term: string) => `Search: ${term}`,
    metaDescriptionFor: (term: string) => `Products matching "${term}" from African vendors.`,
    title: "Search products",
    titleFor: (term: string) => `Results for “${term}”`,
    formLabel: "Search and sort",
    searchFor: "Search for",
    category: "Category",
    allCategories: "All categories",
    sortBy: "Sort by",
    sorts: {
      relevance: "Most relevant",
      price_asc: "Price: low to high",
      price_desc: "Price: high to low",
      newest: "Newest",
    } satisfies Record<SearchSort, string>,
    search: "Search",
    resultsLabel: "Search results",
    /** `link` is the browse link's text, which the page turns into the link. */
    noResultsHint: (link: string) => `Check the spelling, try fewer words, or ${link}.`,
    browseAll: "browse all products",
    listLabel: "Search result pages",
    popular: "Popular this week",
  },
} satisfies PageTexts;
