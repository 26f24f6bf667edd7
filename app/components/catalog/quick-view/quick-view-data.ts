import type { LadderStep } from "#common/pricing/bulk-ladder";

/** The dialog's gallery shows up to 4 images. */
export const quickViewImageLimit = 4;
/** The dialog's product clears this long after closing, so the closing dialog keeps its content. */
export const clearAfterCloseMs = 300;

export interface QuickViewProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  moq: number;
  stockQuantity: number;
  leadTime: string | null;
  countryName: string | null;
  category: { slug: string; name: string } | null;
  vendor: { id: string; businessName: string; verified: boolean };
}

export type QuickViewResult =
  | {
      status: "ok";
      product: QuickViewProduct;
      images: { key: string; alt: string }[];
      ladder: LadderStep[];
      /** The signed-in buyer's approved corporate discount, resolved by the server (0 for everyone else). */
      corporatePercentOff: number;
    }
  | { status: "missing" }
  | { status: "failed" };
