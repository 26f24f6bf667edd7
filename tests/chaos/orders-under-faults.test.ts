import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { createProduct, createVendor } from "../catalog-factories";
import { apiCall } from "../http-client";
import { createServerTestDatabase, type ServerTestDatabase } from "../setup/database";
import { type GuestOrder, placeGuestOrder, type Target } from "./guest-buyer";
import { serverProcess } from "./server-process";

// Bounded in count and time: 4 guests place 6 orders each, side by side, while faults are injected after
// a given number of finished orders (so the server is always in the middle of other orders). The
// waits are generous bounds for a busy machine (a restart of the server can take a while there).
const guests = 4;
const ordersPerGuest = 6;
const quantity = 2;
const initialStock = 1_000;

let database: ServerTestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/** The database's own name, as pg_stat_activity shows it. */
const databaseName = (url: string) => new URL(url).pathname.slice(1);

/**
 * Ends every connection the server holds to its database, first waiting (briefly) until one of
 * them is busy, so a query or transaction in flight is among those killed. Returns how many ended.
 */
async function terminateBackends(admin: pg.Client, name: string): Promise<number> {
  for (let poll = 0; poll < 400; poll += 1) {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and state <> 'idle'",
      [name],
    );
    if (rows[0]!.n > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const { rows } = await admin.query<{ n: number }>(
    "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1) ended",
    [name],
  );
  return rows[0]!.n;
}

describe("orders under faults", () => {
  it("loses or doubles no order when the database connections are killed and the server is killed with -9 during orders", async () => {
    database = await createServerTestDatabase();
    const setup = await database.open();
    const vendor = await createVendor(setup.db);
    const products = await Promise.all(
      [1, 2, 3].map(() => createProduct(setup.db, { vendorId: vendor.id, stockQuantity: initialStock })),
    );
    await setup.close();

    const onPostgres = database.kind === "postgres";
    const admin = onPostgres ? new pg.Client({ connectionString: process.env.TEST_DATABASE_URL }) : null;
    await admin?.connect();
    const name = onPostgres ? databaseName(database.env.DATABASE_URL) : "";
    const server = serverProcess(database.env);
    const target: Target = {
      get origin() {
        return server.origin;
      },
      async waitUntilHealthy() {
        for (let poll = 0; poll < 3_000; poll += 1) {
          if (server.unexpectedExits.length) throw new Error(server.unexpectedExits[0]);
          if (
            server.running &&
            (await apiCall(server.origin, "/healthz").then(
              (answer) => answer.ok,
              () => false,
            ))
          )
            return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("the server did not become healthy again");
      },
    };

    // After this many finished orders: kill the database connections, or kill -9 and restart the server.
    const terminateAfter = new Set(onPostgres ? [3, 8, 13] : []);
    const killAfter = 17;
    const faults: Promise<unknown>[] = [];
    let terminated = 0;
    let finished = 0;
    const afterOrder = () => {
      finished += 1;
      if (terminateAfter.has(finished))
        faults.push(terminateBackends(admin!, name).then((n) => (terminated += n)));
      if (finished === killAfter) faults.push(server.kill().then(() => server.start()));
    };

    try {
      await server.start();
      const placed: GuestOrder[] = (
        await Promise.all(
          Array.from({ length: guests }, async (_, guest) => {
            const mine: GuestOrder[] = [];
            for (let n = 0; n < ordersPerGuest; n += 1) {
              const product = products[(guest + n) % products.length]!;
              mine.push(
                await placeGuestOrder(target, {
                  productId: product.id,
                  quantity,
                  email: `guest-${guest}-${n}@example.com`,
                }),
              );
              afterOrder();
            }
            return mine;
          }),
        )
      ).flat();
      await Promise.all(faults);
      if (onPostgres) expect(terminated).toBeGreaterThan(0);

      if (admin) {
        // An outage: the database refuses every connection. /healthz says so, and recovers with it.
        await admin.query(`alter database "${name}" allow_connections false`);
        try {
          await terminateBackends(admin, name);
          const down = await apiCall(server.origin, "/healthz");
          expect({ status: down.status, json: down.json }).toEqual({
            status: 503,
            json: { status: "error", database: "unreachable" },
          });
        } finally {
          await admin.query(`alter database "${name}" allow_connections true`);
        }
        await target.waitUntilHealthy();
      }
      expect(server.unexpectedExits).toEqual([]);
      await server.kill();

      const check = await database.open();
      try {
        const orders = await queryRows<{
          id: string;
          email: string;
          items: number;
          subOrders: number;
          statuses: number;
        }>(
          check.db,
          sql`select o.id, o.email,
                  (select count(*)::int from order_items i where i.order_id = o.id) as items,
                  (select count(*)::int from sub_orders s where s.order_id = o.id) as "subOrders",
                  (select count(*)::int from order_status st where st.order_id = o.id) as statuses
                from orders o`,
        );
        // Every guest's cart became exactly one whole order, and the ones a guest saw placed are those.
        expect(orders.map((order) => order.email).sort()).toEqual(placed.map((order) => order.email).sort());
        expect(
          orders.filter((order) => order.items !== 1 || order.subOrders !== 1 || order.statuses !== 1),
        ).toEqual([]);
        const byEmail = new Map(orders.map((order) => [order.email, order.id]));
        for (const order of placed.filter((order) => order.seenOrderId))
          expect(byEmail.get(order.email)).toBe(order.seenOrderId);

        const stock = await queryRows<{ id: string; stock: number; ordered: number }>(
          check.db,
          sql`select p.id, p.stock_quantity as stock, coalesce((select sum(i.quantity)::int from order_items i where i.product_id = p.id), 0) as ordered
                from products p where p.vendor_id = ${vendor.id}`,
        );
        expect(stock.map((row) => row.stock + row.ordered)).toEqual(products.map(() => initialStock));
        expect(stock.reduce((sum, row) => sum + row.ordered, 0)).toBe(guests * ordersPerGuest * quantity);
      } finally {
        await check.close();
      }
    } finally {
      await server.kill();
      await admin?.end();
    }
  }, 400_000);
});
