import { safeReturnPath } from "#common/access";
import { categoryOf } from "#common/notifications";
import { notifications, users } from "#db/schema";
import { count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../tests/factories";
import { useTestDatabase } from "../tests/setup/database";
import { seedBulkProducts } from "./catalog/seed-bulk-products";
import { seedDemoCatalog } from "./catalog/seed-demo-catalog";
import { seedBulkNotifications } from "./notifications-at-scale";
import { seedBulkOrders } from "./orders/seed-bulk-orders";
import { seedDemoData } from "./seed-demo";
import { seedBulkSupportTickets } from "./support-at-scale";

const t = useTestDatabase();
const now = new Date("2026-03-01T10:00:00Z");

async function noticesOf(email: string) {
  return t.db
    .select({
      type: notifications.type,
      priority: notifications.priority,
      read: notifications.read,
      actionUrl: notifications.actionUrl,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(users.email, email));
}

describe("the demo notifications", () => {
  it("give the buyer, a vendor, the admin and staff several, read and unread, of more than one priority, each leading to a page of this site; seeding again adds none", async () => {
    await seedDemoData(t.db);
    for (const email of [
      "buyer@example.com",
      "vendor@lagosthreads.ng",
      "admin@shopafricanbrands.com",
      "staff@shopafricanbrands.com",
    ]) {
      const notices = await noticesOf(email);
      expect(notices.length, email).toBeGreaterThanOrEqual(3);
      expect(new Set(notices.map((notice) => notice.read)).size, email).toBe(2);
      expect(new Set(notices.map((notice) => notice.priority)).size, email).toBeGreaterThan(1);
      for (const notice of notices) expect(safeReturnPath(notice.actionUrl), email).toBe(notice.actionUrl);
    }
    expect(new Set((await noticesOf("buyer@example.com")).map((n) => categoryOf(n.type))).size).toBe(2);
    expect(new Set((await noticesOf("vendor@lagosthreads.ng")).map((n) => categoryOf(n.type))).size).toBe(3);
    const [before] = await t.db.select({ n: count() }).from(notifications);
    await seedDemoData(t.db);
    const [after] = await t.db.select({ n: count() }).from(notifications);
    expect(after!.n).toBe(before!.n);
  });

  it("at a benchmark's scale: the orders' buyers hear of their orders and the admin of every ticket, the older ones read", async () => {
    await seedDemoCatalog(t.db, { now });
    await seedBulkProducts(t.db, { count: 40, now });
    await seedBulkOrders(t.db, { count: 120, now });
    await seedBulkSupportTickets(t.db, { total: 30, now });
    await createUser(t.db, { role: "admin", email: "admin@shopafricanbrands.com" });
    const stored = await seedBulkNotifications(t.db, { now });
    const [tickets] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(like(notifications.id, "ntf_bench_t_%"));
    expect(tickets!.n).toBe(30);
    expect(stored).toBeGreaterThan(60);
    const [unread] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.read, false));
    expect(unread!.n).toBeGreaterThan(0);
    expect(unread!.n).toBeLessThan(stored / 2);
    expect(await seedBulkNotifications(t.db, { now })).toBe(stored);
  });
});
