import type { Catalogue } from "./i18n/catalogue";
import { africanCraftsPath, africanMachineryPath } from "./paths";

type CategorySlug = keyof Catalogue["categories"];

/**
 * A curated collection is a landing page over one category of the catalogue (its products are that
 * category's listing), with links to the categories a buyer of it also browses.
 */
export interface CuratedCollection {
  key: "africanCrafts" | "africanMachinery";
  path: string;
  categorySlug: CategorySlug;
  relatedCategorySlugs: CategorySlug[];
}

export const curatedCollections: readonly CuratedCollection[] = [
  {
    key: "africanCrafts",
    path: africanCraftsPath,
    categorySlug: "crafts",
    relatedCategorySlugs: ["art", "home-decor", "jewelry"],
  },
  {
    key: "africanMachinery",
    path: africanMachineryPath,
    categorySlug: "machinery",
    relatedCategorySlugs: [],
  },
];

/** The collection served at `pathname`, if any. */
export function curatedCollectionAt(pathname: string): CuratedCollection | undefined {
  return curatedCollections.find((collection) => collection.path === pathname.replace(/\/+$/, ""));
}
