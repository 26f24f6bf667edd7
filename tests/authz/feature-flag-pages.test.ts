import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminFeaturesPath } from "#common/paths";
import { adminRfqsPath, rfqPath, vendorRfqsPath } from "#common/rfq-paths";
import { featureFlags } from "#db/schema";
import type { createApp } from "#server/app";
import { baseURL, createUser, signInCookie } from "../factories";
import type { TestDatabase } from "../setup/database";
import { type PageApp, startPageApp } from "../page-app";

/**
 * The feature flags through the whole app: only admins open /admin/features and post its toggle;
 * while the RFQ system is off its pages, data requests and API answer 404 and the shell's RFQ links
 * are gone; turned on again, they are back.
 */
let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  pageApp = await startPageApp("feature-flags");
  ({ database, app } = pageApp);
  for (const role of ["admin", "staff", "vendor"] as const)
    cookies[role] = await signInCookie(
      database.db,
      pageApp.services.auth,
      (await createUser(database.db, { role })).email,
    );
});

afterAll(async () => {
  await pageApp?.stop();
});

async function get(viewer: string, target: string) {
  const response = await app.request(`${baseURL}${target}`, {
    headers: { accept: "text/html", cookie: cookies[viewer]! },
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

async function toggle(viewer: string, key: string, enabled: boolean) {
  return app.request(`${baseURL}${adminFeaturesPath}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseURL,
      cookie: cookies[viewer]!,
    },
    body: new URLSearchParams({ key, enabled: String(enabled) }),
    redirect: "manual",
  });
}

async function rfqFlag() {
  const [flag] = await database.db.select().from(featureFlags).where(eq(featureFlags.key, "rfq-system"));
  return flag!.enabled;
}

describe("/admin/features", () => {
  it("lists the flags for an admin; staff are sent to access denied, for the page and its toggle", async () => {
    const page = await get("admin", adminFeaturesPath);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Turn off RFQ system");
    expect(page.html).toContain("Needs: Bulk pricing");
    const staff = await get("staff", adminFeaturesPath);
    expect(staff.status).toBe(302);
    expect(staff.location).toContain("/access-denied");
    expect((await toggle("staff", "rfq-system", false)).status).toBe(302);
    expect(await rfqFlag()).toBe(true);
  });

  it("turning the RFQ system off makes its pages and API 404 and its links disappear, until it is on again", async () => {
    expect((await get("admin", "/")).html).toContain(`href="${rfqPath}"`);
    try {
      expect((await toggle("admin", "rfq-system", false)).status).toBe(200);
      expect(await rfqFlag()).toBe(false);
      for (const [viewer, path] of [
        ["admin", rfqPath],
        ["admin", "/request-quote"],
        ["admin", adminRfqsPath],
        ["vendor", vendorRfqsPath],
        ["admin", "/account/rfqs"],
      ] as const)
        expect((await get(viewer, path)).status, path).toBe(404);
      expect((await get("admin", "/")).html).not.toContain(`href="${rfqPath}"`);
      expect((await get("admin", adminFeaturesPath)).html).not.toContain(`href="${adminRfqsPath}"`);
      const api = await app.request(`${baseURL}/api/rfqs`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseURL, cookie: cookies.admin! },
        body: "{}",
      });
      expect(api.status).toBe(404);
    } finally {
      await toggle("admin", "rfq-system", true);
    }
    expect(await rfqFlag()).toBe(true);
    expect((await get("admin", adminRfqsPath)).status).toBe(200);
    expect((await get("admin", "/")).html).toContain(`href="${rfqPath}"`);
  });

  it("refuses to turn off bulk pricing while corporate accounts need it, with the reason", async () => {
    const response = await toggle("admin", "bulk-pricing", false);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Turn off Corporate accounts first");
  });
});
