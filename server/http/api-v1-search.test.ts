import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { searchSorts } from "#common/search";
import { searchAnalytics } from "#db/schema";
import { createProduct, createVendor } from "../../tests/catalog-factories";
import { guestApi } from "../../tests/api-harness";
import { useTestDatabase } from "../../tests/setup/database";

const t = useTestDatabase();

interface SearchPage {
  rows: { id: string }[];
  nextCursor: string | null;
  total?: number;
}

async function read(path: string): Promise<SearchPage> {
  const response = await guestApi(t.db).request(path);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchPage;
}

/** Every id of a search, following nextCursor from the first page to the end. */
async function walk(path: string): Promise<string[]> {
  const seen: string[] = [];
  let page = await read(path);
  seen.push(...page.rows.map((row) => row.id));
  while (page.nextCursor) {
    page = await read(`${path}&cursor=${page.nextCursor}`);
    seen.push(...page.rows.map((row) => row.id));
  }
  return seen;
}

/** Every id of a search, reading the numbered pages until one comes back empty. */
async function numbered(path: string): Promise<string[]> {
  const seen: string[] = [];
  for (let page = 1; ; page += 1) {
    const { rows } = await read(`${path}&page=${page}`);
    if (rows.length === 0) return seen;
    seen.push(...rows.map((row) => row.id));
  }
}

/**
 * 27 kente products with ties on every sort key: names that rank alike, shared prices, shared view
 * counts and one shared creation time, so only the id can order them at a page boundary.
 */
async function seedKente() {
  const vendor = await createVendor(t.db);
  const sameMoment = new Date("2026-03-01T10:00:00.123456Z");
  const ids: string[] = [];
  for (let i = 0; i < 27; i += 1) {
    const product = await createProduct(t.db, {
      vendorId: vendor.id,
      name: i % 3 === 0 ? `Kente Kente Stole ${i}` : `Kente Stole ${i}`,
      price: 100_000 * (1 + (i % 4)),
      viewCount: i % 5,
      createdAt: i < 9 ? sameMoment : new Date(Date.UTC(2026, 0, 1 + i)),
    });
    ids.push(product.id);
  }
  await createProduct(t.db, { vendorId: vendor.id, name: "Adire Scarf" });
  return ids;
}

describe("GET /api/v1/search with a cursor", () => {
  it("walks every match exactly once in each sort, in the numbered pages' order", async () => {
    const ids = await seedKente();
    for (const sort of searchSorts) {
      const path = `/api/v1/search?q=kente&sort=${sort}`;
      const seen = await walk(path);
      expect(seen, sort).toHaveLength(27);
      expect(new Set(seen), sort).toEqual(new Set(ids));
      expect(seen, sort).toEqual(await numbered(path));
    }
  });

  it("keeps walking the close spellings when the words matched nothing", async () => {
    const ids = await seedKente();
    const path = "/api/v1/search?q=kentey%20stole";
    const first = await read(path);
    expect(first.total).toBe(27);
    const seen = await walk(path);
    expect(seen).toHaveLength(27);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  it("records the search once, for its first page, not for the pages after", async () => {
    await seedKente();
    await walk("/api/v1/search?q=kente");
    expect(await t.db.select().from(searchAnalytics)).toHaveLength(1);
  });

  it("answers an edited cursor, one from another sort, or a cursor with a page with 400", async () => {
    await seedKente();
    const { nextCursor } = await read("/api/v1/search?q=kente&sort=price_asc");
    expect(nextCursor).not.toBeNull();
    const [, mode, price, id] = JSON.parse(Buffer.from(nextCursor!, "base64url").toString()) as string[];
    const edited = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString("base64url");
    for (const cursor of [
      "%%%",
      "bm90IGpzb24",
      edited(["price_asc", mode, "1 or 1=1", id]),
      edited(["price_asc", "everything", price, id]),
      edited(["price_asc", mode, price]),
    ]) {
      const response = await guestApi(t.db).request(`/api/v1/search?q=kente&sort=price_asc&cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect((await response.json()).error.message).toBe(messages.cursor.invalid);
    }
    const otherSort = await guestApi(t.db).request(`/api/v1/search?q=kente&sort=newest&cursor=${nextCursor}`);
    expect(otherSort.status).toBe(400);
    const both = await guestApi(t.db).request(`/api/v1/search?q=kente&page=2&cursor=${nextCursor}`);
    expect(both.status).toBe(400);
    expect((await both.json()).error.message).toBe(messages.cursor.withPage);
  });
});
