import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationMessages } from "#common/i18n/notifications";
import { dashboardNotificationsPath } from "#common/paths";
import { notifications } from "#db/schema";
import type { createApp } from "#server/app";
import { notifyUser } from "#server/modules/notifications/notify-user";
import { eq } from "drizzle-orm";
import { baseURL, createUser, signInCookie } from "../factories";
import type { TestDatabase } from "../setup/database";
import { type PageApp, startPageApp } from "../page-app";

/**
 * /dashboard/notifications through the whole app: every signed-in role opens its own centre (and the
 * bell shows its own count); an anonymous visitor is sent to log in, for the page and its form posts;
 * another person's notification id answers 404 to every intent and stays as it was; opening one
 * redirects to its same-site path only, never to another site.
 */
let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
const roles = ["user", "vendor", "staff", "admin"] as const;

beforeAll(async () => {
  pageApp = await startPageApp("notification-pages");
  ({ database, app } = pageApp);
  for (const role of [...roles, "owner"] as const) {
    const user = await createUser(database.db, {
      role: role === "owner" ? "user" : role,
      email: `${role}-${Date.now()}@shopafricanbrands.com`,
    });
    userIds[role] = user.id;
    cookies[role] = await signInCookie(database.db, pageApp.services.auth, user.email);
  }
});

afterAll(async () => {
  await pageApp?.stop();
});

async function get(viewer: string | null, target: string) {
  const response = await app.request(`${baseURL}${target}`, {
    headers: { accept: "text/html", ...(viewer ? { cookie: cookies[viewer]! } : {}) },
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

async function post(viewer: string | null, fields: Record<string, string>) {
  const response = await app.request(`${baseURL}${dashboardNotificationsPath}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseURL,
      ...(viewer ? { cookie: cookies[viewer]! } : {}),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

/** The header bell's markup (so a failure prints it, not the whole page). */
function bellOf(html: string): string {
  return /<a class="header-bell"[^>]*>.*?<\/a>/.exec(html)?.[0] ?? "no bell";
}

async function noticeFor(who: string, title: string, actionUrl = "/dashboard/support") {
  await notifyUser(database.db, { userId: userIds[who]!, title, message: "Body", type: "rfq", actionUrl });
  const [row] = await database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.title, title));
  return row!.id;
}

async function stateOf(id: string) {
  const [row] = await database.db
    .select({ read: notifications.read })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row ? (row.read ? "read" : "unread") : "deleted";
}

describe("/dashboard/notifications", () => {
  it("opens for every signed-in role with their own notifications and count; anonymous visitors are sent to log in", async () => {
    for (const role of roles) await noticeFor(role, `For the ${role}`);
    for (const role of roles) {
      const page = await get(role, dashboardNotificationsPath);
      expect(page.status, role).toBe(200);
      expect(page.body).toContain(`For the ${role}`);
      for (const other of roles.filter((r) => r !== role))
        expect(page.body).not.toContain(`For the ${other}`);
      // The header's bell: its name for screen readers says the count.
      expect(bellOf(page.body), role).toContain('<span class="sr-only">Notifications, 1 unread</span>');
    }
    const anonymous = await get(null, dashboardNotificationsPath);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toContain("/auth/login");
    // No bell, and no count read, for a visitor.
    expect(bellOf((await get(null, "/")).body)).toBe("no bell");
    const anonymousPost = await post(null, { intent: "read-all" });
    expect(anonymousPost.status).toBe(302);
    expect(anonymousPost.location).toContain("/auth/login");
  });

  it("answers 404 to another person's notification id for every intent, and leaves it as it was", async () => {
    const theirs = await noticeFor("owner", "The owner's own");
    for (const role of roles)
      for (const intent of ["open", "read", "delete"]) {
        const attempt = await post(role, { intent, id: theirs });
        expect(attempt.status, `${role} ${intent}`).toBe(404);
        expect(attempt.body).toContain(notificationMessages.notFound);
      }
    expect(await stateOf(theirs)).toBe("unread");
    // Another person's "all" is their own all: the owner's notice is untouched.
    for (const role of roles) {
      expect((await post(role, { intent: "read-all" })).status).toBe(200);
      expect((await post(role, { intent: "delete-all" })).status).toBe(200);
    }
    expect(await stateOf(theirs)).toBe("unread");
    expect((await get("owner", dashboardNotificationsPath)).body).toContain("The owner's own");
  });

  it("opens the owner's notification: marked read, redirected to its same-site path, never to another site", async () => {
    const here = await noticeFor("owner", "Leads here", "/dashboard/support/tkt_1");
    const opened = await post("owner", { intent: "open", id: here });
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/dashboard/support/tkt_1");
    expect(await stateOf(here)).toBe("read");

    for (const outside of ["https://evil.example/phish", "//evil.example/phish", "/\\evil.example"]) {
      const away = await noticeFor("owner", `Leads away ${outside}`, outside);
      const answer = await post("owner", { intent: "open", id: away });
      expect(answer.status, outside).toBe(302);
      expect(answer.location, outside).toBe(dashboardNotificationsPath);
      expect(await stateOf(away)).toBe("read");
    }
  });

  it("marks one read, deletes one, and refuses an unknown intent", async () => {
    const one = await noticeFor("owner", "Mark me");
    const marked = await post("owner", { intent: "read", id: one });
    expect(marked.status).toBe(200);
    expect(await stateOf(one)).toBe("read");
    const deleted = await post("owner", { intent: "delete", id: one });
    expect(deleted.status).toBe(200);
    expect(await stateOf(one)).toBe("deleted");
    expect((await post("owner", { intent: "teleport", id: one })).status).toBe(400);
  });
});
