import type { PageOf } from "#common/catalog";
import type { ProductStatus } from "#common/vendor-products";

/** What /admin/products may be narrowed to: each from the query string, an unknown value ignored. */
export interface AdminProductFilters {
  /** Part of the name or SKU. */
  search: string;
  vendorId: string;
  categoryId: string;
  status: ProductStatus | "";
  featured: boolean;
}

/** A row of the admin's list of every vendor's products. */
export interface AdminProductRow {
  id: string;
  name: string;
  sku: string;
  price: number;
  currency: string;
  stockQuantity: number;
  status: ProductStatus;
  featured: boolean;
  /** Why the marketplace unlisted it; null unless it did. */
  moderationReason: string | null;
  vendorId: string;
  vendorName: string;
  categoryName: string | null;
  imageKey: string | null;
  imageAlt: string | null;
  createdAt: Date;
}

export type AdminProductPage = PageOf<AdminProductRow>;

/** The choices of the list's filters. */
export interface AdminProductFilterOptions {
  vendors: { id: string; name: string }[];
  categories: { id: string; name: string }[];
}

/** A category in the admin's tree: depth-first, each under its parent, siblings by sort order then name. */
export interface AdminCategoryRow {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  imageKey: string | null;
  sortOrder: number;
  /** 0 for a top-level category. */
  depth: number;
  /** Every product in it, whatever its status (a category holding any cannot be deleted). */
  productCount: number;
}
