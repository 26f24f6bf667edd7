/**
 * Deterministic ids and media keys of the demo catalog, so the seed can run again without
 * duplicating anything. Bump `artVersion` when the art generator changes: image URLs are cached
 * for a year, so changed pictures need new keys.
 */
export const artVersion = "v1";
const artRoot = `seed/${artVersion}`;

export const categoryId = (slug: string) => `cat_${slug}`;
export const vendorId = (slug: string) => `ven_${slug}`;
export const productId = (slug: string) => `prd_${slug}`;
export const reviewerId = (slug: string) => `usr_seed_${slug}`;

export const categoryImageKey = (slug: string) => `${artRoot}/categories/${slug}`;
export const vendorLogoKey = (slug: string) => `${artRoot}/vendors/${slug}/logo`;
export const vendorCoverKey = (slug: string) => `${artRoot}/vendors/${slug}/cover`;
export const productImageKey = (slug: string, position: number) =>
  `${artRoot}/products/${slug}/${position + 1}`;

export { slugify } from "#common/slug";
