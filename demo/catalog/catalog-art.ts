import { vendorCoverSvg, vendorLogoSvg } from "../art/brand-art";
import { categoryArtSvg } from "../art/category-art";
import { productArtSvg } from "../art/product-art";
import type { ArtJob } from "../art/render-jobs";
import type { DemoCatalog } from "./build-demo-catalog";
import { categoryImageKey, vendorCoverKey, vendorLogoKey } from "./keys";
import { demoCategories } from "./categories";
import { demoVendors } from "./vendors";

/** Every picture the demo catalog refers to: category tiles, vendor logos and covers, product photos. */
export function demoCatalogArtJobs(catalog: Pick<DemoCatalog, "productArt">): ArtJob[] {
  return [
    ...demoCategories.map((category) => ({
      key: categoryImageKey(category.slug),
      svg: () => categoryArtSvg({ category: category.slug }),
    })),
    ...demoVendors.flatMap((vendor) => [
      {
        key: vendorLogoKey(vendor.slug),
        svg: () => vendorLogoSvg({ seed: vendor.slug, name: vendor.businessName }),
      },
      { key: vendorCoverKey(vendor.slug), svg: () => vendorCoverSvg({ seed: vendor.slug }) },
    ]),
    ...catalog.productArt.map(({ key, category, seed, motif, view }) => ({
      key,
      svg: () => productArtSvg({ category, seed, motif, view }),
    })),
  ];
}
