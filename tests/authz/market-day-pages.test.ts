import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketDayProducts, marketDays, marketDayVendors } from "#db/schema";
import type { createApp } from "#server/app";
import type { Services } from "#server/context";
import { newId } from "#server/lib/ids";
import { registerForMarketDay } from "#server/modules/market-days/register-for-market-day";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../catalog-factories";
import { baseURL, createUser, signInCookie } from "../factories";
import { type PageApp, startPageApp } from "../page-app";

/**
 * The market-day pages and their actions through the whole app, for every viewer: the public pages
 * for anyone, the vendor's for vendors (another vendor's registration answers 404 and changes
 * nothing), the back office's for admins alone (staff are sent to access denied; nothing is written).
 */
let services: Services;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;
const cookies: Record<string, string> = {};
let marketDayId = "";
let registrationId = "";
let intruderProductId = "";
const dayName = "Authz Market Day";

beforeAll(async () => {
  pageApp = await startPageApp("market-day-pages");
  ({ services, app } = pageApp);
  const { db } = pageApp.database;
  const hour = 60 * 60 * 1000;
  marketDayId = newId("mkd");
  await db.insert(marketDays).values({
    id: marketDayId,
    name: dayName,
    startsAt: new Date(Date.now() + 48 * hour),
    endsAt: new Date(Date.now() + 72 * hour),
    registrationDeadline: new Date(Date.now() + 24 * hour),
    vendorLimit: 10,
  });
  const owner = await createUser(db, { role: "vendor" });
  const ownStore = await createVendor(db, { userId: owner.id });
  ({ id: registrationId } = await registerForMarketDay(db, { vendorId: ownStore.id, marketDayId }));
  const intruder = await createUser(db, { role: "vendor" });
  const intruderStore = await createVendor(db, { userId: intruder.id });
  intruderProductId = (await createProduct(db, { vendorId: intruderStore.id })).id;
  cookies.owner = await signInCookie(db, services.auth, owner.email);
  cookies.vendor = await signInCookie(db, services.auth, intruder.email);
  cookies.user = await signInCookie(db, services.auth, (await createUser(db)).email);
  for (const role of ["admin", "staff"] as const)
    cookies[role] = await signInCookie(
      db,
      services.auth,
      (await createUser(db, { role, email: `${role}-${Date.now()}@shopafricanbrands.com` })).email,
    );
  cookies.anonymous = "";
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

async function post(viewer: string, target: string, fields: Record<string, string>) {
  const response = await app.request(`${baseURL}${target}`, {
    method: "POST",
    headers: {
      accept: "text/html",
      "content-type": "application/x-www-form-urlencoded",
      origin: baseURL,
      cookie: cookies[viewer]!,
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location") };
}

describe("the market-day pages", () => {
  it("show /market-days and /active-market/:id to everyone, and 404 for an unknown market day", async () => {
    for (const viewer of ["anonymous", "user", "vendor", "staff", "admin"]) {
      const list = await get(viewer, "/market-days");
      expect(list.status, viewer).toBe(200);
      expect(list.html).toContain(dayName);
      expect((await get(viewer, `/active-market/${marketDayId}`)).status, viewer).toBe(200);
    }
    expect((await get("anonymous", "/active-market/mkd_unknown")).status).toBe(404);
  });

  it("open the vendor's pages to vendors only, each with its own registrations", async () => {
    const own = await get("owner", "/vendor/my-market-days");
    expect(own.status).toBe(200);
    expect(own.html).toContain(dayName);
    const other = await get("vendor", "/vendor/my-market-days");
    expect(other.status).toBe(200);
    expect(other.html).not.toContain(dayName);
    expect((await get("vendor", "/vendor/market-days")).status).toBe(200);
    expect((await get("user", "/vendor/market-days")).location).toMatch(/^\/access-denied/);
    expect((await get("staff", "/vendor/my-market-days")).location).toMatch(/^\/access-denied/);
    expect((await get("anonymous", "/vendor/market-days")).location).toMatch(/^\/auth\/login/);
  });

  it("answer another vendor's registration with 404 and change nothing", async () => {
    const { db } = pageApp!.database;
    const response = await post("vendor", "/vendor/my-market-days", {
      intent: "setProduct",
      registrationId,
      productId: intruderProductId,
      eventPrice: "10",
    });
    expect(response.status).toBe(404);
    expect(await db.select().from(marketDayProducts)).toEqual([]);
  });

  it("let only admins open the back office's pages and create a market day", async () => {
    const { db } = pageApp!.database;
    for (const target of ["/admin/market-days", "/admin/market-day-registrations"]) {
      expect((await get("admin", target)).status, target).toBe(200);
      for (const viewer of ["staff", "vendor", "user"])
        expect((await get(viewer, target)).location, `${viewer} ${target}`).toMatch(/^\/access-denied/);
      expect((await get("anonymous", target)).location).toMatch(/^\/auth\/login/);
    }
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString().slice(0, 16);
    const fields = {
      intent: "create",
      name: "Staff should not",
      startsAt: hours(10),
      endsAt: hours(20),
      registrationDeadline: hours(5),
      vendorLimit: "5",
    };
    for (const viewer of ["staff", "vendor", "user", "anonymous"])
      await post(viewer, "/admin/market-days", fields);
    expect(await db.select().from(marketDays).where(eq(marketDays.name, "Staff should not"))).toEqual([]);
    const decided = await post("staff", "/admin/market-day-registrations", {
      intent: "decide",
      registrationId,
      status: "approved",
    });
    expect(decided.status).not.toBe(200);
    const [row] = await db.select().from(marketDayVendors).where(eq(marketDayVendors.id, registrationId));
    expect(row?.status).toBe("pending");
    expect((await post("admin", "/admin/market-days", { ...fields, name: "Admins may" })).status).toBe(200);
    expect(await db.select().from(marketDays).where(eq(marketDays.name, "Admins may"))).toHaveLength(1);
  });
});
