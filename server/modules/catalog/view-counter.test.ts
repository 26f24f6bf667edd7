import pino from "pino";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { products } from "#db/schema";
import { createProduct } from "../../../tests/catalog-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { createViewCounter } from "./view-counter";

const t = useTestDatabase();
const silent = pino({ level: "silent" });

async function viewCountOf(id: string): Promise<number> {
  const [row] = await t.db
    .select({ viewCount: products.viewCount })
    .from(products)
    .where(eq(products.id, id));
  return row!.viewCount;
}

describe("createViewCounter", () => {
  it("adds every recorded view on flush, exactly once, and none to an inactive product", async () => {
    const counter = createViewCounter({ db: t.db, logger: silent, flushEveryMs: 60_000 });
    const product = await createProduct(t.db, { viewCount: 10 });
    const other = await createProduct(t.db);
    const inactive = await createProduct(t.db, { isActive: false });
    counter.record(product.id);
    counter.record(product.id);
    counter.record(other.id);
    counter.record(inactive.id);
    expect(await viewCountOf(product.id)).toBe(10);

    await counter.flush();
    await counter.flush();
    expect([
      await viewCountOf(product.id),
      await viewCountOf(other.id),
      await viewCountOf(inactive.id),
    ]).toEqual([12, 1, 0]);

    counter.record(product.id);
    await counter.stop();
    expect(await viewCountOf(product.id)).toBe(13);
  });

  it("keeps the views when writing fails and writes them with the next flush", async () => {
    const product = await createProduct(t.db);
    const logger = pino({ level: "silent" });
    const logged = vi.spyOn(logger, "error");
    const transaction = vi.spyOn(t.db, "transaction").mockRejectedValueOnce(new Error("connection lost"));
    const counter = createViewCounter({ db: t.db, logger, flushEveryMs: 60_000 });
    counter.record(product.id);
    await counter.flush();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ products: 1 }),
      "writing view counts failed",
    );
    expect(await viewCountOf(product.id)).toBe(0);
    transaction.mockRestore();
    await counter.stop();
    expect(await viewCountOf(product.id)).toBe(1);
  });
});
