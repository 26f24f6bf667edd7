import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blankProductInput, type ProductFormInput } from "#common/vendor-products";
import { auditLogs, productImages, products } from "#db/schema";
import { createProduct as insertProduct, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, client, createUser } from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { createProduct } from "./create-product";
import { moveProductImage } from "./move-product-image";
import { removeProductImage } from "./remove-product-image";
import { updateProduct } from "./update-product";
import { listVendorProducts } from "./vendor-products.queries";

const t = useTestDatabase();

function input(overrides: Partial<ProductFormInput> = {}): ProductFormInput {
  return {
    ...blankProductInput,
    name: "Bolga Basket",
    price: "18,000",
    stockQuantity: "5",
    sku: "BLG-1",
    ...overrides,
  };
}

async function png(): Promise<File> {
  const bytes = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#1e3a8a" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" });
}

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

async function audited(action: string, productId: string) {
  return t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.resource, `product:${productId}`)));
}

describe("an admin in the vendor's product editor", () => {
  it("adds a product for the store chosen on the form: the store owns it, and the admin's act is recorded", async () => {
    const actor = await admin();
    const store = await createVendor(t.db);
    const media = memoryStore();
    const { id } = await createProduct(t.db, {
      admin: actor,
      vendorChoice: store.id,
      media,
      client: client("203.0.113.9"),
      input: input({ status: "listed" }),
      files: [await png()],
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ vendorId: store.id, name: "Bolga Basket", price: 1_800_000, isActive: true });
    expect(media.files.size).toBe(1);
    const page = await listVendorProducts(t.db, {
      vendorId: store.id,
      search: "",
      filter: undefined,
      page: 1,
    });
    expect(page.rows.map((product) => product.id)).toEqual([id]);
    const [entry] = await audited("product.create", id);
    expect(entry).toMatchObject({ userId: actor.userId, ipAddress: "203.0.113.9" });
    expect(entry?.details).toMatchObject({ vendorId: store.id, name: "Bolga Basket" });
  });

  it("refuses a store that does not exist, or none, on the vendor field, and writes and stores nothing", async () => {
    const actor = await admin();
    const media = memoryStore();
    for (const [vendorChoice, message] of [
      ["vnd_missing", "Choose a vendor from the list."],
      ["", "Choose the vendor who sells this product."],
      [undefined, "Choose the vendor who sells this product."],
    ] as const) {
      const error = await appErrorFrom(
        createProduct(t.db, {
          admin: actor,
          vendorChoice,
          media,
          client: client(),
          input: input(),
          files: [await png()],
        }),
      );
      expect(error.code).toBe("VALIDATION");
      expect(error.fieldErrors?.vendor).toBe(message);
    }
    expect(await t.db.select().from(products)).toHaveLength(0);
    expect(media.files.size).toBe(0);
    expect(await t.db.select().from(auditLogs)).toHaveLength(0);
  });

  it("edits any store's product, with the SKU unique within that store, and records each change", async () => {
    const actor = await admin();
    const store = await createVendor(t.db);
    const other = await createVendor(t.db);
    const product = await insertProduct(t.db, { vendorId: store.id, sku: "KEEP-1" });
    await insertProduct(t.db, { vendorId: store.id, sku: "TAKEN-1" });
    await insertProduct(t.db, { vendorId: other.id, sku: "ELSEWHERE-1" });
    const edit = (sku: string) =>
      updateProduct(t.db, {
        admin: actor,
        media: memoryStore(),
        client: client(),
        productId: product.id,
        input: input({ name: "Bolga Basket, Large", sku }),
        files: [],
      });

    const taken = await appErrorFrom(edit("TAKEN-1"));
    expect(taken.fieldErrors?.sku).toBe("You already have a product with this SKU.");
    await edit("ELSEWHERE-1");
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ vendorId: store.id, name: "Bolga Basket, Large", sku: "ELSEWHERE-1" });
    expect(await audited("product.update", product.id)).toHaveLength(1);
  });

  it("moves and removes any store's product pictures, recorded", async () => {
    const actor = await admin();
    const product = await insertProduct(t.db, { imageKeys: ["seed/a.png", "seed/b.png"] });
    const [first, second] = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(productImages.position);
    await moveProductImage(t.db, { admin: actor, productId: product.id, imageId: second!.id, move: "main" });
    await removeProductImage(t.db, {
      admin: actor,
      media: memoryStore(),
      productId: product.id,
      imageId: first!.id,
    });
    const left = await t.db.select().from(productImages).where(eq(productImages.productId, product.id));
    expect(left.map((image) => image.id)).toEqual([second!.id]);
    expect(await audited("product.image.move", product.id)).toHaveLength(1);
    expect(await audited("product.image.remove", product.id)).toHaveLength(1);
  });

  it("cannot list a product the marketplace holds through the form: relisting is the list's action", async () => {
    const actor = await admin();
    const product = await insertProduct(t.db, { isActive: false, moderationReason: "Counterfeit logo" });
    const error = await appErrorFrom(
      updateProduct(t.db, {
        admin: actor,
        media: memoryStore(),
        client: client(),
        productId: product.id,
        input: input({ status: "listed" }),
        files: [],
      }),
    );
    expect(error.fieldErrors?.status).toBe(
      "The marketplace holds this product: relist it from the product list, which tells its vendor.",
    );
  });
});

describe("a vendor in its product editor", () => {
  it("still reaches only its own products: another store's is not found, and posing as an admin is refused", async () => {
    const user = await createUser(t.db, { role: "vendor" });
    const mine = await createVendor(t.db, { userId: user.id });
    const theirs = await insertProduct(t.db);
    const save = (scope: { vendorId: string } | { admin: ReturnType<typeof actorFor> }) =>
      updateProduct(t.db, {
        ...scope,
        media: memoryStore(),
        client: client(),
        productId: theirs.id,
        input: input(),
        files: [],
      });
    expect((await appErrorFrom(save({ vendorId: mine.id }))).code).toBe("NOT_FOUND");
    expect((await appErrorFrom(save({ admin: actorFor(user) }))).status).toBe(403);
    const created = await appErrorFrom(
      createProduct(t.db, {
        admin: actorFor(user),
        vendorChoice: theirs.vendorId,
        media: memoryStore(),
        client: client(),
        input: input(),
        files: [],
      }),
    );
    expect(created.status).toBe(403);
    // A vendor's own form adds to its own store, whatever store the post names.
    const { id } = await createProduct(t.db, {
      vendorId: mine.id,
      vendorChoice: theirs.vendorId,
      media: memoryStore(),
      client: client(),
      input: input(),
      files: [],
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row?.vendorId).toBe(mine.id);
    const [unchanged] = await t.db.select().from(products).where(eq(products.id, theirs.id));
    expect(unchanged?.name).toBe(theirs.name);
  });
});
