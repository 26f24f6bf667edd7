import { applicableLadder, type LadderStep } from "#common/pricing/bulk-ladder";
import type { VatRates } from "#common/platform-settings";
import type { PromotionTerms } from "#common/pricing/cart-pricing";
import type { ShippingChoice } from "#common/views/cart";
import type { Db } from "#db/client";
import { bulkPricingTiers, promotions, shippingMethods } from "#db/schema";
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { getDefaultBulkLadder } from "../pricing-tiers/pricing-tiers.queries";
import { vatRates } from "../settings/settings.queries";

/**
 * The platform figures every cart is priced with: the default ladder and the VAT rates (the one the
 * cart pays depends on its destination: `vatRateFor`).
 */
export async function pricingSettings(db: Db): Promise<{ defaultLadder: LadderStep[]; vat: VatRates }> {
  // One after the other: placement reads these inside its transaction, whose one connection runs a query at a time.
  const defaultLadder = await getDefaultBulkLadder(db);
  return { defaultLadder, vat: await vatRates(db) };
}

/** Each product's applicable ladder: its own tiers, else the platform default. */
export async function laddersFor(
  db: Db,
  { productIds, defaultLadder }: { productIds: readonly string[]; defaultLadder: readonly LadderStep[] },
) {
  const tiers = productIds.length
    ? await db
        .select({
          productId: bulkPricingTiers.productId,
          minQuantity: bulkPricingTiers.minQuantity,
          percentOff: sql<number>`${bulkPricingTiers.discountPercentage}::float8`,
        })
        .from(bulkPricingTiers)
        .where(inArray(bulkPricingTiers.productId, [...productIds]))
    : [];
  return new Map(
    productIds.map((id) => [
      id,
      applicableLadder(
        tiers.filter((tier) => tier.productId === id),
        defaultLadder,
      ),
    ]),
  );
}

/**
 * A promotion that may be used now: active, inside its dates and below its usage limit. Codes match in any
 * case.
 */
export async function findUsablePromotion(
  db: Db,
  { code, now = new Date() }: { code: string; now?: Date },
): Promise<PromotionTerms | null> {
  const [row] = await db
    .select({
      code: promotions.code,
      description: promotions.description,
      kind: promotions.kind,
      value: promotions.value,
      minSubtotal: promotions.minSubtotal,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.code, code.trim().toUpperCase()),
        eq(promotions.isActive, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        or(isNull(promotions.usageLimit), gt(promotions.usageLimit, promotions.usedCount)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function activeShippingMethods(db: Db): Promise<ShippingChoice[]> {
  return db
    .select({
      code: shippingMethods.code,
      name: shippingMethods.name,
      deliveryTime: shippingMethods.deliveryTime,
      price: shippingMethods.price,
      minUnits: shippingMethods.minUnits,
    })
    .from(shippingMethods)
    .where(eq(shippingMethods.isActive, true))
    .orderBy(asc(shippingMethods.sortOrder));
}

/**
 * The method a cart is priced and shipped with: the chosen one while the cart still qualifies for
 * it, else standard. The cart page, checkout and placement all take it from here, so a cart that
 * fell below freight's minimum is shown and charged the same standard shipping.
 */
export function shippingMethodFor<Method extends ShippingChoice>(
  methods: readonly Method[],
  { chosen, units }: { chosen: string | null | undefined; units: number },
): Method | undefined {
  return (
    methods.find((method) => method.code === chosen && units >= method.minUnits) ??
    methods.find((method) => method.code === "standard")
  );
}
