import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, carts } from "#db/schema";
import { createProduct } from "../../../tests/catalog-factories";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { addToCart } from "./add-to-cart";
import { deleteAbandonedGuestCarts } from "./delete-abandoned-guest-carts";

const t = useTestDatabase();

/** A guest cart with one line, last changed `daysAgo` days ago. */
async function guestCart(daysAgo: number) {
  const product = await createProduct(t.db);
  const { cartId } = await addToCart(t.db, {
    owner: { kind: "guest", cartId: null },
    productId: product.id,
    quantity: 1,
  });
  await t.db
    .update(carts)
    .set({ updatedAt: sql`now() - make_interval(days => ${daysAgo})` })
    .where(eq(carts.id, cartId));
  return cartId;
}

describe("deleteAbandonedGuestCarts", () => {
  it("deletes guest carts, with their lines, that no cookie can reach any more, and nothing else", async () => {
    const abandoned = [await guestCart(31), await guestCart(45), await guestCart(400)];
    const recent = await guestCart(29);
    const product = await createProduct(t.db);
    const user = await createUser(t.db);
    const { cartId: usersCart } = await addToCart(t.db, {
      owner: { kind: "user", userId: user.id },
      productId: product.id,
      quantity: 1,
    });
    await t.db
      .update(carts)
      .set({ updatedAt: sql`now() - make_interval(days => 90)` })
      .where(eq(carts.id, usersCart));

    expect(await deleteAbandonedGuestCarts(t.db, { batchSize: 2 })).toBe(3);
    const left = await t.db.select({ id: carts.id }).from(carts);
    expect(left.map((cart) => cart.id).sort()).toEqual([recent, usersCart].sort());
    const orphanLines = await t.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(sql`${cartItems.cartId} in ${abandoned}`);
    expect(orphanLines).toEqual([]);
    expect(await deleteAbandonedGuestCarts(t.db)).toBe(0);
  });
});
