import { describe, expect, it } from "vitest";
import { priceProductLine } from "#common/pricing/cart-pricing";
import { corporateAccounts } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct } from "../../tests/catalog-factories";
import { createCorporateAccount } from "../../tests/corporate-account-factories";
import { useTestDatabase } from "../../tests/setup/database";
import { addToCart } from "../modules/cart/add-to-cart";
import { loadCart } from "../modules/cart/cart.queries";
import { productQuickView } from "./product-quick-view";

const t = useTestDatabase();

/** What the quick view displays for a quantity, computed as its quantity field does from the loader's answer. */
async function displayed(productId: string, userId: string | null, quantity: number) {
  const view = await productQuickView(t.db, { productId, userId });
  if (!view) throw new Error("no quick view");
  return priceProductLine({
    price: view.product.price,
    quantity,
    ladder: view.ladder,
    corporatePercentOff: view.corporatePercentOff,
  });
}

describe("productQuickView", () => {
  it("prices for an approved enterprise buyer as the cart charges: quantity tier, then 10% off", async () => {
    const product = await createProduct(t.db, {
      price: 333_333,
      stockQuantity: 500,
      tiers: [{ minQuantity: 10, discountPercentage: "7.5" }],
    });
    const { user, account } = await createCorporateAccount(t.db);
    await t.db
      .update(corporateAccounts)
      .set({ status: "approved", discountTier: "enterprise" })
      .where(eq(corporateAccounts.id, account.id));

    const shown = await displayed(product.id, user.id, 13);
    await addToCart(t.db, { owner: { kind: "user", userId: user.id }, productId: product.id, quantity: 13 });
    const cart = await loadCart(t.db, { owner: { kind: "user", userId: user.id } });

    expect(shown.unitPrice).toBe(cart.items[0]?.unitPrice);
    expect(shown.lineTotal).toBe(cart.pricing.subtotal);
    expect(shown.corporateDiscount).toBe(cart.pricing.corporateDiscount);
    expect(shown.corporateDiscount).toBeGreaterThan(0);
    expect(shown.businessTotal).toBe(cart.pricing.subtotal - cart.pricing.corporateDiscount);
  });

  it("gives a guest, a buyer without an account and a pending premium account no business price", async () => {
    const product = await createProduct(t.db, { price: 100_000 });
    const { user } = await createCorporateAccount(t.db);
    await t.db
      .update(corporateAccounts)
      .set({ discountTier: "premium" })
      .where(eq(corporateAccounts.userId, user.id));
    for (const viewer of [null, user.id]) {
      const view = await productQuickView(t.db, { productId: product.id, userId: viewer });
      expect(view?.corporatePercentOff).toBe(0);
    }
    expect(await productQuickView(t.db, { productId: "prd_missing", userId: null })).toBeNull();
  });
});
