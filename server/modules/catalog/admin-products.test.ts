import { describe, expect, it } from "vitest";
import { products } from "#db/schema";
import type { ProductFormInput } from "#common/vendor-products";
import type { AdminProductFilters } from "#common/views/admin-catalog";
import { eq } from "drizzle-orm";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, auditRows, client, createUser } from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { listAdminProducts } from "./admin-products.queries";
import { importProductsCsv } from "./import-products-csv";
import { listProducts } from "./products.queries";
import { vendorProductsCsv } from "./products-csv.queries";
import { relistProduct } from "./relist-product";
import { setProductFeatured } from "./set-product-featured";
import { setProductsListing } from "./set-products-listing";
import { unlistProduct } from "./unlist-product";
import { updateProduct } from "./update-product";
import { listVendorProducts, vendorProductForm } from "./vendor-products.queries";

const t = useTestDatabase();
const noFilters: AdminProductFilters = {
  search: "",
  vendorId: "",
  categoryId: "",
  status: "",
  featured: false,
};

async function actorOf(role: "admin" | "staff" | "vendor") {
  return actorFor(await createUser(t.db, { role }));
}

async function shopperSees(name: string): Promise<boolean> {
  return (await listProducts(t.db, { filters: { search: name }, page: 1 })).total > 0;
}

async function stored(productId: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  return row!;
}

function formOf(sku: string, status: string): ProductFormInput {
  return {
    name: "Kano Leather Pouf",
    description: "",
    category: "",
    price: "25000",
    originalPrice: "",
    moq: "1",
    stockQuantity: "5",
    sku,
    leadTime: "",
    countryOfOrigin: "NG",
    sampleAvailable: false,
    certifications: "",
    specs: [],
    status,
  };
}

describe("unlistProduct and relistProduct", () => {
  it("hides the product from shoppers with a reason its vendor reads, and relisting shows it again", async () => {
    const admin = await actorOf("admin");
    const vendor = await createVendor(t.db);
    const product = await createProduct(t.db, { vendorId: vendor.id, name: "Kano Leather Pouf" });
    expect(await shopperSees("Kano Leather")).toBe(true);

    await unlistProduct(t.db, {
      actor: admin,
      productId: product.id,
      reason: "  Photos show another brand's logo.  ",
      ipAddress: "203.0.113.9",
    });

    expect(await shopperSees("Kano Leather")).toBe(false);
    const own = await listVendorProducts(t.db, {
      vendorId: vendor.id,
      search: "",
      filter: undefined,
      page: 1,
    });
    expect(own.rows[0]).toMatchObject({
      status: "unlisted",
      moderationReason: "Photos show another brand's logo.",
    });
    expect(await vendorProductForm(t.db, { vendorId: vendor.id, productId: product.id })).toMatchObject({
      moderationReason: "Photos show another brand's logo.",
    });
    expect(await auditRows(t.db, "product.unlist")).toMatchObject([
      {
        userId: admin.userId,
        resource: `product:${product.id}`,
        ipAddress: "203.0.113.9",
        details: { productId: product.id, vendorId: vendor.id, reason: "Photos show another brand's logo." },
      },
    ]);

    await relistProduct(t.db, { actor: admin, productId: product.id });

    expect(await shopperSees("Kano Leather")).toBe(true);
    expect(await stored(product.id)).toMatchObject({ isActive: true, moderationReason: null });
    expect(await auditRows(t.db, "product.relist")).toHaveLength(1);
  });

  it("requires a reason, refuses to unlist twice or relist what it did not unlist, and answers 404 for no product", async () => {
    const admin = await actorOf("admin");
    const product = await createProduct(t.db, { name: "Bolga Basket" });
    const missing = await appErrorFrom(
      unlistProduct(t.db, { actor: admin, productId: product.id, reason: " " }),
    );
    expect(missing.fieldErrors).toEqual({ reason: "Give a reason: the vendor reads it." });
    expect(await stored(product.id)).toMatchObject({ isActive: true, moderationReason: null });

    const notHeld = await appErrorFrom(relistProduct(t.db, { actor: admin, productId: product.id }));
    expect(notHeld).toMatchObject({
      code: "CONFLICT",
      message: "Bolga Basket was not unlisted by the marketplace: its vendor lists it.",
    });
    await unlistProduct(t.db, { actor: admin, productId: product.id, reason: "Counterfeit" });
    const twice = await appErrorFrom(
      unlistProduct(t.db, { actor: admin, productId: product.id, reason: "Again" }),
    );
    expect(twice).toMatchObject({
      code: "CONFLICT",
      message: "Bolga Basket is already unlisted by the marketplace.",
    });
    expect(await auditRows(t.db, "product.unlist")).toHaveLength(1);

    const none = await appErrorFrom(
      unlistProduct(t.db, { actor: admin, productId: "prd_none", reason: "x" }),
    );
    expect(none.code).toBe("NOT_FOUND");
  });

  it("keeps a draft a draft: held while unlisted, and back to its vendor as a draft when relisted", async () => {
    const admin = await actorOf("admin");
    const product = await createProduct(t.db, { isActive: false, draft: true });
    await unlistProduct(t.db, { actor: admin, productId: product.id, reason: "Prohibited item" });
    expect(await stored(product.id)).toMatchObject({ draft: true, isActive: false });
    await relistProduct(t.db, { actor: admin, productId: product.id });
    expect(await stored(product.id)).toMatchObject({ draft: true, isActive: false, moderationReason: null });
  });

  it("lets its vendor list it again by no path: the bulk action, the form or a CSV file", async () => {
    const admin = await actorOf("admin");
    const owner = await createUser(t.db, { role: "vendor" });
    const vendor = await createVendor(t.db, { userId: owner.id });
    const product = await createProduct(t.db, {
      vendorId: vendor.id,
      name: "Kano Leather Pouf",
      sku: "KLP-1",
    });
    await unlistProduct(t.db, { actor: admin, productId: product.id, reason: "Wrong category photos." });

    expect(
      await setProductsListing(t.db, { vendorId: vendor.id, productIds: [product.id], listed: true }),
    ).toEqual({ changed: 0 });

    const form = await appErrorFrom(
      updateProduct(t.db, {
        vendorId: vendor.id,
        media: memoryStore(),
        client: client(),
        productId: product.id,
        input: formOf("KLP-1", "listed"),
        files: [],
      }),
    );
    expect(form.fieldErrors).toEqual({
      status:
        "The marketplace unlisted this product: Wrong category photos. Only the marketplace can list it again.",
    });

    const exported = (await vendorProductsCsv(t.db, { vendorId: vendor.id })).replace(",unlisted", ",listed");
    const imported = await importProductsCsv(t.db, {
      vendorId: vendor.id,
      actor: actorFor(owner),
      file: new File([exported], "products.csv", { type: "text/csv" }),
    });
    expect(imported).toMatchObject({ ok: false, errors: [{ row: 2, field: "status" }] });
    expect(await stored(product.id)).toMatchObject({
      isActive: false,
      moderationReason: "Wrong category photos.",
    });

    // Anything else the vendor may still change.
    await updateProduct(t.db, {
      vendorId: vendor.id,
      media: memoryStore(),
      client: client(),
      productId: product.id,
      input: { ...formOf("KLP-1", "unlisted"), price: "19000" },
      files: [],
    });
    expect(await stored(product.id)).toMatchObject({ price: 1_900_000, isActive: false });
  });
});

