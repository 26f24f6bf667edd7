import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminSupportPath,
  adminSupportTicketPath,
  dashboardSupportPath,
  dashboardSupportTicketPath,
} from "#common/support-paths";
import type { createApp } from "#server/app";
import type { Services } from "#server/context";
import { openTicket } from "#server/modules/support/open-ticket";
import { actorFor, baseURL, client, companyDomains, createUser, signInCookie } from "../factories";
import type { TestDatabase } from "../setup/database";
import { type PageApp, startPageApp } from "../page-app";

/**
 * The support pages through the whole app: a ticket's owner reads it; another buyer, a vendor and an
 * admin get "not found" at /dashboard/support/:id and do not see it in their own lists; the inbox
 * shows it to admins and staff, and refuses buyers and vendors.
 */
let database: TestDatabase;
let services: Services;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;
const cookies: Record<string, string> = {};
let ticketId = "";
const subject = "Where is the second half of my order?";

beforeAll(async () => {
  pageApp = await startPageApp("support-pages");
  ({ database, services, app } = pageApp);
  const { db } = database;
  const owner = await createUser(db);
  ({ id: ticketId } = await openTicket(db, {
    actor: actorFor(owner),
    input: { subject, category: "order", message: "One vendor's part has not arrived." },
    client: client(),
    companyDomains,
  }));
  cookies.owner = await signInCookie(db, services.auth, owner.email);
  cookies.user = await signInCookie(db, services.auth, (await createUser(db)).email);
  cookies.vendor = await signInCookie(db, services.auth, (await createUser(db, { role: "vendor" })).email);
  for (const role of ["admin", "staff"] as const)
    cookies[role] = await signInCookie(
      db,
      services.auth,
      (await createUser(db, { role, email: `${role}-${Date.now()}@shopafricanbrands.com` })).email,
    );
});

afterAll(async () => {
  await pageApp?.stop();
});

async function page(viewer: string, target: string) {
  const response = await app.request(`${baseURL}${target}`, {
    headers: { accept: "text/html", cookie: cookies[viewer]! },
  });
  return { status: response.status, html: await response.text() };
}

describe("the support pages", () => {
  it("show the ticket to its owner, in the list and with its thread", async () => {
    const listed = await page("owner", dashboardSupportPath);
    expect(listed.status).toBe(200);
    expect(listed.html).toContain(subject);
    const detail = await page("owner", dashboardSupportTicketPath(ticketId));
    expect(detail.status).toBe(200);
    expect(detail.html).toContain("One vendor&#x27;s part has not arrived.");
  });

  it("answer not found to anyone else at /dashboard/support/:id, and leave it out of their lists", async () => {
    for (const viewer of ["user", "vendor", "admin"]) {
      const detail = await page(viewer, dashboardSupportTicketPath(ticketId));
      expect(detail.status, viewer).toBe(404);
      expect(detail.html).not.toContain(subject);
      const listed = await page(viewer, dashboardSupportPath);
      expect(listed.status, viewer).toBe(200);
      expect(listed.html).not.toContain(subject);
    }
  });

  it("show the inbox and the ticket to admins and staff, and keep buyers and vendors out", async () => {
    for (const viewer of ["admin", "staff"]) {
      expect((await page(viewer, adminSupportPath)).html).toContain(subject);
      const detail = await page(viewer, adminSupportTicketPath(ticketId));
      expect(detail.status, viewer).toBe(200);
      expect(detail.html).toContain(subject);
    }
    for (const viewer of ["owner", "vendor"]) {
      const refused = await page(viewer, adminSupportTicketPath(ticketId));
      expect(refused.status, viewer).toBe(302);
      expect(refused.html).not.toContain(subject);
    }
  });
});
