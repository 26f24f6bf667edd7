import type { Db } from "#db/client";
import { products } from "#db/schema";
import { messages } from "#common/messages";
import { productPath, vendorStorePath } from "#common/paths";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";

const productPathPattern = /^\/products\/([^/?#]+)$/;

/**
 * Where a banner may send a buyer: nowhere (empty), the vendor's own store page, or the page of one
 * of its own listed products, as a path on this site. Anything else (another site, another
 * vendor's product, a page that does not exist) is refused, so a banner can never be a way off the
 * marketplace or into a competitor's shop. Returns the path to store, or null.
 */
export async function checkBannerLink(
  db: Db,
  { vendorId, linkPath }: { vendorId: string; linkPath: string },
): Promise<string | null> {
  if (!linkPath) return null;
  const refuse = () =>
    new AppError("VALIDATION", { fieldErrors: { linkPath: messages.vendorStore.bannerLinkInvalid } });
  if (linkPath === vendorStorePath(vendorId)) return linkPath;
  const productId = productPathPattern.exec(linkPath)?.[1];
  if (!productId) throw refuse();
  let id: string;
  try {
    id = decodeURIComponent(productId);
  } catch {
    throw refuse();
  }
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.vendorId, vendorId), eq(products.isActive, true)))
    .limit(1);
  if (!product) throw refuse();
  return productPath(product.id);
}
