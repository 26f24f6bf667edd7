import type { Db } from "#db/client";
import { corporatePercentOffFor } from "../modules/corporate-accounts/corporate-accounts.queries";
import { getProductDetail } from "../modules/catalog/product-detail.queries";

/**
 * What the quick view shows of a product for this viewer: the product's details and the viewer's
 * approved corporate discount, resolved here as the product page and the cart resolve it, so the
 * quick view displays what the cart will charge. Unknown or unlisted product: null.
 */
export async function productQuickView(
  db: Db,
  { productId, userId }: { productId: string; userId: string | null },
) {
  const [detail, corporatePercentOff] = await Promise.all([
    getProductDetail(db, { productId }),
    corporatePercentOffFor(db, { userId }),
  ]);
  return detail ? { ...detail, corporatePercentOff } : null;
}
