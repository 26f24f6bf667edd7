import { isCustomizationField } from "#common/customization-choice";
import { messages } from "#common/messages";
import type { QuickOrderOutcome } from "#common/quick-order";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { addUnitsToLine } from "./add-to-cart";
import type { CartOwner } from "./cart-owner";
import { type CartProduct, productsForCartById, productsForCartBySku } from "./cart-product";
import { parseCartQuantity } from "./cart-quantity";
import { ensureCart } from "./ensure-cart";

/** One line to add: by SKU (a quick order) or by product id (a reorder, which knows the product). */
export interface CartLineRequest {
  row: number;
  sku: string;
  quantity: string;
  productId?: string;
}

function refused(message: string): AppError {
  return new AppError("VALIDATION", { message });
}

function productOfRow(
  row: CartLineRequest,
  { bySku, byId }: { bySku: readonly CartProduct[]; byId: readonly CartProduct[] },
): CartProduct {
  if (row.productId) {
    const product = byId.find((candidate) => candidate.id === row.productId);
    if (!product) throw refused(messages.quickOrder.noLongerAvailable);
    return product;
  }
  if (row.sku === "") throw refused(messages.quickOrder.skuRequired);
  const matches = bySku.filter((candidate) => candidate.sku.toLowerCase() === row.sku.toLowerCase());
  if (matches.length === 0) throw refused(messages.quickOrder.unknownSku(row.sku));
  if (matches.length > 1) throw refused(messages.quickOrder.ambiguousSku(row.sku));
  return matches[0]!;
}

/**
 * Adds several lines to the owner's cart in one transaction, each judged on its own as Add to Cart
 * judges one (for sale, a whole quantity, the minimum order and the stock of the line it lands on):
 * the good rows are added and each bad one is reported with its reason, as Alibaba's quick order
 * does, so one mistyped SKU never costs the buyer the other forty lines. Rows naming the same
 * product add up on its one line. Prices are not taken from anyone: the cart prices its lines.
 */
export async function addCartLines(
  db: Db,
  { owner, rows }: { owner: CartOwner; rows: readonly CartLineRequest[] },
): Promise<{ cartId: string | null; createdCart: boolean; outcomes: QuickOrderOutcome[] }> {
  return db.transaction(async (tx) => {
    const bySku = await productsForCartBySku(
      tx,
      rows.filter((row) => !row.productId && row.sku !== "").map((row) => row.sku),
    );
    const byId = await productsForCartById(
      tx,
      rows.flatMap((row) => (row.productId ? [row.productId] : [])),
    );
    let cart: { cartId: string; created: boolean } | null = null;
    const outcomes: QuickOrderOutcome[] = [];
    for (const row of rows) {
      const given = { row: row.row, sku: row.sku, quantity: row.quantity };
      try {
        const product = productOfRow(row, { bySku, byId });
        const quantity = parseCartQuantity(row.quantity);
        cart ??= await ensureCart(tx, { owner });
        await addUnitsToLine(tx, { cartId: cart.cartId, product, quantity });
        outcomes.push({ ...given, ok: true, productName: product.name, added: quantity });
      } catch (error) {
        // Every check above refuses before writing, so a refused row leaves the transaction usable.
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ ...given, ok: false, message: rowRefusal(error) });
      }
    }
    return { cartId: cart?.cartId ?? null, createdCart: cart?.created ?? false, outcomes };
  });
}

/**
 * Why a row was refused. A product whose options must be chosen (a size, say) cannot be ordered from
 * a list that has no place to choose them, so the row says so and where to go.
 */
function rowRefusal(error: AppError): string {
  const choice = Object.entries(error.fieldErrors ?? {}).find(([field]) => isCustomizationField(field));
  return choice ? messages.quickOrder.chooseOnProductPage(choice[1]) : error.message;
}
