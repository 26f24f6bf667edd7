import type { Db } from "#db/client";
import { productImages, products } from "#db/schema";
import { asc, eq } from "drizzle-orm";
import { categoryId, productId, vendorId } from "./catalog/keys";

const lagosThreads = vendorId("lagos-threads");

/**
 * Products Lagos Threads (the demo vendor) is still preparing or has taken off sale, so the
 * vendor's product list has drafts and unlisted rows to filter. Shoppers never see them.
 */
const preparing = [
  {
    slug: "lt-ankara-bomber-draft",
    name: "Ankara Bomber Jacket (autumn line)",
    description: "Quilted bomber in a bold Ankara print, lined with cotton. Sizes S–XXL; photos to come.",
    price: 3_850_000,
    stockQuantity: 0,
    sku: "LT-DRAFT-001",
    draft: true,
  },
  {
    slug: "lt-aso-oke-cap-draft",
    name: "Aso-Oke Fila Cap",
    description: "Hand-woven aso-oke cap, made to order in Iseyin; samples on request.",
    price: 950_000,
    stockQuantity: 25,
    sku: "LT-DRAFT-002",
    draft: true,
  },
  {
    slug: "lt-linen-kaftan-draft",
    name: "Linen Kaftan, Sand",
    description: "Relaxed linen kaftan with adire trim at the neckline.",
    price: 2_400_000,
    stockQuantity: 12,
    sku: "LT-DRAFT-003",
    draft: true,
  },
  {
    slug: "lt-holiday-wrapper-unlisted",
    name: "Holiday Wrapper Set 2025",
    description: "Last season's festive wrapper and gele set, kept for repeat trade orders.",
    price: 1_750_000,
    stockQuantity: 6,
    sku: "LT-ARCH-001",
    draft: false,
  },
  {
    slug: "lt-kente-tote-unlisted",
    name: "Kente-Trim Canvas Tote",
    description: "Canvas tote with kente trim; paused while the weaver restocks.",
    price: 650_000,
    stockQuantity: 0,
    sku: "LT-ARCH-002",
    draft: false,
  },
] as const;

/** Adds them once (idempotent); the unlisted ones reuse a picture of the store's listed products. */
export async function seedDemoVendorProducts(db: Db): Promise<void> {
  const inserted = await db
    .insert(products)
    .values(
      preparing.map((product) => ({
        ...product,
        id: productId(product.slug),
        vendorId: lagosThreads,
        categoryId: categoryId("fashion"),
        countryOfOrigin: "NG",
        isActive: false,
        leadTime: "5-7 days",
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id, name: products.name, draft: products.draft });
  const unlisted = inserted.filter((product) => !product.draft);
  if (!unlisted.length) return;
  const [picture] = await db
    .select({ imageKey: productImages.imageKey })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(eq(products.vendorId, lagosThreads))
    .orderBy(asc(productImages.id))
    .limit(1);
  if (!picture) return;
  await db.insert(productImages).values(
    unlisted.map((product) => ({
      id: `img_${product.id}`,
      productId: product.id,
      imageKey: picture.imageKey,
      alt: product.name,
      position: 0,
    })),
  );
}
