import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { resolveCustomization } from "#common/customization-choice";
import { messages } from "#common/messages";
import { vatRateFor } from "#common/platform-settings";
import { priceCart, type PromotionTerms } from "#common/pricing/cart-pricing";
import type { CartLine, CartView } from "#common/views/cart";
import type { Db } from "#db/client";
import { cartItems, carts, productImages, products, vendors } from "#db/schema";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { firstImage, listedProducts } from "../catalog/product-cards";
import { offeredCustomization } from "../catalog/offered-customization.queries";
import { corporatePercentOffFor } from "../corporate-accounts/corporate-accounts.queries";
import { quoteLineTerms, type QuoteLineTerms } from "../rfqs/quote-lines";
import type { CartOwner } from "./cart-owner";
import { stockShortfallMessage } from "./cart-quantity";
import {
  activeShippingMethods,
  findUsablePromotion,
  laddersFor,
  pricingSettings,
  shippingMethodFor,
} from "./pricing-inputs";

/** The owner's cart and nobody else's: a guest id never reaches a user's cart. */
export function ownedBy(owner: CartOwner) {
  return owner.kind === "user"
    ? eq(carts.userId, owner.userId)
    : and(eq(carts.id, owner.cartId ?? ""), isNull(carts.userId));
}

/** The cart row of an owner, or null when they have none yet. */
export async function findCart(db: Db, { owner }: { owner: CartOwner }) {
  if (owner.kind === "guest" && !owner.cartId) return null;
  const [row] = await db
    .select({
      id: carts.id,
      shippingMethod: carts.shippingMethod,
      promoCode: carts.promoCode,
      // Where the cart goes, as checkout's shipping step saved it; its VAT rate depends on it.
      destination: sql<string | null>`${carts.checkoutDetails} -> 'shipping' ->> 'country'`,
    })
    .from(carts)
    .where(ownedBy(owner))
    .limit(1);
  return row ?? null;
}

const lineColumns = {
  productId: products.id,
  name: products.name,
  price: products.price,
  currency: products.currency,
  moq: products.moq,
  stockQuantity: products.stockQuantity,
  imageKey: firstImage(productImages.imageKey),
  imageAlt: firstImage(productImages.alt),
  vendorId: vendors.id,
  vendorName: vendors.businessName,
  quantity: cartItems.quantity,
  savedForLater: cartItems.savedForLater,
  lineKey: cartItems.customizationKey,
  answers: cartItems.customization,
  quoteId: cartItems.quoteId,
};

/**
 * Lines of a cart whose products are still for sale (a product taken down drops out of view and out of the
 * total).
 */
function cartLines(db: Db, cartId: string) {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(cartItems.cartId, cartId), listedProducts()))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

const emptyPricing: CartView["pricing"] = priceCart({
  lines: [],
  corporatePercentOff: 0,
  promotion: null,
  shippingPrice: 0,
  vatRatePercent: 0,
});

/**
 * Everything the cart page shows, priced by the one engine. The same pricing runs again
 * at checkout and when the order is placed, from the database, never from what the browser sent.
 */
