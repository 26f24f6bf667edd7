import type { Catalogue } from "./i18n/catalogue";
import { africanCraftsPath, africanMachineryPath } from "./paths";

type CategorySlug = keyof Catalogue["categories"];

/**
 * A curated collection is a landing page over one category of the catalogue (its products are that
 * category's listing), with links to the categories a buyer of it also browses. Its title and
 * introduction are a stored page (`introductionSlug`, kind page in content_pages), edited in the page
 * builder; the catalogue's texts stand in when that row is missing.
 */
export interface CuratedCollection {
  key: "africanCrafts" | "africanMachinery";
  path: string;
  introductionSlug: string;
  categorySlug: CategorySlug;
  relatedCategorySlugs: CategorySlug[];
}

export const curatedCollections: readonly CuratedCollection[] = [
  {
    key: "africanCrafts",
    path: africanCraftsPath,
    introductionSlug: "african-crafts",
    categorySlug: "crafts",
    relatedCategorySlugs: ["art", "home-decor", "jewelry"],
  },
  {
    key: "africanMachinery",
    path: africanMachineryPath,
    introductionSlug: "african-machinery",
    categorySlug: "machinery",
    relatedCategorySlugs: [],
  },
];

/** The collection served at `pathname`, if any. */
export function curatedCollectionAt(pathname: string): CuratedCollection | undefined {
  return curatedCollections.find((collection) => collection.path === pathname.replace(/\/+$/, ""));
}

/** The stored page (kind page) holding /deals' title and introduction. */
export const dealsIntroductionSlug = "deals";
