import { vendors } from "#db/schema";

/** The store's two pictures: the round logo and the wide cover above its page. */
export const storeImages = {
  logo: { column: vendors.logoKey, property: "logoKey", field: "logo", minSize: { width: 100, height: 100 } },
  cover: {
    column: vendors.coverKey,
    property: "coverKey",
    field: "cover",
    minSize: { width: 600, height: 200 },
  },
} as const;

export type StoreImageKind = keyof typeof storeImages;

export function storeImageKind(value: unknown): StoreImageKind | null {
  return value === "logo" || value === "cover" ? value : null;
}

/**
 * Pictures vendors upload are stored under this folder. Only these are deleted when replaced:
 * seeded pictures are left alone.
 */
export const uploadedStoreImagePrefix = "stores/";
