import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { products, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, type SQL } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";

/**
 * Who works on a product through the product form's commands (create, update, picture moves and
 * removals), as the session says: its vendor, scoped to the store it owns (`vendorId`, from
 * requireVendor), or an admin acting for any store (`admin`: the session's actor, checked by the
 * command itself, so a page that forgets its own check lets no one else through). The store a change
 * applies to never comes from the request: for an admin it is the product's own vendor, or for a new
 * product a store the admin chose, looked up by the command.
 */
export type ProductEditor =
  { vendorId: string; admin?: undefined } | { admin: Actor | null; vendorId?: undefined };

/**
 * The products row an editor may change: the vendor's own (another vendor's is not found, the same
 * answer as none), or any for an admin. Refuses anyone else posing as an admin (403).
 */
export function editableProduct(editor: ProductEditor, productId: string): SQL {
  if (editor.vendorId !== undefined)
    return and(eq(products.id, productId), eq(products.vendorId, editor.vendorId))!;
  assertAdmin(editor.admin);
  return eq(products.id, productId);
}

/**
 * The editable product locked until the transaction ends (two saves of one product run one after
 * the other), with the store it belongs to; NOT_FOUND when the editor may not change it.
 */
export async function lockEditableProduct(
  tx: Db,
  { editor, productId }: { editor: ProductEditor; productId: string },
): Promise<{ vendorId: string; name: string }> {
  const [row] = await tx
    .select({ vendorId: products.vendorId, name: products.name })
    .from(products)
    .where(editableProduct(editor, productId))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", { message: messages.vendorProducts.productNotFound });
  return row;
}

/**
 * The store a new product is added to: the vendor's own (whatever the form says), or for an admin
 * the store chosen on the form, which must exist (any status: an admin may prepare products for a
 * suspended store, which shoppers see only once it is reinstated). A VALIDATION error on `vendor`.
 */
export async function vendorForNewProduct(
  db: Db,
  { editor, vendorChoice }: { editor: ProductEditor; vendorChoice?: unknown },
): Promise<string> {
  if (editor.vendorId !== undefined) return editor.vendorId;
  assertAdmin(editor.admin);
  const chosen = typeof vendorChoice === "string" ? vendorChoice.trim() : "";
  if (!chosen)
    throw new AppError("VALIDATION", { fieldErrors: { vendor: messages.adminCatalog.vendorRequired } });
  const [store] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, chosen)).limit(1);
  if (!store)
    throw new AppError("VALIDATION", { fieldErrors: { vendor: messages.adminCatalog.vendorUnknown } });
  return store.id;
}

/**
 * Records an admin's change to a vendor's product in the audit log, in the writing transaction; a
 * vendor's own edits are its business and are not recorded.
 */
export async function auditAdminEdit(
  tx: Db,
  {
    editor,
    action,
    productId,
    vendorId,
    name,
    ipAddress,
  }: {
    editor: ProductEditor;
    action: "product.create" | "product.update" | "product.image.move" | "product.image.remove";
    productId: string;
    vendorId: string;
    name: string;
    ipAddress?: string | null;
  },
): Promise<void> {
  if (!editor.admin) return;
  await recordAudit(tx, {
    action,
    resource: `product:${productId}`,
    userId: editor.admin.userId,
    ipAddress,
    details: { productId, vendorId, name },
  });
}
