import type { Db } from "#db/client";
import { orderNotes, orders, users } from "#db/schema";
import { inArray } from "drizzle-orm";
import { insertNewRows } from "../catalog/insert-in-chunks";

const hour = 60 * 60 * 1000;

/**
 * Internal notes from the demo admin and staff on two of the demo store's past orders, so an order's
 * back-office page shows some. Seeding again adds nothing.
 */
export async function seedDemoOrderNotes(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["admin@shopafricanbrands.com", "staff@shopafricanbrands.com"]));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? null;
  const notes = [
    {
      id: "onb_demo_001_a",
      orderId: "ord_demo_lt_001",
      authorUserId: idOf("staff@shopafricanbrands.com"),
      body: "The buyer called: the office receives deliveries on weekdays only, 9 to 5.",
      createdAt: new Date(now.getTime() - 26 * hour),
    },
    {
      id: "onb_demo_001_b",
      orderId: "ord_demo_lt_001",
      authorUserId: idOf("admin@shopafricanbrands.com"),
      body: "Told Lagos Threads; they will book the courier for a weekday.",
      createdAt: new Date(now.getTime() - 20 * hour),
    },
    {
      id: "onb_demo_002_a",
      orderId: "ord_demo_lt_002",
      authorUserId: idOf("staff@shopafricanbrands.com"),
      body: "Buyer asked whether the two prints can ship together; the vendor confirmed they can.",
      createdAt: new Date(now.getTime() - 3 * hour),
    },
  ];
  const existing = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, [...new Set(notes.map((note) => note.orderId))]));
  const present = new Set(existing.map((order) => order.id));
  await insertNewRows(
    db,
    orderNotes,
    notes.filter((note) => present.has(note.orderId)),
  );
}
