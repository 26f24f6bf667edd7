import { and } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { countLimit, countProductsUpTo, exactCountLimit } from "./capped-count";
import { filterConditions } from "./product-cards";

const t = useTestDatabase();

describe("countLimit", () => {
  it("counts at least 1,000 and always ten pages past the current one", () => {
    expect(countLimit(1, 12)).toBe(exactCountLimit);
    expect(countLimit(100, 12)).toBe(110 * 12);
  });
});

describe("countProductsUpTo", () => {
  it("counts listed matches exactly up to the limit and says when more match", async () => {
    const vendor = await createVendor(t.db);
    for (let index = 0; index < 4; index += 1) await createProduct(t.db, { vendorId: vendor.id });
    await createProduct(t.db, { vendorId: vendor.id, isActive: false });
    const where = and(...filterConditions({}));
    expect(await countProductsUpTo(t.db, { where, limit: 4 })).toEqual({
      total: 4,
      totalIsLowerBound: false,
    });
    expect(await countProductsUpTo(t.db, { where, limit: 3 })).toEqual({ total: 3, totalIsLowerBound: true });
  });
});
