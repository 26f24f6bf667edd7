import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase, pgliteExtensions, queryRows } from "./client";
import { isConnectionLost } from "./connection-lost";
import { sql } from "drizzle-orm";

describe("openDatabase (embedded)", () => {
  it("vacuums and analyses, so the planner knows how many rows a table has", async () => {
    const database = await openDatabase({ pglite: await PGlite.create({ extensions: pgliteExtensions }) });
    try {
      await database.db.execute(sql`create table things (id int primary key)`);
      await database.db.execute(sql`insert into things select generate_series(1, 500)`);
      await database.vacuum();
      const [stats] = await queryRows<{ reltuples: number }>(
        database.db,
        sql`select reltuples from pg_class where relname = 'things'`,
      );
      expect(Number(stats?.reltuples)).toBe(500);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("openDatabase (PostgreSQL)", () => {
  it("survives an idle connection being ended by the server and answers the next query", async () => {
    const lost: Error[] = [];
    const database = await openDatabase(
      { url: process.env.TEST_DATABASE_URL! },
      { onConnectionError: (error) => lost.push(error) },
    );
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

  it("runs one process's exclusive work at a time: two booting servers migrate and seed in turn", async () => {
    const first = await openDatabase({ url: process.env.TEST_DATABASE_URL! });
    const second = await openDatabase({ url: process.env.TEST_DATABASE_URL! });
    try {
      const steps: string[] = [];
      let releaseFirst = () => {};
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstStarted = () => {};
      const started = new Promise<void>((resolve) => (firstStarted = resolve));
      const one = first.exclusively(async () => {
        steps.push("first starts");
        firstStarted();
        await firstHolds;
        steps.push("first ends");
      });
      await started;
      const two = second.exclusively(async () => {
        steps.push("second starts");
      });
      // The second waits on the lock for as long as the first holds it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(steps).toEqual(["first starts"]);
      releaseFirst();
      await Promise.all([one, two]);
      expect(steps).toEqual(["first starts", "first ends", "second starts"]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  /**
   * A database that reports lost connections, and `kill(marker, state)`: ends the connection whose
   * statement holds `marker` once it is in that state (opened first, so it is ready in time).
   */
  async function withDatabase(
    use: (
      database: Database,
      kill: (marker: string, state: string) => Promise<void>,
      lost: Error[],
    ) => Promise<void>,
  ) {
    const lost: Error[] = [];
    const database = await openDatabase(
      { url: process.env.TEST_DATABASE_URL! },
      { onConnectionError: (error) => lost.push(error) },
    );
    const admin = await openDatabase({ url: process.env.TEST_DATABASE_URL! });
    await admin.ping();
    const kill = async (marker: string, state: string) => {
      await expect
        .poll(
          async () => {
            const [ended] = await queryRows<{ n: number }>(
              admin.db,
              sql`select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where state = ${state} and query like ${`%${marker}%`} and pid <> pg_backend_pid()) ended`,
            );
            return ended?.n;
          },
          { timeout: 10_000 },
        )
        .toBe(1);
    };
    try {
      await use(database, kill, lost);
    } finally {
      await admin.close();
      await database.close();
    }
  }

  it("answers a read whose connection is ended while it runs, from a new connection", async () => {
    await withDatabase(async (database, kill) => {
      const marker = `read_${Date.now()}`;
      const reading = queryRows<{ answer: number }>(
        database.db,
        sql`select pg_sleep(2), 42 as answer -- ${sql.raw(marker)}`,
      );
      await kill(marker, "active");
      expect(await reading).toMatchObject([{ answer: 42 }]);
    });
  });

  it("fails a write whose connection is ended while it runs, without trying it again", async () => {
    await withDatabase(async (database, kill) => {
      const marker = `write_${Date.now()}`;
      // Drizzle's query runs once then() is called.
      const failure = database.db
        .execute(sql.raw(`do $$ begin perform pg_sleep(2); raise notice '${marker}'; end $$`))
        .then(
          () => null,
          (error: unknown) => error,
        );
      await kill(marker, "active");
      expect(isConnectionLost(await failure)).toBe(true);
      await expect(database.ping()).resolves.toBeUndefined();
    });
  });

  it("fails a transaction whose connection is ended between its statements, and the process lives on", async () => {
    await withDatabase(async (database, kill, lost) => {
      const marker = `transaction_${Date.now()}`;
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 -- ${sql.raw(marker)}`);
        // The client is checked out, between statements, when its connection ends: it emits 'error'.
        await kill(marker, "idle in transaction");
        await expect.poll(() => lost.length).toBe(1);
        await tx.execute(sql`select 2`);
      });
      expect(
        isConnectionLost(
          await transaction.then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      ).toBe(true);
      await expect(database.ping()).resolves.toBeUndefined();
    });
  });
});
