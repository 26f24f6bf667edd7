import { marketDayMessages as m } from "#common/i18n/market-days";
import { marketDayLimits, registrationOpen } from "#common/market-days";
import { parseMajorUnits } from "#common/money-input";
import type { Db } from "#db/client";
import { marketDayProducts, products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { defaultFormatters } from "#common/format";
import { and, count, eq, sql } from "drizzle-orm";
import { forgetEventFigures } from "./market-days.queries";
import { lockVendorRegistration } from "./registration-of-vendor";

export interface EventProductInput {
  productId?: unknown;
  eventPrice?: unknown;
  discount?: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The vendor brings one of its own listed products to a market day it registered for, at an event
 * price or a discount off the product's price (one of the two), or changes the price of one it
 * brings. Allowed while registration is open and the registration is not rejected; the event price
 * is above zero and below the product's price; at most 200 products a registration.
 */
export async function setMarketDayProduct(
  db: Db,
  {
    vendorId,
    registrationId,
    input,
    now = new Date(),
  }: { vendorId: string; registrationId: string; input: EventProductInput; now?: Date },
): Promise<{ message: string }> {
  const productId = text(input.productId);
  const priceText = text(input.eventPrice);
  const discountText = text(input.discount);
  if (!productId) throw new AppError("VALIDATION", { fieldErrors: { productId: m.productRequired } });
  if (!priceText === !discountText)
    throw new AppError("VALIDATION", { fieldErrors: { eventPrice: m.priceOrDiscount } });
  let discount: number | null = null;
  if (discountText) {
    discount = /^\d{1,2}$/.test(discountText) ? Number(discountText) : 0;
    if (discount < 1 || discount > 99)
      throw new AppError("VALIDATION", { fieldErrors: { discount: m.discountInvalid } });
  }
  const done = await db.transaction(async (tx) => {
    const registration = await lockVendorRegistration(tx, { vendorId, registrationId });
    if (!registrationOpen(registration, now)) throw new AppError("CONFLICT", { message: m.deadlinePassed });
    if (registration.status === "rejected")
      throw new AppError("CONFLICT", { message: m.rejectedCannotChooseProducts });
    const [product] = await tx
      .select({ id: products.id, price: products.price, currency: products.currency })
      .from(products)
      .where(
        and(
          eq(products.id, productId),
          eq(products.vendorId, vendorId),
          eq(products.isActive, true),
          eq(products.draft, false),
        ),
      );
    if (!product) throw new AppError("VALIDATION", { fieldErrors: { productId: m.productRequired } });
    const eventPrice =
      discount !== null
        ? Math.round((product.price * (100 - discount)) / 100)
        : parseMajorUnits(priceText, product.currency);
    if (eventPrice === null || eventPrice <= 0)
      throw new AppError("VALIDATION", { fieldErrors: { eventPrice: m.priceInvalid } });
    if (eventPrice >= product.price)
      throw new AppError("VALIDATION", {
        fieldErrors: {
          [discount !== null ? "discount" : "eventPrice"]: m.priceNotBelow(
            defaultFormatters.money(product.price, product.currency),
          ),
        },
      });
    const [brought] = await tx
      .select({ value: count() })
      .from(marketDayProducts)
      .where(eq(marketDayProducts.registrationId, registrationId));
    const [already] = await tx
      .select({ productId: marketDayProducts.productId })
      .from(marketDayProducts)
      .where(
        and(eq(marketDayProducts.registrationId, registrationId), eq(marketDayProducts.productId, productId)),
      );
    if (!already && (brought?.value ?? 0) >= marketDayLimits.productsPerVendor)
      throw new AppError("VALIDATION", {
        fieldErrors: { productId: m.tooManyProducts(marketDayLimits.productsPerVendor) },
      });
    await tx
      .insert(marketDayProducts)
      .values({
        marketDayId: registration.marketDayId,
        productId,
        registrationId,
        eventPrice,
        discountPercentage: discount,
      })
      .onConflictDoUpdate({
        target: [marketDayProducts.marketDayId, marketDayProducts.productId],
        set: { eventPrice, discountPercentage: discount, updatedAt: sql`now()` },
        where: eq(marketDayProducts.registrationId, registrationId),
      });
    return { message: m.productSaved };
  });
  forgetEventFigures();
  return done;
}
