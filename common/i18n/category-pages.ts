import type { PageTexts } from "./catalogue";

/** The texts of /categories, shipped only with that page. */
export const categoriesPageTexts = {
  en: {
    title: "Categories",
    metaDescription:
      "Shop African products by category: fashion, home decor, jewelry, food, beauty, art, crafts and machinery.",
    emptyTitle: "No categories yet",
  },
} satisfies PageTexts;

/** The texts of a category's page (/categories/:slug), shipped only with that page. */
export const categoryPageTexts = {
  en: {
    titlePage: (category: string, page: number) => `${category} (page ${page})`,
    metaDescription: (category: string) =>
      `Shop ${category} from African vendors: authentic products for retail and business buyers.`,
    breadcrumb: "Breadcrumb",
    categories: "Categories",
    productsTitle: (category: string) => `Products in ${category}`,
    emptyTitle: "No products in this category yet",
    listLabel: (category: string) => `${category} pages`,
    errorTitle: "Category",
    notFound: "The category you're looking for doesn't exist or has been removed.",
    allCategories: "All Categories",
  },
} satisfies PageTexts;
