import type { ArtCategory } from "../art/painters";

export type CategorySlug = ArtCategory;

export interface DemoCategory {
  slug: CategorySlug;
  name: string;
  description: string;
}

/** The spec's eight categories, in menu order. */
export const demoCategories: readonly DemoCategory[] = [
  {
    slug: "fashion",
    name: "Fashion",
    description:
      "Ankara, kente, adire and aso-oke clothing, accessories and leather goods, cut and woven by African designers and weavers.",
  },
  {
    slug: "home-decor",
    name: "Home Decor",
    description:
      "Bolga baskets, mudcloth cushions, hand-thrown pottery and woven wall art that bring African craft into the home.",
  },
  {
    slug: "jewelry",
    name: "Jewelry",
    description:
      "Recycled-glass beads, cowrie pieces and hand-forged brass made in workshops from Krobo to Nairobi.",
  },
  {
    slug: "food-products",
    name: "Food Products",
    description:
      "Single-origin coffee, cocoa, spices, honey and grains, traceable to the farms and cooperatives that grow them.",
  },
  {
    slug: "beauty",
    name: "Beauty",
    description:
      "Shea butter, argan oil, black soap and botanical skincare made with ingredients sourced across the continent.",
  },
  {
    slug: "art",
    name: "Art",
    description:
      "Original paintings and prints: Ndebele geometry, adinkra symbols, imigongo and contemporary African landscapes.",
  },
  {
    slug: "crafts",
    name: "Crafts",
    description: "Carved masks, stools, drums and figures made by hand by carvers and artisan guilds.",
  },
  {
    slug: "machinery",
    name: "Machinery",
    description:
      "Agro-processing machines, mills, presses, gears and tools built for African farms and small factories.",
  },
];
