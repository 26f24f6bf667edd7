import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { products, wishlists } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { addToWishlist } from "./add-to-wishlist";
import { clearWishlist } from "./clear-wishlist";
import { removeFromWishlist } from "./remove-from-wishlist";
import { countWishlist, getWishlistPreview, listWishlist, listWishlistIds } from "./wishlist.queries";

const t = useTestDatabase();

describe("wishlist", () => {
  it("adds (twice is fine), lists newest first, counts and removes for the actor", async () => {
    const actor = actorFor(await createUser(t.db));
    const first = await createProduct(t.db, { imageKeys: ["first.jpg"] });
    const second = await createProduct(t.db);
    await addToWishlist(t.db, { actor, productId: first.id });
    await addToWishlist(t.db, { actor, productId: second.id });
    await addToWishlist(t.db, { actor, productId: second.id });

    const list = await listWishlist(t.db, { actor });
    expect(list.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    expect(list.find((item) => item.id === first.id)).toMatchObject({
      imageKey: "first.jpg",
      price: first.price,
      currency: "NGN",
    });
    expect(await countWishlist(t.db, { actor })).toBe(2);
    expect(await listWishlistIds(t.db, { actor })).toContain(first.id);

    expect(await removeFromWishlist(t.db, { actor, productId: first.id })).toEqual({
      inWishlist: false,
      removed: true,
    });
    expect(await removeFromWishlist(t.db, { actor, productId: first.id })).toEqual({
      inWishlist: false,
      removed: false,
    });
    expect(await listWishlistIds(t.db, { actor })).not.toContain(first.id);
    expect(await countWishlist(t.db, { actor })).toBe(1);
  });

  it("never lets one person remove, clear or see another person's items", async () => {
    const owner = actorFor(await createUser(t.db));
    const other = actorFor(await createUser(t.db));
    const product = await createProduct(t.db);
    await addToWishlist(t.db, { actor: owner, productId: product.id });

    expect(await removeFromWishlist(t.db, { actor: other, productId: product.id })).toMatchObject({
      removed: false,
    });
    expect(await clearWishlist(t.db, { actor: other })).toEqual({ removed: 0 });
    expect(await listWishlist(t.db, { actor: other })).toEqual([]);
    expect(await listWishlistIds(t.db, { actor: owner })).toContain(product.id);
    expect(await listWishlistIds(t.db, { actor: owner })).toEqual([product.id]);
    expect(await listWishlistIds(t.db, { actor: other })).toEqual([]);
  });

  it("refuses inactive and unknown products, and guests", async () => {
    const actor = actorFor(await createUser(t.db));
    const inactive = await createProduct(t.db, { isActive: false });
    const ofInactiveVendor = await createProduct(t.db, {
      vendorId: (await createVendor(t.db, { isActive: false })).id,
    });
    for (const productId of [inactive.id, ofInactiveVendor.id, "prd_missing"]) {
      const error = await appErrorFrom(addToWishlist(t.db, { actor, productId }));
      expect(error).toMatchObject({ code: "NOT_FOUND", message: messages.product.notFound });
    }
    const guest = await appErrorFrom(addToWishlist(t.db, { actor: null, productId: inactive.id }));
    expect(guest).toMatchObject({
      code: "UNAUTHENTICATED",
      message: "Please log in to add items to your wishlist",
    });
    expect(await t.db.select().from(wishlists)).toEqual([]);
  });

  it("previews at most 5 and clears everything of the actor", async () => {
    const actor = actorFor(await createUser(t.db));
    const other = actorFor(await createUser(t.db));
    for (let i = 0; i < 7; i += 1)
      await addToWishlist(t.db, { actor, productId: (await createProduct(t.db)).id });
    const kept = await createProduct(t.db);
    await addToWishlist(t.db, { actor: other, productId: kept.id });

    const preview = await getWishlistPreview(t.db, { actor });
    expect(preview).toHaveLength(5);
    expect(Object.keys(preview[0]!).sort()).toEqual(["currency", "id", "imageKey", "name", "price"]);
    expect(await clearWishlist(t.db, { actor })).toEqual({ removed: 7 });
    expect(await countWishlist(t.db, { actor })).toBe(0);
    expect(await countWishlist(t.db, { actor: other })).toBe(1);
  });

  it("stops listing a saved product once it becomes inactive", async () => {
    const actor = actorFor(await createUser(t.db));
    const product = await createProduct(t.db);
    await addToWishlist(t.db, { actor, productId: product.id });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(await listWishlist(t.db, { actor })).toEqual([]);
    expect(await countWishlist(t.db, { actor })).toBe(0);
  });
});
