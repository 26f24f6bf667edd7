import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { catalogCounts, productImages, products } from "#db/schema";
import type { ProductFormInput } from "#common/vendor-products";
import { and, eq, isNull } from "drizzle-orm";
import {
  createCategory,
  createProduct as insertProduct,
  createVendor,
} from "../../../tests/catalog-factories";
import { placedOrder } from "../../../tests/commerce-factories";
import { actorFor, appErrorFrom, auditRows, client, createUser } from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { searchProducts } from "../search/search-products";
import { createProduct } from "./create-product";
import { deleteProducts } from "./delete-products";
import { importProductsCsv } from "./import-products-csv";
import { moveProductImage } from "./move-product-image";
import { productCsvColumns } from "./products-csv";
import { vendorProductsCsv } from "./products-csv.queries";
import { removeProductImage } from "./remove-product-image";
import { setProductsListing } from "./set-products-listing";
import { updateProduct } from "./update-product";
import { listVendorProducts, vendorProductForm } from "./vendor-products.queries";

const t = useTestDatabase();
const productsFileHeader = productCsvColumns.join(",");

async function png(color = "#b5452a", size = 300): Promise<File> {
  const bytes = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" });
}

function input(overrides: Partial<ProductFormInput> = {}): ProductFormInput {
  return {
    name: "Adire Indigo Scarf",
    description: "Hand-dyed in Abeokuta.",
    category: "",
    price: "12,500.50",
    originalPrice: "",
    moq: "2",
    stockQuantity: "40",
    sku: "ADR-001",
    leadTime: "7-10 days",
    countryOfOrigin: "NG",
    sampleAvailable: true,
    certifications: "Fairtrade\nOEKO-TEX",
    specs: [{ key: "Material", value: "Cotton" }],
    status: "draft",
    ...overrides,
  };
}

async function seller() {
  const user = await createUser(t.db, { role: "vendor" });
  const vendor = await createVendor(t.db, { userId: user.id });
  return { actor: actorFor(user), vendorId: vendor.id };
}

async function listedCount(vendorId: string, categoryId: string | null) {
  const [row] = await t.db
    .select({ value: catalogCounts.productCount })
    .from(catalogCounts)
    .where(
      and(
        eq(catalogCounts.vendorId, vendorId),
        categoryId ? eq(catalogCounts.categoryId, categoryId) : isNull(catalogCounts.categoryId),
      ),
    );
  return row?.value ?? 0;
}

