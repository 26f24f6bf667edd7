import { describe, expect, it } from "vitest";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { listDeals } from "./deals.queries";

const t = useTestDatabase();

describe("listDeals", () => {
  it("lists listed products priced below their earlier price, deepest discount first, with the percentage off", async () => {
    const vendor = await createVendor(t.db);
    const hiddenVendor = await createVendor(t.db, { isActive: false });
    await createProduct(t.db, {
      name: "Ten off",
      vendorId: vendor.id,
      price: 900_000,
      originalPrice: 1_000_000,
    });
    await createProduct(t.db, {
      name: "A third off, out of stock",
      vendorId: vendor.id,
      price: 200_000,
      originalPrice: 300_000,
      stockQuantity: 0,
    });
    await createProduct(t.db, {
      name: "Barely off",
      vendorId: vendor.id,
      price: 99_950,
      originalPrice: 100_000,
    });
    await createProduct(t.db, { name: "Full price", vendorId: vendor.id, price: 500_000 });
    await createProduct(t.db, {
      name: "Unlisted deal",
      vendorId: vendor.id,
      price: 100_000,
      originalPrice: 900_000,
      isActive: false,
    });
    await createProduct(t.db, {
      name: "Hidden vendor's deal",
      vendorId: hiddenVendor.id,
      price: 100_000,
      originalPrice: 900_000,
    });

    const deals = await listDeals(t.db, { page: 1 });

    expect(deals).toMatchObject({ total: 3, totalIsLowerBound: false, page: 1, pageSize: 12 });
    expect(
      deals.rows.map(({ name, price, originalPrice, percentOff }) => ({
        name,
        price,
        originalPrice,
        percentOff,
      })),
    ).toEqual([
      { name: "A third off, out of stock", price: 200_000, originalPrice: 300_000, percentOff: 33 },
      { name: "Ten off", price: 900_000, originalPrice: 1_000_000, percentOff: 10 },
      { name: "Barely off", price: 99_950, originalPrice: 100_000, percentOff: 0 },
    ]);
    expect(deals.rows[0]).toMatchObject({ stockQuantity: 0, vendor: { id: vendor.id } });
  });

  it("pages 12 at a time, newest first among equal discounts, without overlap", async () => {
    const vendor = await createVendor(t.db);
    for (let i = 0; i < 14; i++) {
      await createProduct(t.db, {
        name: `Deal ${i}`,
        vendorId: vendor.id,
        price: 800_000,
        originalPrice: 1_000_000,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }

    const first = await listDeals(t.db, { page: 1 });
    const second = await listDeals(t.db, { page: 2 });

    expect(first.total).toBe(14);
    expect(first.rows).toHaveLength(12);
    expect(first.rows[0]!.name).toBe("Deal 13");
    expect(second.rows.map((row) => row.name)).toEqual(["Deal 1", "Deal 0"]);
  });

  it("is empty when nothing is discounted", async () => {
    await createProduct(t.db, { price: 500_000 });
    expect(await listDeals(t.db, { page: 1 })).toMatchObject({ rows: [], total: 0 });
  });
});
