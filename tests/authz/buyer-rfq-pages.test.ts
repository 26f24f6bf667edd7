import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountRfqsPath, buyerRfqPath, dashboardRfqsPath } from "#common/rfq-paths";
import { rfqs } from "#db/schema";
import type { createApp } from "#server/app";
import type { Services } from "#server/context";
import { createCorporateAccount } from "../corporate-account-factories";
import { baseURL, createUser, signInCookie } from "../factories";
import { createQuote, createRfq } from "../rfq-factories";
import type { TestDatabase } from "../setup/database";
import { type PageApp, startPageApp } from "../page-app";

/**
 * The buyer's RFQ pages through the whole app: the RFQ's buyer reads it at both addresses; another
 * buyer, a vendor (even the one it is addressed to) and an admin get "not found" from the detail,
 * and their own lists do not show it.
 */
let database: TestDatabase;
let services: Services;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;
const cookies: Record<string, string> = {};
let rfqId = "";
const productName = "Hand-woven Kente, 6 yards";

beforeAll(async () => {
  pageApp = await startPageApp("rfq-pages");
  ({ database, services, app } = pageApp);
  const { db } = database;
  const owner = await createCorporateAccount(db);
  const made = await createRfq(db, { buyer: owner, status: "quoted", recipientStatus: "quoted" });
  await db.update(rfqs).set({ productName }).where(eq(rfqs.id, made.rfq.id));
  await createQuote(db, { rfqId: made.rfq.id, vendorId: made.product.vendorId, productId: made.product.id });
  rfqId = made.rfq.id;
  cookies.owner = await signInCookie(db, services.auth, owner.user.email);
  for (const role of ["user", "vendor", "admin"] as const)
    cookies[role] = await signInCookie(db, services.auth, (await createUser(db, { role })).email);
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

describe("the buyer's RFQ pages", () => {
  it("show the RFQ to its buyer, in the list and in the detail, at both addresses", async () => {
    for (const list of [accountRfqsPath, dashboardRfqsPath]) {
      const listed = await page("owner", list);
      expect(listed.status).toBe(200);
      expect(listed.html).toContain(productName);
      const detail = await page("owner", buyerRfqPath(list, rfqId));
      expect(detail.status).toBe(200);
      expect(detail.html).toContain("Quotes side by side");
    }
  });

  it("answer not found to another buyer, a vendor and an admin, and leave it out of their lists", async () => {
    for (const viewer of ["user", "vendor", "admin"]) {
      const detail = await page(viewer, buyerRfqPath(accountRfqsPath, rfqId));
      expect(detail.status, viewer).toBe(404);
      expect(detail.html).not.toContain(productName);
      const listed = await page(viewer, accountRfqsPath);
      expect(listed.status, viewer).toBe(200);
      expect(listed.html).not.toContain(productName);
    }
  });
});
