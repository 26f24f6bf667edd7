import { describe, expect, it } from "vitest";
import { settings } from "#db/schema";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { defaultLadderSettingKey } from "../pricing-tiers/pricing-tiers.queries";
import { getComparableOffers } from "./compare.queries";

const t = useTestDatabase();

describe("getComparableOffers", () => {
  it("puts the product first, then each other vendor's closest listed product in the category", async () => {
    const fashion = await createCategory(t.db, {
      slug: "fashion",
      name: "Fashion",
    });
    const decor = await createCategory(t.db, {
      slug: "home-decor",
      name: "Home Decor",
    });
    const [seller, rival, quiet, elsewhere] = [
      await createVendor(t.db, { businessName: "Lagos Threads" }),
      await createVendor(t.db, {
        businessName: "Accra Looms",
        verified: true,
        verificationLevel: 3,
        responseRate: 97,
      }),
      await createVendor(t.db, {
        businessName: "Closed Shop",
        isActive: false,
      }),
      await createVendor(t.db, { businessName: "Decor House" }),
    ];
    const ladder = [{ minQuantity: 10, percentOff: 5 }];
    await t.db
      .insert(settings)
      .values({ key: defaultLadderSettingKey, value: ladder })
      .onConflictDoUpdate({ target: settings.key, set: { value: ladder } });
    const product = await createProduct(t.db, {
      name: "Handwoven Kente Stole",
      vendorId: seller.id,
      categoryId: fashion.id,
      tiers: [{ minQuantity: 20, discountPercentage: "12" }],
    });
    await createProduct(t.db, {
      name: "Another Lagos Kente Stole",
      vendorId: seller.id,
      categoryId: fashion.id,
    });
    const closest = await createProduct(t.db, {
      name: "Kente Stole, handwoven",
      vendorId: rival.id,
      categoryId: fashion.id,
      leadTime: "7-10 days",
    });
    await createProduct(t.db, {
      name: "Ankara Bomber Jacket",
      vendorId: rival.id,
      categoryId: fashion.id,
    });
    await createProduct(t.db, {
      name: "Kente Stole (withdrawn)",
      vendorId: rival.id,
      categoryId: fashion.id,
      isActive: false,
    });
    await createProduct(t.db, {
      name: "Kente Stole",
      vendorId: quiet.id,
      categoryId: fashion.id,
    });
    await createProduct(t.db, {
      name: "Kente Stole cushion",
      vendorId: elsewhere.id,
      categoryId: decor.id,
    });

    const offers = await getComparableOffers(t.db, { productId: product.id });
    expect(offers?.map((offer) => [offer.productId, offer.current])).toEqual([
      [product.id, true],
      [closest.id, false],
    ]);
    expect(offers?.[0]).toMatchObject({
      bestBulkPercentOff: 12,
      vendor: { businessName: "Lagos Threads" },
    });
    expect(offers?.[1]).toMatchObject({
      bestBulkPercentOff: 5,
      leadTime: "7-10 days",
      vendor: {
        businessName: "Accra Looms",
        verified: true,
        verificationLevel: 3,
        responseRate: 97,
      },
    });
  });

  it("is null for an unknown or unlisted product", async () => {
    const hidden = await createProduct(t.db, { isActive: false });
    expect(await getComparableOffers(t.db, { productId: hidden.id })).toBeNull();
    expect(await getComparableOffers(t.db, { productId: "prd_missing" })).toBeNull();
  });
});
