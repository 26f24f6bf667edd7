import { notificationMessages } from "#common/i18n/notifications";
import {
  categoryOf,
  categoryOfType,
  notificationCategories,
  notificationTypes,
  typesOf,
} from "#common/notifications";
import { notifications } from "#db/schema";
import { newId } from "#server/lib/ids";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { deleteAllNotifications } from "./delete-all-notifications";
import { deleteNotification } from "./delete-notification";
import { markAllNotificationsRead } from "./mark-all-notifications-read";
import { markNotificationRead } from "./mark-notification-read";
import { countUnreadNotifications, listNotifications } from "./notifications.queries";
import { notifyUser } from "./notify-user";

const t = useTestDatabase();

async function people() {
  const [owner, other] = await Promise.all([createUser(t.db), createUser(t.db)]);
  return { owner: actorFor(owner), other: actorFor(other) };
}

/** A notification `minutesAgo` old, so the order of a list is known. */
async function notice(
  userId: string,
  {
    minutesAgo = 0,
    type = "order_status",
    read = false,
    priority = "normal",
    actionUrl = "/orders/ord_1",
    title = `Notice ${minutesAgo}`,
  }: Partial<typeof notifications.$inferInsert> & { minutesAgo?: number } = {},
) {
  const id = newId("ntf");
  await t.db.insert(notifications).values({
    id,
    userId,
    title,
    message: "Something happened.",
    type,
    priority,
    read,
    actionUrl,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  return id;
}

async function readOf(id: string) {
  const [row] = await t.db
    .select({ read: notifications.read })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.read;
}

describe("notification categories", () => {
  it("give every type one of the six categories, and every type back from its category", () => {
    for (const type of notificationTypes) expect(notificationCategories).toContain(categoryOfType[type]);
    expect(notificationCategories.flatMap(typesOf).sort()).toEqual([...notificationTypes].sort());
    expect(categoryOf("order_status")).toBe("order");
    expect(categoryOf("contact_request")).toBe("supplier");
    expect(categoryOf("support_reply")).toBe("system");
    expect(categoryOf("something_from_an_older_release")).toBe("system");
  });
});

describe("notifyUser", () => {
  it("leaves an unread notification of normal priority unless told otherwise", async () => {
    const { owner } = await people();
    await notifyUser(t.db, {
      userId: owner.userId,
      title: "Order SAB-000001: shipped",
      message: "Shipped with DHL",
      type: "order_status",
      actionUrl: "/orders/ord_1",
    });
    await notifyUser(t.db, {
      userId: owner.userId,
      title: "Order SAB-000001 cancelled",
      message: "Cancelled by the marketplace.",
      type: "order_status",
      actionUrl: "/orders/ord_1",
      priority: "high",
    });
    const list = await listNotifications(t.db, { actor: owner });
    expect(list.rows.map((row) => [row.title, row.priority, row.read, row.category])).toEqual([
      ["Order SAB-000001 cancelled", "high", false, "order"],
      ["Order SAB-000001: shipped", "normal", false, "order"],
    ]);
    expect(list.unread).toBe(2);
  });

  it("refuses a priority outside the list (the database's check)", async () => {
    const { owner } = await people();
    await expect(
      t.db.execute(
        sql`insert into notifications (id, user_id, title, message, type, priority) values ('ntf_bad', ${owner.userId}, 't', 'm', 'rfq', 'urgent')`,
      ),
    ).rejects.toThrow();
  });
});

describe("the person's notifications", () => {
  it("are their own latest 50, newest first, with their unread count", async () => {
    const { owner, other } = await people();
    for (let minute = 0; minute < 55; minute += 1)
      await notice(owner.userId, { minutesAgo: minute, read: minute % 2 === 1 });
    await notice(other.userId, { title: "Someone else's" });
    const list = await listNotifications(t.db, { actor: owner });
    expect(list.rows).toHaveLength(50);
    expect(list.rows[0]!.title).toBe("Notice 0");
    expect(list.rows.at(-1)!.title).toBe("Notice 49");
    expect(list.rows.some((row) => row.title === "Someone else's")).toBe(false);
    expect(list.unread).toBe(28);
    expect(await countUnreadNotifications(t.db, { actor: owner })).toBe(28);
    expect(await countUnreadNotifications(t.db, { actor: other })).toBe(1);
  });

  it("filter by category and by unread, and keep the whole unread count", async () => {
    const { owner } = await people();
    await notice(owner.userId, { type: "rfq", minutesAgo: 1, title: "Quote" });
    await notice(owner.userId, { type: "rfq", minutesAgo: 2, read: true, title: "Old quote" });
    await notice(owner.userId, { type: "contact_request", minutesAgo: 3, title: "Message" });
    await notice(owner.userId, { type: "order_status", minutesAgo: 4, title: "Shipped" });
    const titles = async (filter: Parameters<typeof listNotifications>[1]) =>
      (await listNotifications(t.db, filter)).rows.map((row) => row.title);
    expect(await titles({ actor: owner, category: "rfq" })).toEqual(["Quote", "Old quote"]);
    expect(await titles({ actor: owner, category: "supplier" })).toEqual(["Message"]);
    expect(await titles({ actor: owner, unreadOnly: true })).toEqual(["Quote", "Message", "Shipped"]);
    expect(await titles({ actor: owner, category: "rfq", unreadOnly: true })).toEqual(["Quote"]);
    expect(await titles({ actor: owner, category: "payment" })).toEqual([]);
    expect((await listNotifications(t.db, { actor: owner, category: "payment" })).unread).toBe(3);
  });

  it("say which lead somewhere: only a same-site path, never another site", async () => {
    const { owner } = await people();
    await notice(owner.userId, { title: "Here", actionUrl: "/dashboard/support/tkt_1", minutesAgo: 1 });
    await notice(owner.userId, { title: "Elsewhere", actionUrl: "https://evil.example/x", minutesAgo: 2 });
    await notice(owner.userId, { title: "Sneaky", actionUrl: "//evil.example/x", minutesAgo: 3 });
    await notice(owner.userId, { title: "Nowhere", actionUrl: null, minutesAgo: 4 });
    const list = await listNotifications(t.db, { actor: owner });
    expect(list.rows.map((row) => [row.title, row.hasLink])).toEqual([
      ["Here", true],
      ["Elsewhere", false],
      ["Sneaky", false],
      ["Nowhere", false],
    ]);
  });
});

describe("marking read", () => {
  it("marks one of the person's own read and answers where it leads; again is no failure", async () => {
    const { owner } = await people();
    const id = await notice(owner.userId, { actionUrl: "/orders/ord_9" });
    expect(await markNotificationRead(t.db, { actor: owner, notificationId: id })).toEqual({
      target: "/orders/ord_9",
      message: notificationMessages.markedRead,
    });
    expect(await readOf(id)).toBe(true);
    expect((await markNotificationRead(t.db, { actor: owner, notificationId: id })).target).toBe(
      "/orders/ord_9",
    );
    expect(await countUnreadNotifications(t.db, { actor: owner })).toBe(0);
  });

  it("never leads to another site: an outside address answers no target", async () => {
    const { owner } = await people();
    const id = await notice(owner.userId, { actionUrl: "https://evil.example/" });
    expect((await markNotificationRead(t.db, { actor: owner, notificationId: id })).target).toBeNull();
    expect(await readOf(id)).toBe(true);
  });

  it("answers not found for another person's notification, and leaves it unread", async () => {
    const { owner, other } = await people();
    const id = await notice(owner.userId);
    const error = await appErrorFrom(markNotificationRead(t.db, { actor: other, notificationId: id }));
    expect(error.code).toBe("NOT_FOUND");
    expect(error.message).toBe(notificationMessages.notFound);
    expect(await readOf(id)).toBe(false);
    expect(
      (await appErrorFrom(markNotificationRead(t.db, { actor: owner, notificationId: "ntf_x" }))).code,
    ).toBe("NOT_FOUND");
  });

  it("marks all of the person's own read, and nobody else's", async () => {
    const { owner, other } = await people();
    await notice(owner.userId);
    await notice(owner.userId, { read: true });
    await notice(owner.userId);
    const others = await notice(other.userId);
    expect(await markAllNotificationsRead(t.db, { actor: owner })).toEqual({
      count: 2,
      message: notificationMessages.allMarkedRead,
    });
    expect(await countUnreadNotifications(t.db, { actor: owner })).toBe(0);
    expect(await readOf(others)).toBe(false);
    expect(await markAllNotificationsRead(t.db, { actor: owner })).toEqual({
      count: 0,
      message: notificationMessages.noneUnread,
    });
  });
});

describe("deleting", () => {
  it("deletes one of the person's own; another person's is not found and stays", async () => {
    const { owner, other } = await people();
    const mine = await notice(owner.userId);
    const theirs = await notice(other.userId);
    expect(await deleteNotification(t.db, { actor: owner, notificationId: mine })).toEqual({
      message: notificationMessages.deleted,
    });
    expect(await readOf(mine)).toBeUndefined();
    expect(
      (await appErrorFrom(deleteNotification(t.db, { actor: owner, notificationId: theirs }))).code,
    ).toBe("NOT_FOUND");
    expect(await readOf(theirs)).toBe(false);
    expect((await appErrorFrom(deleteNotification(t.db, { actor: owner, notificationId: mine }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("deletes all of the person's own, read and unread, and nobody else's", async () => {
    const { owner, other } = await people();
    await notice(owner.userId);
    await notice(owner.userId, { read: true });
    const others = await notice(other.userId);
    expect(await deleteAllNotifications(t.db, { actor: owner })).toEqual({
      count: 2,
      message: notificationMessages.allDeleted,
    });
    expect((await listNotifications(t.db, { actor: owner })).rows).toEqual([]);
    expect(await readOf(others)).toBe(false);
    expect(await deleteAllNotifications(t.db, { actor: owner })).toEqual({
      count: 0,
      message: notificationMessages.noneToDelete,
    });
  });
});
