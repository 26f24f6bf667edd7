import type { PageOf } from "#common/catalog";
import type { ProductFormInput, ProductStatus } from "#common/vendor-products";

/** A row of the vendor's product list. */
export interface VendorProductRow {
  id: string;
  name: string;
  sku: string;
  price: number;
  currency: string;
  stockQuantity: number;
  status: ProductStatus;
  /** Why the marketplace unlisted it (only an admin lists it again); null unless it did. */
  moderationReason: string | null;
  imageKey: string | null;
  imageAlt: string | null;
  updatedAt: Date;
}

export type VendorProductPage = PageOf<VendorProductRow> & {
  /** The vendor has no product at all (not merely none matching the filters). */
  vendorHasNone: boolean;
};

export interface VendorProductImage {
  id: string;
  imageKey: string;
  alt: string;
}

/** One of the vendor's products as its edit page shows it. */
export interface VendorProductForm {
  id: string;
  name: string;
  status: ProductStatus;
  /** Why the marketplace unlisted it (only an admin lists it again); null unless it did. */
  moderationReason: string | null;
  images: VendorProductImage[];
  updatedAt: Date;
  /** The saved product as the form shows it (money in major units as text). */
  fields: ProductFormInput;
}

/** The choices the product form offers. */
export interface VendorProductFormOptions {
  categories: { id: string; name: string }[];
  countries: { code: string; name: string }[];
}
