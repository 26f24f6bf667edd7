import type { Db } from "#db/client";
import { carts } from "#db/schema";
import { newId } from "#server/lib/ids";
import { eq, sql } from "drizzle-orm";
import type { CartOwner } from "./cart-owner";
import { ownedBy } from "./cart.queries";

/**
 * The owner's cart, locked for this transaction, created when they have none (a guest whose cookie
 * points at a cart that is gone gets a new one). `created` tells the caller to hand a guest the cookie.
 */
export async function ensureCart(
  tx: Db,
  { owner }: { owner: CartOwner },
): Promise<{ cartId: string; created: boolean }> {
  const lock = () => tx.select({ id: carts.id }).from(carts).where(ownedBy(owner)).for("update");
  const [existing] = await lock();
  if (existing) return touched(tx, existing.id, false);
  if (owner.kind === "guest") {
    const [row] = await tx
      .insert(carts)
      .values({ id: newId("cart") })
      .returning({ id: carts.id });
    return { cartId: row!.id, created: true };
  }
  // Two first adds at once: one insert wins, the other waits for it and locks the winner's cart.
  await tx
    .insert(carts)
    .values({ id: newId("cart"), userId: owner.userId })
    .onConflictDoNothing();
  const [cart] = await lock();
  return touched(tx, cart!.id, false);
}

/** Marks the cart changed, so abandoned guest carts can be told apart from live ones. */
async function touched(tx: Db, cartId: string, created: boolean) {
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
  return { cartId, created };
}
