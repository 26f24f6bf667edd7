import { describe, expect, it } from "vitest";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { guestApi } from "../../../tests/api-harness";
import { useTestDatabase } from "../../../tests/setup/database";

const t = useTestDatabase();

const api = () => guestApi(t.db);

describe("GET /api/v1/vendors", () => {
  it("answers the directory filters and paging as JSON", async () => {
    await createVendor(t.db, { businessName: "Nairobi Beads", countryCode: "KE", verified: true });
    await createVendor(t.db, { businessName: "Accra Cocoa", countryCode: "GH" });
    const response = await api().request("/api/v1/vendors?country=ke&verified=true&page=0");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      rows: { businessName: string; countryName: string }[];
      total: number;
      page: number;
      pageSize: number;
    };
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 12 });
    expect(body.rows).toEqual([
      expect.objectContaining({ businessName: "Nairobi Beads", countryName: "Kenya" }),
    ]);
  });
});

describe("GET /api/v1/vendors/:id", () => {
  it("answers a store's profile, and 404 for an unknown one", async () => {
    const vendor = await createVendor(t.db, { businessName: "Lagos Threads" });
    await createProduct(t.db, { vendorId: vendor.id });
    const found = await api().request(`/api/v1/vendors/${vendor.id}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      id: vendor.id,
      businessName: "Lagos Threads",
      productCount: 1,
      followerCount: 0,
      viewerFollows: false,
    });

    const missing = await api().request("/api/v1/vendors/ven_missing");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "Store Not Found" } });
  });
});
