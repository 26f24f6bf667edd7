import { randomBytes } from "node:crypto";
import type { Db } from "#db/client";
import { carts } from "#db/schema";
import { checkoutMessages } from "#common/schemas/checkout";
import { maxUploadBytes } from "#common/request-limits";
import { AppError } from "#server/lib/errors";
import type { CartOwner } from "../cart/cart-owner";
import { ownedBy } from "../cart/cart.queries";
import { storeCheckoutDetails } from "../cart/store-checkout-details";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { countUpload } from "../rate-limit/count-upload";

/** Purchase-order files are private: served only through the order's own download route, never /media. */
export const purchaseOrderKeyPrefix = "purchase-orders/";
export const maxPurchaseOrderBytes = maxUploadBytes;
const poFileMessage = "Upload the purchase order as a PDF, DOC or DOCX file of at most 10 MB.";

const types = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/** PDF, DOC or DOCX, judged by the first bytes (Office files by their container and the name). */
function sniffPurchaseOrderFile(bytes: Uint8Array, fileName: string): keyof typeof types | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && extension === "doc") return "doc";
  if (starts([0x50, 0x4b, 0x03, 0x04]) && extension === "docx") return "docx";
  return null;
}

export function purchaseOrderMimeType(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1) as keyof typeof types;
  return types[extension] ?? "application/octet-stream";
}

/**
 * Keeps the buyer's purchase-order document with the checkout (the stated 10 MB limit is
 * enforced, and the type is read from the bytes). A new file replaces the earlier one. Everything
 * that can refuse it does so before it is stored: guests (purchase orders need an account), the
 * size and type, and the client's upload allowance. The file is removed again if the cart cannot
 * take it.
 */
export async function attachPurchaseOrder(
  db: Db,
  { owner, media, client, file }: { owner: CartOwner; media: MediaStore; client: ClientInfo; file: File },
) {
  if (owner.kind !== "user") throw new AppError("VALIDATION", { message: checkoutMessages.loginToOrder });
  if (file.size > maxPurchaseOrderBytes)
    throw new AppError("VALIDATION", { fieldErrors: { poDocument: poFileMessage } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffPurchaseOrderFile(bytes, file.name);
  if (!kind) throw new AppError("VALIDATION", { fieldErrors: { poDocument: poFileMessage } });
  await countUpload(db, { client });
  const key = `${purchaseOrderKeyPrefix}${randomBytes(16).toString("hex")}.${kind}`;
  await media.put(key, bytes, types[kind]);
  try {
    const replaced = await db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ id: carts.id, checkoutDetails: carts.checkoutDetails })
        .from(carts)
        .where(ownedBy(owner))
        .for("update");
      if (!cart) throw new AppError("CONFLICT", { message: "Your cart is empty" });
      const previous = cart.checkoutDetails.purchaseOrder?.key;
      const purchaseOrder = { key, name: file.name.slice(0, 120), size: String(bytes.length) };
      await storeCheckoutDetails(tx, {
        cartId: cart.id,
        checkoutDetails: { ...cart.checkoutDetails, purchaseOrder },
      });
      return previous;
    });
    if (replaced) await media.delete(replaced).catch(() => undefined);
    return { key, name: file.name };
  } catch (error) {
    await media.delete(key).catch(() => undefined);
    throw error;
  }
}