describe("setProductFeatured", () => {
  it("features and unfeatures, recording each change once", async () => {
    const admin = await actorOf("admin");
    const product = await createProduct(t.db);
    expect(
      await setProductFeatured(t.db, { actor: admin, productId: product.id, featured: true }),
    ).toMatchObject({
      changed: true,
    });
    expect(
      await setProductFeatured(t.db, { actor: admin, productId: product.id, featured: true }),
    ).toMatchObject({
      changed: false,
    });
    expect((await stored(product.id)).featured).toBe(true);
    await setProductFeatured(t.db, { actor: admin, productId: product.id, featured: false });
    expect((await stored(product.id)).featured).toBe(false);
    expect(await auditRows(t.db, "product.feature")).toHaveLength(1);
    expect(await auditRows(t.db, "product.unfeature")).toHaveLength(1);
  });
});

describe("moderation is the admin's", () => {
  it.each(["staff", "vendor"] as const)("refuses %s every command and changes nothing", async (role) => {
    const actor = await actorOf(role);
    const product = await createProduct(t.db);
    const errors = [
      await appErrorFrom(unlistProduct(t.db, { actor, productId: product.id, reason: "No" })),
      await appErrorFrom(relistProduct(t.db, { actor, productId: product.id })),
      await appErrorFrom(setProductFeatured(t.db, { actor, productId: product.id, featured: true })),
      await appErrorFrom(unlistProduct(t.db, { actor: null, productId: product.id, reason: "No" })),
    ];
    expect(errors.map((error) => error.code)).toEqual(["FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN"]);
    expect(await stored(product.id)).toMatchObject({
      isActive: true,
      featured: false,
      moderationReason: null,
    });
  });
});

describe("listAdminProducts", () => {
  it("lists every vendor's products in any status, narrowed by search, vendor, category, status and featured", async () => {
    const admin = await actorOf("admin");
    const [north, south] = [await createVendor(t.db), await createVendor(t.db, { isActive: false })];
    const textiles = await createCategory(t.db);
    const listed = await createProduct(t.db, {
      vendorId: north.id,
      name: "Kente Stole",
      sku: "KEN-77",
      categoryId: textiles.id,
    });
    const draft = await createProduct(t.db, {
      vendorId: north.id,
      name: "Draft Mask",
      isActive: false,
      draft: true,
    });
    const suspendedStores = await createProduct(t.db, { vendorId: south.id, name: "Copper Bowl" });
    await setProductFeatured(t.db, { actor: admin, productId: listed.id, featured: true });

    const ids = async (filters: Partial<AdminProductFilters>) =>
      (await listAdminProducts(t.db, { filters: { ...noFilters, ...filters }, page: 1 })).rows.map(
        (row) => row.id,
      );

    expect(await ids({})).toEqual(expect.arrayContaining([listed.id, draft.id, suspendedStores.id]));
    expect(await ids({ search: "ken-7" })).toEqual([listed.id]);
    expect(await ids({ search: "copper" })).toEqual([suspendedStores.id]);
    expect(await ids({ vendorId: north.id })).toEqual([draft.id, listed.id]);
    expect(await ids({ categoryId: textiles.id })).toEqual([listed.id]);
    expect(await ids({ vendorId: north.id, status: "draft" })).toEqual([draft.id]);
    expect(await ids({ featured: true })).toEqual([listed.id]);
    const [row] = (
      await listAdminProducts(t.db, { filters: { ...noFilters, search: "Kente Stole" }, page: 1 })
    ).rows;
    expect(row).toMatchObject({
      vendorName: north.businessName,
      categoryName: textiles.name,
      status: "listed",
      featured: true,
    });
  });
});
