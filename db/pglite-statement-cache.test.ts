import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withStatementCache } from "./pglite-statement-cache";

let raw: PGlite;
let cached: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  cached = withStatementCache(raw, { capacity: 2 });
  await raw.exec(`create table items (id text primary key, n int, at timestamptz, tags text[], data jsonb)`);
});
afterAll(() => raw.close());

/**
 * The server's own list of this session's named statements (asked through PGlite itself), oldest
 * first: PGlite's clock ticks in milliseconds, so the names (numbered in order) break ties.
 */
async function preparedTexts(): Promise<string[]> {
  const result = await raw.query<{ statement: string }>(
    "select statement from pg_prepared_statements order by prepare_time, length(name), name",
  );
  return result.rows.map((row) => row.statement);
}

describe("reads through prepared statements on PGlite", () => {
  it("answers as PGlite does, for every kind of parameter and in both row modes", async () => {
    const at = new Date("2026-11-27T10:00:00Z");
    await cached.query("insert into items values ($1, $2, $3, $4, $5)", ["a", 1, at, ["x", "y"], { k: 1 }]);
    const text =
      "select id, n, at, tags, data from items where n >= $1 and at <= $2 and tags && $3 and data @> $4";
    const params = [0, at, ["x"], { k: 1 }];
    for (let run = 0; run < 7; run += 1) {
      expect((await cached.query(text, params)).rows).toEqual((await raw.query(text, params)).rows);
      expect((await cached.query(text, params, { rowMode: "array" })).rows).toEqual([
        ["a", 1, at, ["x", "y"], { k: 1 }],
      ]);
    }
    expect(await cached.query("select id from items where id = $1", [null])).toMatchObject({ rows: [] });
    // A call's own parsers win over PGlite's for their types, as Drizzle's keep timestamps as text.
    const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } };
    expect((await cached.query("select at, n from items", [], asText)).rows).toEqual(
      (await raw.query("select at, n from items", [], asText)).rows,
    );
    expect((await cached.query<{ at: string }>("select at from items", [], asText)).rows[0]!.at).toMatch(
      /^at /,
    );
  });

  it("keeps one statement per text, closes the least recently used past its capacity", async () => {
    await raw.exec("deallocate all");
    const first = "select 1 as one";
    const second = "select 2 as two";
    await cached.query(first);
    await cached.query(second);
    await cached.query(first);
    await cached.query("select 3 as three");
    expect(await preparedTexts()).toEqual([first, "select 3 as three"]);
    expect((await cached.query(second)).rows).toEqual([{ two: 2 }]);
  });

  it("reports a bad statement or value as PGlite does, keeps nothing of it, and goes on", async () => {
    await raw.exec("deallocate all");
    await expect(cached.query("select nope from items")).rejects.toMatchObject({ code: "42703" });
    await expect(cached.query("select id from items where n = $1", ["not a number"])).rejects.toMatchObject({
      code: "22P02",
    });
    expect(await preparedTexts()).toEqual(["select id from items where n = $1"]);
    expect((await cached.query("select id from items where n = $1", [1])).rows).toEqual([{ id: "a" }]);
  });

  it("leaves writes and transactions to PGlite", async () => {
    await raw.exec("deallocate all");
    await cached.query("update items set n = $1 where id = $2", [2, "a"]);
    await cached.transaction(async (tx) => {
      await tx.query("select n from items where id = $1", ["a"]);
    });
    expect(await preparedTexts()).toEqual([]);
    expect((await cached.query("select n from items")).rows).toEqual([{ n: 2 }]);
  });
});
