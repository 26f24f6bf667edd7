import type { FeaturedVendor, ProductCardData } from "#common/catalog";
import type { PageSection } from "#common/page-sections";

/**
 * A section as a page shows it: the stored section, and for a product or vendor grid the cards it
 * shows, read when the page is served.
 */
export interface SectionView {
  section: PageSection;
  products?: ProductCardData[];
  vendors?: FeaturedVendor[];
}
