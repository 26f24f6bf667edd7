import { describe, expect, it } from "vitest";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { guestApi } from "../../../tests/api-harness";
import { useTestDatabase } from "../../../tests/setup/database";

const t = useTestDatabase();

const api = () => guestApi(t.db);

describe("GET /api/v1/products", () => {
  it("answers the /products filters and paging as JSON", async () => {
    const vendor = await createVendor(t.db, { verified: true });
    await createProduct(t.db, {
      name: "Kenyan Tea",
      vendorId: vendor.id,
      countryOfOrigin: "KE",
      price: 250_000,
    });
    await createProduct(t.db, {
      name: "Ghana Cocoa",
      vendorId: vendor.id,
      countryOfOrigin: "GH",
      price: 900_000,
    });

    const response = await api().request("/api/v1/products?country=ke&price=1000-5000&page=1");

    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      rows: { name: string; price: number }[];
      total: number;
      page: number;
      pageSize: number;
    };
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 12 });
    expect(body.rows.map((row) => row.name)).toEqual(["Kenyan Tea"]);
  });

  it("ignores malformed parameters instead of failing", async () => {
    await createProduct(t.db, { name: "Basket" });
    const response = await api().request("/api/v1/products?page=-3&minPrice=cheap&country=%00&q=%25");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ total: 0, page: 1 });
  });
});

describe("GET /api/v1/categories", () => {
  it("lists the categories with product counts", async () => {
    const art = await createCategory(t.db, { slug: "art", name: "Art" });
    await createProduct(t.db, { categoryId: art.id });
    const response = await api().request("/api/v1/categories");
    expect(await response.json()).toEqual({
      categories: [expect.objectContaining({ slug: "art", name: "Art", productCount: 1 })],
    });
  });
});
