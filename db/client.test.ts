import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { openDatabase, pgliteExtensions, queryRows } from "./client";
import { sql } from "drizzle-orm";

describe("openDatabase (embedded)", () => {
  it("vacuums and analyses, so the planner knows how many rows a table has", async () => {
    const database = await openDatabase({ pglite: await PGlite.create({ extensions: pgliteExtensions }) });
    try {
      await database.db.execute(sql`create table things (id int primary key)`);
      await database.db.execute(sql`insert into things select generate_series(1, 500)`);
      await database.vacuum();
      const [stats] = await queryRows<{ reltuples: number }>(database.db, sql`select reltuples from pg_class where relname = 'things'`);
      expect(Number(stats?.reltuples)).toBe(500);
    } finally {
      await database.close();
    }
  });
});
