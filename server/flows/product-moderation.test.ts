import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, products } from "#db/schema";
import { createProduct, createVendor } from "../../tests/catalog-factories";
import { actorFor, appErrorFrom, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { relistProductAndTellVendor, unlistProductAndTellVendor } from "./product-moderation";

const t = useTestDatabase();

async function noticesOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe("product moderation tells the vendor", () => {
  it("notifies the store's owner with the reason when unlisted, and again when relisted", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const owner = await createUser(t.db, { role: "vendor" });
    const vendor = await createVendor(t.db, { userId: owner.id });
    const product = await createProduct(t.db, { vendorId: vendor.id, name: "Ife Bronze Head" });

    await unlistProductAndTellVendor(t.db, {
      actor: admin,
      productId: product.id,
      reason: "Replica sold as antique.",
    });
    expect(await noticesOf(owner.id)).toMatchObject([
      {
        title: "Ife Bronze Head was unlisted by the marketplace",
        message:
          "Shoppers no longer see it. Reason: Replica sold as antique. Only the marketplace can list it again.",
        type: "product_moderation",
        actionUrl: `/vendor/products/${product.id}`,
        priority: "high",
      },
    ]);

    await relistProductAndTellVendor(t.db, { actor: admin, productId: product.id });
    expect((await noticesOf(owner.id)).map((notice) => [notice.title, notice.priority])).toEqual([
      ["Ife Bronze Head was unlisted by the marketplace", "high"],
      ["Ife Bronze Head is no longer held by the marketplace", "normal"],
    ]);
  });

  it("tells no one for a store without an owner, and writes nothing when the actor is not an admin", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const product = await createProduct(t.db);
    const refused = await appErrorFrom(
      unlistProductAndTellVendor(t.db, { actor: staff, productId: product.id, reason: "No" }),
    );
    expect(refused.code).toBe("FORBIDDEN");
    await unlistProductAndTellVendor(t.db, { actor: admin, productId: product.id, reason: "Held" });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ isActive: false, moderationReason: "Held" });
    expect(await t.db.select().from(notifications)).toEqual([]);
  });
});
