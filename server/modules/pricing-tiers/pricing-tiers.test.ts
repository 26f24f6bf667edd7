import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { bulkPricingTiers } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { addToCart } from "../cart/add-to-cart";
import { loadCart } from "../cart/cart.queries";
import { getProductDetail } from "../catalog/product-detail.queries";
import { addPricingTier } from "./add-pricing-tier";
import { deletePricingTier } from "./delete-pricing-tier";
import { getVendorProductPricing } from "./pricing-tiers.queries";
import { updatePricingTier } from "./update-pricing-tier";

const t = useTestDatabase();
const texts = messages.productPricing;

async function vendorProduct(fields: { moq?: number } = {}) {
  const vendor = await createVendor(t.db);
  const product = await createProduct(t.db, { vendorId: vendor.id, price: 1_000_000, ...fields });
  return { vendorId: vendor.id, productId: product.id };
}

async function tiersOf(own: { vendorId: string; productId: string }) {
  return (await getVendorProductPricing(t.db, own)).tiers.map((tier) => [tier.minQuantity, tier.percentOff]);
}

describe("bulk pricing tiers", () => {
  it("adds, lists by quantity, edits and deletes the vendor's tiers; with none the platform ladder applies", async () => {
    const own = await vendorProduct();
    const empty = await getVendorProductPricing(t.db, own);
    expect(empty.tiers).toEqual([]);
    expect(empty.platformLadder.length).toBeGreaterThan(0);

    await addPricingTier(t.db, { ...own, minQuantity: "100", discountPercentage: "15" });
    const ten = await addPricingTier(t.db, { ...own, minQuantity: "10", discountPercentage: "5" });
    await addPricingTier(t.db, { ...own, minQuantity: "50", discountPercentage: "7.5" });
    expect(await tiersOf(own)).toEqual([
      [10, 5],
      [50, 7.5],
      [100, 15],
    ]);
    // Each tier's unit price, as the product page and the cart charge it.
    expect((await getVendorProductPricing(t.db, own)).tiers.map((tier) => tier.unitPrice)).toEqual([
      950_000, 925_000, 850_000,
    ]);

    await updatePricingTier(t.db, { ...own, tierId: ten.id, minQuantity: "20", discountPercentage: "6" });
    expect(await tiersOf(own)).toEqual([
      [20, 6],
      [50, 7.5],
      [100, 15],
    ]);
    await deletePricingTier(t.db, { ...own, tierId: ten.id });
    expect((await tiersOf(own)).map(([quantity]) => quantity)).toEqual([50, 100]);
  });

  it("refuses a tier under the minimum order or at 1, a bad discount, each on its field, writing nothing", async () => {
    const own = await vendorProduct({ moq: 5 });
    const refused = await appErrorFrom(
      addPricingTier(t.db, { ...own, minQuantity: "4", discountPercentage: "95" }),
    );
    expect(refused.code).toBe("VALIDATION");
    expect(refused.fieldErrors).toEqual({
      minQuantity: texts.minQuantityAtLeast("5"),
      discountPercentage: texts.discountRange("1", "90"),
    });
    const unreadable = await appErrorFrom(
      addPricingTier(t.db, { ...own, minQuantity: "2.5", discountPercentage: "5.123" }),
    );
    expect(unreadable.fieldErrors).toEqual({
      minQuantity: texts.minQuantityWhole,
      discountPercentage: texts.discountNumber,
    });
    const anyProduct = await vendorProduct();
    expect(
      (await appErrorFrom(addPricingTier(t.db, { ...anyProduct, minQuantity: "1", discountPercentage: "5" })))
        .fieldErrors?.minQuantity,
    ).toBe(texts.minQuantityAtLeast("2"));
    expect(await tiersOf(own)).toEqual([]);
  });

  it("refuses duplicate quantities and discounts that do not rise with quantity", async () => {
    const own = await vendorProduct();
    await addPricingTier(t.db, { ...own, minQuantity: "10", discountPercentage: "5" });
    const fifty = await addPricingTier(t.db, { ...own, minQuantity: "50", discountPercentage: "10" });

    const duplicate = await appErrorFrom(
      addPricingTier(t.db, { ...own, minQuantity: "10", discountPercentage: "8" }),
    );
    expect(duplicate.fieldErrors).toEqual({ minQuantity: texts.minQuantityTaken("10") });
    const notAbove = await appErrorFrom(
      addPricingTier(t.db, { ...own, minQuantity: "100", discountPercentage: "10" }),
    );
    expect(notAbove.fieldErrors).toEqual({ discountPercentage: texts.discountAbove("10", "50") });
    const notBelow = await appErrorFrom(
      addPricingTier(t.db, { ...own, minQuantity: "20", discountPercentage: "12" }),
    );
    expect(notBelow.fieldErrors).toEqual({ discountPercentage: texts.discountBelow("10", "50") });
    // An edit is checked against the other tiers only: the tier may keep its own quantity.
    await updatePricingTier(t.db, { ...own, tierId: fifty.id, minQuantity: "50", discountPercentage: "12" });
    const editDown = await appErrorFrom(
      updatePricingTier(t.db, { ...own, tierId: fifty.id, minQuantity: "50", discountPercentage: "4" }),
    );
    expect(editDown.fieldErrors).toEqual({ discountPercentage: texts.discountAbove("5", "10") });
    expect(await tiersOf(own)).toEqual([
      [10, 5],
      [50, 12],
    ]);
  });

  it("answers not found for another vendor's product or tier, and for a tier already deleted", async () => {
    const own = await vendorProduct();
    const other = await vendorProduct();
    const tier = await addPricingTier(t.db, { ...own, minQuantity: "10", discountPercentage: "5" });
    const intruder = { vendorId: other.vendorId, productId: own.productId };

    // Each attempt starts only when the one before has failed, so none is left unhandled.
    for (const attempt of [
      () => getVendorProductPricing(t.db, intruder),
      () => addPricingTier(t.db, { ...intruder, minQuantity: "20", discountPercentage: "9" }),
      () =>
        updatePricingTier(t.db, { ...intruder, tierId: tier.id, minQuantity: "20", discountPercentage: "9" }),
      () => deletePricingTier(t.db, { ...intruder, tierId: tier.id }),
    ]) {
      const error = await appErrorFrom(attempt());
      expect([error.code, error.message]).toEqual(["NOT_FOUND", texts.productNotFound]);
    }
    // The tier through the other vendor's own product is not found either.
    const crossed = await appErrorFrom(deletePricingTier(t.db, { ...other, tierId: tier.id }));
    expect([crossed.code, crossed.message]).toEqual(["NOT_FOUND", texts.tierNotFound]);
    await deletePricingTier(t.db, { ...own, tierId: tier.id });
    expect((await appErrorFrom(deletePricingTier(t.db, { ...own, tierId: tier.id }))).message).toBe(
      texts.tierNotFound,
    );
    expect(
      await t.db.select().from(bulkPricingTiers).where(eq(bulkPricingTiers.productId, own.productId)),
    ).toEqual([]);
  });

  it("prices the buyer's cart and product page with a new tier at once", async () => {
    const own = await vendorProduct();
    const owner = { kind: "user" as const, userId: (await createUser(t.db)).id };
    await addToCart(t.db, { owner, productId: own.productId, quantity: 12 });
    // The platform ladder gives 5% from 5 units.
    expect((await loadCart(t.db, { owner })).items[0]?.unitPrice).toBe(950_000);

    await addPricingTier(t.db, { ...own, minQuantity: "10", discountPercentage: "12.5" });
    expect((await loadCart(t.db, { owner })).items[0]).toMatchObject({
      unitPrice: 875_000,
      step: { minQuantity: 10, percentOff: 12.5 },
    });
    const detail = await getProductDetail(t.db, { productId: own.productId });
    expect([detail?.ladderSource, detail?.ladder]).toEqual([
      "product",
      [{ minQuantity: 10, percentOff: 12.5 }],
    ]);
  });
});