export async function loadCart(db: Db, { owner }: { owner: CartOwner }): Promise<CartView> {
  const [cart, methods, settings] = await Promise.all([
    findCart(db, { owner }),
    activeShippingMethods(db),
    pricingSettings(db),
  ]);
  const rows = cart ? await cartLines(db, cart.id) : [];
  const inCart = rows.filter((row) => !row.savedForLater);
  const productIds = [...new Set(inCart.map((row) => row.productId))];
  const quoteIds = inCart.flatMap((row) => (row.quoteId ? [row.quoteId] : []));
  const [ladders, promotion, offered, corporatePercentOff, quotes] = await Promise.all([
    laddersFor(db, { productIds, defaultLadder: settings.defaultLadder }),
    cart?.promoCode
      ? findUsablePromotion(db, { code: cart.promoCode })
      : Promise.resolve<PromotionTerms | null>(null),
    offeredCustomization(db, { productIds }),
    corporatePercentOffFor(db, { userId: owner.kind === "user" ? owner.userId : null }),
    quoteLineTerms(db, { buyerId: owner.kind === "user" ? owner.userId : null, quoteIds }),
  ]);
  // Each line's customization judged and priced against the options as they are now, never as stored;
  // a quote-priced line has none (the quote's terms are the whole line).
  const choices = inCart.map((row) =>
    resolveCustomization(
      row.quoteId ? [] : (offered.get(row.productId) ?? []),
      row.quoteId ? {} : row.answers,
      row.quantity,
      messages.customizationChoice,
    ),
  );
  const quoteOf = (row: { quoteId: string | null }): QuoteLineTerms | undefined =>
    row.quoteId ? quotes.get(row.quoteId) : undefined;
  const unitsOf = new Map<string, number>();
  for (const row of inCart) unitsOf.set(row.productId, (unitsOf.get(row.productId) ?? 0) + row.quantity);
  const units = inCart.reduce((sum, row) => sum + row.quantity, 0);
  const shippingMethods = methods.map((method) => ({ ...method, available: units >= method.minUnits }));
  const destination = cart?.destination ?? null;
  const vatRatePercent = vatRateFor(settings.vat, destination);
  const chosen = shippingMethodFor(shippingMethods, { chosen: cart?.shippingMethod, units });
  const { lines, ...pricing } = priceCart({
    lines: inCart.map((row, index) => {
      const choice = choices[index]!;
      return {
        productId: row.productId,
        price: row.price,
        quantity: row.quantity,
        ladder: ladders.get(row.productId) ?? [],
        customization: choice.ok ? choice.cost : undefined,
        fixedUnitPrice: row.quoteId ? (quoteOf(row)?.unitPrice ?? row.price) : undefined,
      };
    }),
    corporatePercentOff,
    promotion,
    shippingPrice: chosen?.price ?? 0,
    vatRatePercent,
  });
  const items = inCart.map(
    ({ savedForLater: _saved, answers: _answers, quoteId, ...row }, index): CartLine => {
      const priced = lines[index]!;
      const choice = choices[index]!;
      return {
        ...row,
        unitPrice: priced.unitPrice,
        lineTotal: priced.lineTotal,
        step: priced.step,
        ladder: ladders.get(row.productId) ?? [],
        customization: choice.ok
          ? choice.chosen.map(({ optionName, shown, perUnit, setupCost }) => ({
              optionName,
              shown,
              perUnit,
              setupCost,
            }))
          : [],
        customizationUnitCost: priced.customizationUnitCost,
        customizationProblem: choice.ok ? null : Object.values(choice.fieldErrors)[0]!,
        quote: quoteId ? { id: quoteId, problem: quoteProblem(quoteOf({ quoteId })) } : null,
        stockProblem:
          (unitsOf.get(row.productId) ?? 0) <= row.stockQuantity
            ? null
            : stockShortfallMessage(row.stockQuantity),
      };
    },
  );
  return {
    cartId: cart?.id ?? null,
    items,
    saved: rows
      .filter((row) => row.savedForLater)
      .map(({ savedForLater: _saved, answers: _answers, quoteId: _quoteId, ...row }) => row),
    shippingMethods,
    shippingMethod: chosen?.code ?? "standard",
    promoCode: cart?.promoCode ?? null,
    pricing: cart ? pricing : emptyPricing,
    vat: { ratePercent: vatRatePercent, destination },
    defaultLadder: settings.defaultLadder,
  };
}

/** Why a quote line cannot be ordered; a quote that is not the buyer's (or is gone) cannot either. */
function quoteProblem(terms: QuoteLineTerms | undefined): string | null {
  return terms ? terms.problem : rfqsBuyerTexts.en.quoteNotOrderable;
}

/** The cart preview shows the first 4 items. */
export const cartPreviewLimit = 4;

/**
 * The header badge counts lines, not units: what the cart page heads "Items (N)", the preview's
 * "+N more items" and the cart API's `items` count (two customizations of one product are two
 * lines; 25 units of one product are one). Saved-for-later lines and unlisted products are left out,
 * as they are from those.
 */
export async function countCartLines(db: Db, { owner }: { owner: CartOwner }): Promise<number> {
  if (owner.kind === "guest" && !owner.cartId) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(ownedBy(owner), eq(cartItems.savedForLater, false), listedProducts()));
  return row?.value ?? 0;
}
