import { QueryBuilder } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { products } from "./schema";
import { writtenLimit } from "./written-limit";

describe("writtenLimit", () => {
  it("writes the row count into the statement's text instead of sending it as a parameter", () => {
    const query = new QueryBuilder().select({ id: products.id }).from(products);
    expect(query.limit(writtenLimit(13)).toSQL()).toMatchObject({ params: [] });
    expect(query.limit(writtenLimit(13)).toSQL().sql).toMatch(/ limit 13$/);
    expect(query.limit(13).toSQL()).toMatchObject({
      sql: expect.stringMatching(/ limit \$1$/),
      params: [13],
    });
  });

  it("takes only a row count", () => {
    for (const rows of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      expect(() => writtenLimit(rows)).toThrow(RangeError);
  });
});