describe("createProduct", () => {
  it("saves every field, money in kobo, with the pictures in order, as a draft nobody can find", async () => {
    const { vendorId } = await seller();
    const media = memoryStore();
    const { id } = await createProduct(t.db, {
      vendorId,
      media,
      client: client(),
      input: input(),
      files: [await png(), await png("#1d4ed8"), new File([], "")],
    });
    const form = await vendorProductForm(t.db, { vendorId, productId: id });
    expect(form).toMatchObject({
      status: "draft",
      fields: {
        name: "Adire Indigo Scarf",
        price: "12500.5",
        moq: "2",
        stockQuantity: "40",
        sku: "ADR-001",
        sampleAvailable: true,
        certifications: "Fairtrade\nOEKO-TEX",
        specs: [{ key: "Material", value: "Cotton" }],
      },
    });
    expect(form!.images).toHaveLength(2);
    expect([...media.files.keys()].sort()).toEqual(form!.images.map((image) => image.imageKey).sort());
    expect((await searchProducts(t.db, { clientKey: "test", query: "Adire" })).rows).toEqual([]);
  });

  it("refuses bad input with a message per field and writes nothing, files included", async () => {
    const { vendorId } = await seller();
    const media = memoryStore();
    const error = await appErrorFrom(
      createProduct(t.db, {
        vendorId,
        media,
        client: client(),
        input: input({ name: " ", price: "12.345", moq: "0", stockQuantity: "-1", status: "sold" }),
        files: [await png()],
      }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual([
      "moq",
      "name",
      "price",
      "status",
      "stockQuantity",
    ]);
    const notAbove = await appErrorFrom(
      createProduct(t.db, {
        vendorId,
        media,
        client: client(),
        input: input({ originalPrice: "12000" }),
        files: [],
      }),
    );
    expect(notAbove.fieldErrors?.originalPrice).toMatch(/above the price/);
    expect(await t.db.select().from(products).where(eq(products.vendorId, vendorId))).toEqual([]);
    expect(media.files.size).toBe(0);
  });

  it("refuses a file that is not a picture by its bytes, and removes stored pictures when the save fails", async () => {
    const { vendorId } = await seller();
    const media = memoryStore();
    const fake = new File([new TextEncoder().encode("<svg onload=alert(1)>")], "x.png", {
      type: "image/png",
    });
    const error = await appErrorFrom(
      createProduct(t.db, { vendorId, media, client: client(), input: input(), files: [fake] }),
    );
    expect(error.fieldErrors?.images).toMatch(/not a JPEG, PNG or WebP/);
    await createProduct(t.db, { vendorId, media, client: client(), input: input(), files: [] });
    const taken = await appErrorFrom(
      createProduct(t.db, { vendorId, media, client: client(), input: input(), files: [await png()] }),
    );
    expect(taken.fieldErrors?.sku).toBe("You already have a product with this SKU.");
    expect(media.files.size).toBe(0);
  });

  it("lets two vendors use the same SKU", async () => {
    const first = await seller();
    const second = await seller();
    const media = memoryStore();
    await createProduct(t.db, {
      vendorId: first.vendorId,
      media,
      client: client(),
      input: input(),
      files: [],
    });
    await expect(
      createProduct(t.db, { vendorId: second.vendorId, media, client: client(), input: input(), files: [] }),
    ).resolves.toHaveProperty("id");
  });

  it("counts a listed product in its category and makes it searchable", async () => {
    const { vendorId } = await seller();
    const category = await createCategory(t.db);
    await createProduct(t.db, {
      vendorId,
      media: memoryStore(),
      client: client(),
      input: input({ category: category.id, status: "listed", name: "Zanzibar Spice Chest" }),
      files: [],
    });
    expect(await listedCount(vendorId, category.id)).toBe(1);
    const found = await searchProducts(t.db, { clientKey: "test", query: "Zanzibar spice" });
    expect(found.rows.map((row) => row.name)).toEqual(["Zanzibar Spice Chest"]);
  });
});

describe("updateProduct", () => {
  it("answers 404 for another vendor's product and changes nothing", async () => {
    const owner = await seller();
    const other = await seller();
    const product = await insertProduct(t.db, { vendorId: owner.vendorId });
    const error = await appErrorFrom(
      updateProduct(t.db, {
        vendorId: other.vendorId,
        media: memoryStore(),
        client: client(),
        productId: product.id,
        input: input(),
        files: [],
      }),
    );
    expect(error.code).toBe("NOT_FOUND");
    const [kept] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(kept!.name).toBe(product.name);
  });

  it("moves the listed count when the category changes, records updated_at, and appends pictures", async () => {
    const { vendorId } = await seller();
    const [from, to] = [await createCategory(t.db), await createCategory(t.db)];
    const media = memoryStore();
    const { id } = await createProduct(t.db, {
      vendorId,
      media,
      client: client(),
      input: input({ category: from.id, status: "listed" }),
      files: [await png()],
    });
    const [before] = await t.db.select().from(products).where(eq(products.id, id));
    await updateProduct(t.db, {
      vendorId,
      media,
      client: client(),
      productId: id,
      input: input({ category: to.id, status: "listed", price: "9999" }),
      files: [await png("#16a34a")],
    });
    expect(await listedCount(vendorId, from.id)).toBe(0);
    expect(await listedCount(vendorId, to.id)).toBe(1);
    const [after] = await t.db.select().from(products).where(eq(products.id, id));
    expect(after!.price).toBe(999_900);
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    expect((await vendorProductForm(t.db, { vendorId, productId: id }))!.images).toHaveLength(2);
  });
});

describe("product pictures", () => {
  it("move up, down and to the front; removal deletes the file; another vendor gets 404", async () => {
    const { vendorId } = await seller();
    const other = await seller();
    const media = memoryStore();
    const { id } = await createProduct(t.db, {
      vendorId,
      media,
      client: client(),
      input: input(),
      files: [await png("#111111"), await png("#222222"), await png("#333333")],
    });
    const order = async () =>
      (await vendorProductForm(t.db, { vendorId, productId: id }))!.images.map((i) => i.id);
    const [a, b, c] = await order();
    await moveProductImage(t.db, { vendorId, productId: id, imageId: c!, move: "main" });
    expect(await order()).toEqual([c, a, b]);
    await moveProductImage(t.db, { vendorId, productId: id, imageId: c!, move: "down" });
    expect(await order()).toEqual([a, c, b]);
    await moveProductImage(t.db, { vendorId, productId: id, imageId: b!, move: "up" });
    expect(await order()).toEqual([a, b, c]);
    expect(
      (
        await appErrorFrom(
          moveProductImage(t.db, { vendorId: other.vendorId, productId: id, imageId: a!, move: "up" }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect(
      (
        await appErrorFrom(
          removeProductImage(t.db, { vendorId: other.vendorId, media, productId: id, imageId: a! }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    const [removed] = await t.db.select().from(productImages).where(eq(productImages.id, a!));
    await removeProductImage(t.db, { vendorId, media, productId: id, imageId: a! });
    expect(await order()).toEqual([b, c]);
    expect(media.files.has(removed!.imageKey)).toBe(false);
    expect(media.files.size).toBe(2);
  });
});

describe("setProductsListing and deleteProducts", () => {
  it("list and unlist move the counts and the list's filters, and leave other vendors' products alone", async () => {
    const { vendorId } = await seller();
    const other = await seller();
    const category = await createCategory(t.db);
    const draft = await insertProduct(t.db, {
      vendorId,
      categoryId: category.id,
      isActive: false,
      draft: true,
    });
    const empty = await insertProduct(t.db, {
      vendorId,
      categoryId: category.id,
      isActive: false,
      stockQuantity: 0,
    });
    const theirs = await insertProduct(t.db, { vendorId: other.vendorId, isActive: false });
    expect(
      await setProductsListing(t.db, { vendorId, productIds: [draft.id, empty.id, theirs.id], listed: true }),
    ).toEqual({ changed: 2 });
    expect(await listedCount(vendorId, category.id)).toBe(2);
    const [still] = await t.db.select().from(products).where(eq(products.id, theirs.id));
    expect(still!.isActive).toBe(false);
    const outOfStock = await listVendorProducts(t.db, {
      vendorId,
      search: "",
      filter: "out-of-stock",
      page: 1,
    });
    expect(outOfStock.rows.map((row) => row.id)).toEqual([empty.id]);
    await setProductsListing(t.db, { vendorId, productIds: [draft.id], listed: false });
    expect(await listedCount(vendorId, category.id)).toBe(1);
    const unlisted = await listVendorProducts(t.db, { vendorId, search: "", filter: "unlisted", page: 1 });
    expect(unlisted.rows.map((row) => row.id)).toEqual([draft.id]);
    expect(
      (await appErrorFrom(setProductsListing(t.db, { vendorId, productIds: [], listed: true }))).code,
    ).toBe("VALIDATION");
  });

  it("deletes never-ordered products with their picture files, refuses ordered ones and says why", async () => {
    const { actor, vendorId } = await seller();
    const category = await createCategory(t.db);
    const media = memoryStore();
    const { id: fresh } = await createProduct(t.db, {
      vendorId,
      media,
      client: client(),
      input: input({ category: category.id, status: "listed" }),
      files: [await png()],
    });
    const ordered = await insertProduct(t.db, { vendorId, name: "Bolga Basket" });
    await placedOrder(t.db, [{ productId: ordered.id, quantity: 1 }]);
    const other = await seller();
    const theirs = await insertProduct(t.db, { vendorId: other.vendorId });
    const result = await deleteProducts(t.db, {
      vendorId,
      actor,
      media,
      productIds: [fresh, ordered.id, theirs.id],
    });
    expect(result.deleted).toBe(1);
    expect(result.refused).toEqual([
      { id: ordered.id, name: "Bolga Basket", reason: expect.stringMatching(/has been ordered.*unlist it/) },
    ]);
    expect(media.files.size).toBe(0);
    expect(await listedCount(vendorId, category.id)).toBe(0);
    expect(
      await t.db.select({ id: products.id }).from(products).where(eq(products.id, theirs.id)),
    ).toHaveLength(1);
    expect(await auditRows(t.db, "vendor.products.delete")).toHaveLength(1);
  });
});

describe("importProductsCsv", () => {
  const csvFile = (text: string) => new File([text], "products.csv", { type: "text/csv" });

  it("adds new SKUs and updates the vendor's own, in one go, and exports what it imported", async () => {
    const { actor, vendorId } = await seller();
    const other = await seller();
    const category = await createCategory(t.db, { slug: "home-decor" });
    const mine = await insertProduct(t.db, { vendorId, sku: "KEEP-1", name: "Old name" });
    const theirs = await insertProduct(t.db, { vendorId: other.vendorId, sku: "NEW-1", name: "Theirs" });
    const rows = [
      productsFileHeader,
      'KEEP-1,"Kente, gold",Woven,home-decor,15000,,1,5,,GH,yes,Fairtrade,Material: silk|Width: 10cm,listed',
      'NEW-1,"Mudcloth ""Bogolan"" throw","Two\r\nlines",,8000.5,9000,2,0,2 weeks,ML,no,,,draft',
    ];
    const result = await importProductsCsv(t.db, {
      vendorId,
      actor,
      file: csvFile(`\uFEFF${rows.join("\r\n")}\r\n`),
    });
    expect(result).toEqual({ ok: true, created: 1, updated: 1 });
    const [updated] = await t.db.select().from(products).where(eq(products.id, mine.id));
    expect(updated).toMatchObject({
      name: "Kente, gold",
      categoryId: category.id,
      price: 1_500_000,
      isActive: true,
      specifications: { Material: "silk", Width: "10cm" },
    });
    const [untouched] = await t.db.select().from(products).where(eq(products.id, theirs.id));
    expect(untouched!.name).toBe("Theirs");
    const exported = await vendorProductsCsv(t.db, { vendorId });
    expect(exported).toContain(
      '"Mudcloth ""Bogolan"" throw","Two\r\nlines",,8000.5,9000,2,0,2 weeks,ML,no,,,draft',
    );
    const again = await importProductsCsv(t.db, { vendorId, actor, file: csvFile(exported) });
    expect(again).toEqual({ ok: true, created: 0, updated: 2 });
  });

  it("reports every bad row by number and column and writes nothing", async () => {
    const { actor, vendorId } = await seller();
    const rows = [
      productsFileHeader,
      "OK-1,Fine product,,,100,,1,1,,,no,,,draft",
      "BAD-1,,,no-such-category,abc,,1,1,,,no,,,draft",
      "OK-1,Duplicate,,,100,,1,1,,,no,,,draft",
    ];
    const result = await importProductsCsv(t.db, { vendorId, actor, file: csvFile(rows.join("\n")) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map(({ row, field }) => `${row}:${field}`)).toEqual([
      "3:name",
      "3:category",
      "3:price",
      "4:sku",
    ]);
    expect(await t.db.select().from(products).where(eq(products.vendorId, vendorId))).toEqual([]);
  });

  it("imports 1,000 rows in one transaction", async () => {
    const { actor, vendorId } = await seller();
    const lines = [productsFileHeader];
    for (let n = 1; n <= 1000; n++)
      lines.push(`BULK-${n},Bulk product ${n},,,${100 + n},,1,10,,,no,,,listed`);
    const result = await importProductsCsv(t.db, { vendorId, actor, file: csvFile(lines.join("\n")) });
    expect(result).toEqual({ ok: true, created: 1000, updated: 0 });
    expect(await listedCount(vendorId, null)).toBe(1000);
  }, 60_000);

  it("refuses a file without the export's columns", async () => {
    const { actor, vendorId } = await seller();
    const error = await appErrorFrom(
      importProductsCsv(t.db, { vendorId, actor, file: csvFile("sku,name\nA,B\n") }),
    );
    expect(error.fieldErrors?.file).toMatch(/lacks these columns: description/);
  });
});
