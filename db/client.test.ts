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

describe.skipIf(!process.env.TEST_DATABASE_URL)("openDatabase (PostgreSQL)", () => {
  it("survives an idle connection being ended by the server and answers the next query", async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL! }, { onIdleConnectionError: (error) => lost.push(error) });
    try {
      const [me] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      const admin = await openDatabase({ url: process.env.TEST_DATABASE_URL! });
      await admin.db.execute(sql`select pg_terminate_backend(${me!.pid})`);
      await admin.close();
      await expect.poll(() => lost.length).toBe(1);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
