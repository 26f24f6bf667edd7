import { describe, expect, it } from "vitest";
import { marketDayMessages as m } from "#common/i18n/market-days";
import { auditLogs, marketDayProducts, marketDays, marketDayVendors, notifications } from "#db/schema";
import { newId } from "#server/lib/ids";
import { and, eq } from "drizzle-orm";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { createMarketDay } from "./create-market-day";
import { deleteMarketDay } from "./delete-market-day";
import {
  eventPage,
  openMarketDaysForVendor,
  publicMarketDays,
  vendorRegistrations,
} from "./market-days.queries";
import { registerForMarketDay } from "./register-for-market-day";
import { assertRegistrationTransition } from "./registration-transition";
import { removeMarketDayProduct } from "./remove-market-day-product";
import { setMarketDayProduct } from "./set-market-day-product";
import { setRegistrationStatus } from "./set-registration-status";
import { updateMarketDay } from "./update-market-day";

const t = useTestDatabase();

const hourMs = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * hourMs);
const input = (hours: number) => at(hours).toISOString().slice(0, 16);

/** A market day straight in the table: registration closes at `deadline`, runs from `start` to `end` (hours from now). */
async function addDay({
  deadline = 24,
  start = 48,
  end = 72,
  vendorLimit = 10,
  name = "Harmattan market",
}: { deadline?: number; start?: number; end?: number; vendorLimit?: number; name?: string } = {}) {
  const [row] = await t.db
    .insert(marketDays)
    .values({
      id: newId("mkd"),
      name,
      startsAt: at(start),
      endsAt: at(end),
      registrationDeadline: at(deadline),
      vendorLimit,
    })
    .returning();
  return row!;
}

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

const dayFields = (overrides: Record<string, string> = {}) => ({
  name: "Lagos craft market",
  description: "Handmade goods at event prices",
  startsAt: input(48),
  endsAt: input(72),
  registrationDeadline: input(24),
  vendorLimit: "20",
  featuredCategoryId: "",
  ...overrides,
});

describe("createMarketDay and updateMarketDay", () => {
  it("creates a market day an admin typed, audited, and lists it as upcoming", async () => {
    const actor = await admin();
    const category = await createCategory(t.db, { name: "Textiles" });
    const { id, message } = await createMarketDay(t.db, {
      actor,
      input: dayFields({ featuredCategoryId: category.id }),
    });
    expect(message).toBe("Market Day Created");
    const page = await publicMarketDays(t.db, {});
    expect(page.upcoming.map((day) => [day.id, day.status, day.featuredCategory?.name])).toEqual([
      [id, "upcoming", "Textiles"],
    ]);
    expect(page.active).toBeNull();
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "market_day.create"));
    expect(audits).toHaveLength(1);
  });

  it("answers a message per wrong field and writes nothing", async () => {
    const actor = await admin();
    const error = await appErrorFrom(
      createMarketDay(t.db, {
        actor,
        input: dayFields({ name: " ", endsAt: input(40), registrationDeadline: input(50), vendorLimit: "0" }),
      }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({
      name: m.nameRequired,
      endsAt: m.endBeforeStart,
      registrationDeadline: m.deadlineAfterStart,
      vendorLimit: m.vendorLimitInvalid(10_000),
    });
    const second = await appErrorFrom(
      createMarketDay(t.db, {
        actor,
        input: dayFields({ endsAt: input(40), registrationDeadline: input(50) }),
      }),
    );
    expect(second.fieldErrors).toEqual({
      endsAt: m.endBeforeStart,
      registrationDeadline: m.deadlineAfterStart,
    });
    const unknownCategory = await appErrorFrom(
      createMarketDay(t.db, { actor, input: dayFields({ featuredCategoryId: "cat_nope" }) }),
    );
    expect(unknownCategory.fieldErrors).toEqual({ featuredCategoryId: m.categoryUnknown });
    expect(await t.db.select().from(marketDays)).toEqual([]);
  });

  it("is for admins only", async () => {
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const vendor = actorFor(await createUser(t.db, { role: "vendor" }));
    for (const actor of [staff, vendor, null])
      expect((await appErrorFrom(createMarketDay(t.db, { actor, input: dayFields() }))).code).toBe(
        "FORBIDDEN",
      );
    const day = await addDay();
    expect(
      (await appErrorFrom(updateMarketDay(t.db, { actor: staff, marketDayId: day.id, input: dayFields() })))
        .code,
    ).toBe("FORBIDDEN");
    expect((await appErrorFrom(deleteMarketDay(t.db, { actor: staff, marketDayId: day.id }))).code).toBe(
      "FORBIDDEN",
    );
  });

  it("updates the fields, and refuses a vendor limit below the places taken", async () => {
    const actor = await admin();
    const day = await addDay();
    for (let i = 0; i < 3; i++)
      await registerForMarketDay(t.db, { vendorId: (await createVendor(t.db)).id, marketDayId: day.id });
    const low = await appErrorFrom(
      updateMarketDay(t.db, { actor, marketDayId: day.id, input: dayFields({ vendorLimit: "2" }) }),
    );
    expect(low.fieldErrors).toEqual({ vendorLimit: m.vendorLimitBelowRegistered(3) });
    const { message } = await updateMarketDay(t.db, {
      actor,
      marketDayId: day.id,
      input: dayFields({ name: "Renamed", vendorLimit: "3" }),
    });
    expect(message).toBe("Market Day Updated");
    const [row] = await t.db.select().from(marketDays).where(eq(marketDays.id, day.id));
    expect(row).toMatchObject({ name: "Renamed", vendorLimit: 3 });
    const missing = await appErrorFrom(
      updateMarketDay(t.db, { actor, marketDayId: "mkd_x", input: dayFields() }),
    );
    expect([missing.code, missing.message]).toEqual(["NOT_FOUND", "Market day not found"]);
  });
});

describe("the database's own rules", () => {
  it("refuses an end before the start, a deadline after the start, a limit of 0, a second registration and a price of 0", async () => {
    const base = { name: "x", startsAt: at(10), endsAt: at(20), registrationDeadline: at(5), vendorLimit: 1 };
    await expect(t.db.insert(marketDays).values({ id: "a", ...base, endsAt: at(9) })).rejects.toThrow();
    await expect(
      t.db.insert(marketDays).values({ id: "b", ...base, registrationDeadline: at(11) }),
    ).rejects.toThrow();
    await expect(t.db.insert(marketDays).values({ id: "c", ...base, vendorLimit: 0 })).rejects.toThrow();
    const day = await addDay();
    const vendor = await createVendor(t.db);
    await t.db.insert(marketDayVendors).values({ id: "r1", marketDayId: day.id, vendorId: vendor.id });
    await expect(
      t.db.insert(marketDayVendors).values({ id: "r2", marketDayId: day.id, vendorId: vendor.id }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(marketDayVendors)
        .values({ id: "r3", marketDayId: day.id, vendorId: vendor.id, status: "odd" as "pending" }),
    ).rejects.toThrow();
    const product = await createProduct(t.db, { vendorId: vendor.id });
    await expect(
      t.db
        .insert(marketDayProducts)
        .values({ marketDayId: day.id, productId: product.id, registrationId: "r1", eventPrice: 0 }),
    ).rejects.toThrow();
  });
});

describe("deleteMarketDay", () => {
  it("deletes a market day without registrations, and refuses one with registered vendors", async () => {
    const actor = await admin();
    const empty = await addDay();
    expect((await deleteMarketDay(t.db, { actor, marketDayId: empty.id })).message).toBe(
      "Market Day Deleted",
    );
    const busy = await addDay();
    await registerForMarketDay(t.db, { vendorId: (await createVendor(t.db)).id, marketDayId: busy.id });
    const error = await appErrorFrom(deleteMarketDay(t.db, { actor, marketDayId: busy.id }));
    expect([error.code, error.message]).toEqual([
      "CONFLICT",
      "Cannot delete a market day with registered vendors",
    ]);
    expect((await t.db.select().from(marketDays)).map((day) => day.id)).toEqual([busy.id]);
  });
});

describe("registerForMarketDay", () => {
  it("registers the store as pending", async () => {
    const day = await addDay();
    const vendor = await createVendor(t.db);
    const { id, message } = await registerForMarketDay(t.db, { vendorId: vendor.id, marketDayId: day.id });
    expect(message).toBe("Registration Submitted");
    const [row] = await t.db.select().from(marketDayVendors).where(eq(marketDayVendors.id, id));
    expect(row).toMatchObject({ status: "pending", vendorId: vendor.id, notes: null });
    const open = await openMarketDaysForVendor(t.db, { vendorId: vendor.id });
    expect(open.rows.map((row) => [row.id, row.taken, row.ownStatus])).toEqual([[day.id, 1, "pending"]]);
    const again = await appErrorFrom(
      registerForMarketDay(t.db, { vendorId: vendor.id, marketDayId: day.id }),
    );
    expect(again.message).toBe(m.alreadyRegistered);
  });

  it("refuses after the deadline with the exact message", async () => {
    const day = await addDay({ deadline: -1, start: 1, end: 5 });
    const error = await appErrorFrom(
      registerForMarketDay(t.db, { vendorId: (await createVendor(t.db)).id, marketDayId: day.id }),
    );
    expect([error.code, error.message]).toEqual(["CONFLICT", "Registration deadline has passed"]);
  });

  it("refuses when the vendor limit is reached with the exact message; a rejection frees the place", async () => {
    const day = await addDay({ vendorLimit: 1 });
    const first = await registerForMarketDay(t.db, {
      vendorId: (await createVendor(t.db)).id,
      marketDayId: day.id,
    });
    const late = await createVendor(t.db);
    const error = await appErrorFrom(registerForMarketDay(t.db, { vendorId: late.id, marketDayId: day.id }));
    expect([error.code, error.message]).toEqual([
      "CONFLICT",
      "Vendor limit has been reached for this market day",
    ]);
    await setRegistrationStatus(t.db, {
      actor: await admin(),
      registrationId: first.id,
      input: { status: "rejected", notes: "" },
    });
    await registerForMarketDay(t.db, { vendorId: late.id, marketDayId: day.id });
  });

  it("answers an unknown market day with Market day not found", async () => {
    const error = await appErrorFrom(
      registerForMarketDay(t.db, { vendorId: (await createVendor(t.db)).id, marketDayId: "mkd_nope" }),
    );
    expect([error.code, error.message]).toEqual(["NOT_FOUND", "Market day not found"]);
  });

  it("leaves exactly 5 registrations when 50 vendors race for the last 5 places", async () => {
    const day = await addDay({ vendorLimit: 10 });
    for (let i = 0; i < 5; i++)
      await registerForMarketDay(t.db, { vendorId: (await createVendor(t.db)).id, marketDayId: day.id });
    const racers = await Promise.all(Array.from({ length: 50 }, () => createVendor(t.db)));
    const results = await Promise.allSettled(
      racers.map((vendor) => registerForMarketDay(t.db, { vendorId: vendor.id, marketDayId: day.id })),
    );
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason as Error] : [],
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect(new Set(refused.map((error) => error.message))).toEqual(new Set([m.vendorLimitReached]));
    const rows = await t.db.select().from(marketDayVendors).where(eq(marketDayVendors.marketDayId, day.id));
    expect(rows).toHaveLength(10);
  });
});

describe("setRegistrationStatus", () => {
  it("approves with notes through the state machine and notifies the store's owner", async () => {
    const owner = await createUser(t.db, { role: "vendor" });
    const vendor = await createVendor(t.db, { userId: owner.id });
    const day = await addDay();
    const { id } = await registerForMarketDay(t.db, { vendorId: vendor.id, marketDayId: day.id });
    const actor = await admin();
    const { message } = await setRegistrationStatus(t.db, {
      actor,
      registrationId: id,
      input: { status: "approved", notes: "Welcome aboard" },
    });
    expect(message).toBe("Registration Status Updated");
    const [row] = await t.db.select().from(marketDayVendors).where(eq(marketDayVendors.id, id));
    expect(row).toMatchObject({ status: "approved", notes: "Welcome aboard" });
    expect(row!.decidedAt).toBeInstanceOf(Date);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notices).toMatchObject([
      {
        type: "market_day",
        actionUrl: "/vendor/my-market-days",
        message: expect.stringContaining("Welcome aboard"),
      },
    ]);
    const same = await appErrorFrom(
      setRegistrationStatus(t.db, { actor, registrationId: id, input: { status: "approved", notes: "" } }),
    );
    expect(same.code).toBe("CONFLICT");
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    expect(
      (
        await appErrorFrom(
          setRegistrationStatus(t.db, { actor: staff, registrationId: id, input: { status: "rejected" } }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    const missing = await appErrorFrom(
      setRegistrationStatus(t.db, { actor, registrationId: "mdv_x", input: { status: "rejected" } }),
    );
    expect(missing.code).toBe("NOT_FOUND");
  });

  it("allows only the transitions of the state machine", () => {
    expect(assertRegistrationTransition("pending", "approved")).toBe("approved");
    expect(assertRegistrationTransition("pending", "rejected")).toBe("rejected");
    expect(assertRegistrationTransition("approved", "rejected")).toBe("rejected");
    expect(assertRegistrationTransition("rejected", "approved")).toBe("approved");
    expect(() => assertRegistrationTransition("approved", "pending")).toThrow();
    expect(() => assertRegistrationTransition("rejected", "pending")).toThrow();
    expect(() => assertRegistrationTransition("pending", "pending")).toThrow();
  });

  it("refuses to approve a rejected registration again when the places are full", async () => {
    const actor = await admin();
    const day = await addDay({ vendorLimit: 1 });
    const first = await registerForMarketDay(t.db, {
      vendorId: (await createVendor(t.db)).id,
      marketDayId: day.id,
    });
    await setRegistrationStatus(t.db, { actor, registrationId: first.id, input: { status: "rejected" } });
    await registerForMarketDay(t.db, { vendorId: (await createVendor(t.db)).id, marketDayId: day.id });
    const error = await appErrorFrom(
      setRegistrationStatus(t.db, { actor, registrationId: first.id, input: { status: "approved" } }),
    );
    expect(error.message).toBe("Vendor limit has been reached for this market day");
  });
});

describe("the event products and the event page", () => {
  async function approvedVendorAt(day: { id: string }) {
    const vendor = await createVendor(t.db);
    const { id } = await registerForMarketDay(t.db, { vendorId: vendor.id, marketDayId: day.id });
    await setRegistrationStatus(t.db, {
      actor: await admin(),
      registrationId: id,
      input: { status: "approved" },
    });
    return { vendor, registrationId: id };
  }

  it("sets event prices by price or discount and shows them on the event page, sorted and filtered", async () => {
    const day = await addDay();
    const { vendor, registrationId } = await approvedVendorAt(day);
    const cheap = await createProduct(t.db, { vendorId: vendor.id, name: "Kente scarf", price: 500_000 });
    const dear = await createProduct(t.db, { vendorId: vendor.id, name: "Bronze mask", price: 2_000_000 });
    await setMarketDayProduct(t.db, {
      vendorId: vendor.id,
      registrationId,
      input: { productId: cheap.id, eventPrice: "4,000" },
    });
    await setMarketDayProduct(t.db, {
      vendorId: vendor.id,
      registrationId,
      input: { productId: dear.id, discount: "25" },
    });
    const page = await eventPage(t.db, { marketDayId: day.id, filters: { sort: "price-desc" } });
    expect(page?.products.rows.map((row) => [row.name, row.price, row.eventPrice])).toEqual([
      ["Bronze mask", 2_000_000, 1_500_000],
      ["Kente scarf", 500_000, 400_000],
    ]);
    expect(page?.vendors.map((row) => [row.id, row.productCount])).toEqual([[vendor.id, 2]]);
    const filtered = await eventPage(t.db, {
      marketDayId: day.id,
      filters: { sort: "newest", maxPrice: 500_000, search: "kente" },
    });
    expect(filtered?.products.rows.map((row) => row.name)).toEqual(["Kente scarf"]);
    expect(filtered?.products.total).toBe(1);
    // A new price replaces the old one.
    await setMarketDayProduct(t.db, {
      vendorId: vendor.id,
      registrationId,
      input: { productId: cheap.id, eventPrice: "3000" },
    });
    const [row] = await t.db
      .select()
      .from(marketDayProducts)
      .where(and(eq(marketDayProducts.productId, cheap.id), eq(marketDayProducts.marketDayId, day.id)));
    expect(row?.eventPrice).toBe(300_000);
    await removeMarketDayProduct(t.db, { vendorId: vendor.id, registrationId, productId: cheap.id });
    const mine = await vendorRegistrations(t.db, { vendorId: vendor.id });
    expect(mine.rows[0]?.products.map((product) => product.name)).toEqual(["Bronze mask"]);
  });

  it("answers each wrong price with its field's message", async () => {
    const day = await addDay();
    const { vendor, registrationId } = await approvedVendorAt(day);
    const product = await createProduct(t.db, { vendorId: vendor.id, price: 500_000 });
    const other = await createProduct(t.db, { price: 500_000 });
    const set = (input: Record<string, string>) =>
      appErrorFrom(setMarketDayProduct(t.db, { vendorId: vendor.id, registrationId, input }));
    expect((await set({ productId: product.id, eventPrice: "10", discount: "5" })).fieldErrors).toEqual({
      eventPrice: m.priceOrDiscount,
    });
    expect((await set({ productId: product.id, eventPrice: "abc" })).fieldErrors).toEqual({
      eventPrice: m.priceInvalid,
    });
    expect((await set({ productId: product.id, eventPrice: "5000" })).fieldErrors?.eventPrice).toMatch(
      /^The event price must be below the product's price of/,
    );
    expect((await set({ productId: product.id, discount: "100" })).fieldErrors).toEqual({
      discount: m.discountInvalid,
    });
    expect((await set({ productId: other.id, eventPrice: "10" })).fieldErrors).toEqual({
      productId: m.productRequired,
    });
  });

  it("answers another vendor's registration with not found, and refuses changes after the deadline", async () => {
    const day = await addDay();
    const { registrationId } = await approvedVendorAt(day);
    const intruder = await createVendor(t.db);
    const product = await createProduct(t.db, { vendorId: intruder.id });
    const error = await appErrorFrom(
      setMarketDayProduct(t.db, {
        vendorId: intruder.id,
        registrationId,
        input: { productId: product.id, eventPrice: "10" },
      }),
    );
    expect([error.code, error.message]).toEqual(["NOT_FOUND", m.registrationNotFound]);
    const { vendor, registrationId: own } = await approvedVendorAt(day);
    const mine = await createProduct(t.db, { vendorId: vendor.id });
    const late = await appErrorFrom(
      setMarketDayProduct(t.db, {
        vendorId: vendor.id,
        registrationId: own,
        input: { productId: mine.id, eventPrice: "10" },
        now: at(30),
      }),
    );
    expect(late.message).toBe("Registration deadline has passed");
  });

  it("shows only approved vendors' listed products", async () => {
    const day = await addDay();
    const { vendor, registrationId } = await approvedVendorAt(day);
    const listed = await createProduct(t.db, { vendorId: vendor.id });
    const hidden = await createProduct(t.db, { vendorId: vendor.id });
    await setMarketDayProduct(t.db, {
      vendorId: vendor.id,
      registrationId,
      input: { productId: listed.id, discount: "10" },
    });
    await setMarketDayProduct(t.db, {
      vendorId: vendor.id,
      registrationId,
      input: { productId: hidden.id, discount: "10" },
    });
    const pendingVendor = await createVendor(t.db);
    const pending = await registerForMarketDay(t.db, { vendorId: pendingVendor.id, marketDayId: day.id });
    const pendingProduct = await createProduct(t.db, { vendorId: pendingVendor.id });
    await setMarketDayProduct(t.db, {
      vendorId: pendingVendor.id,
      registrationId: pending.id,
      input: { productId: pendingProduct.id, discount: "10" },
    });
    const { products } = await import("#db/schema");
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    const page = await eventPage(t.db, { marketDayId: day.id, filters: { sort: "newest" } });
    expect(page?.products.rows.map((row) => row.productId)).toEqual([listed.id]);
    expect(await eventPage(t.db, { marketDayId: "mkd_nope", filters: { sort: "newest" } })).toBeNull();
  });
});

describe("publicMarketDays", () => {
  it("derives the status from the dates: the active one, the next five upcoming, the past latest first", async () => {
    const past = await addDay({ deadline: -100, start: -90, end: -80, name: "Old" });
    const older = await addDay({ deadline: -200, start: -190, end: -180, name: "Older" });
    const active = await addDay({ deadline: -10, start: -5, end: 5, name: "Now" });
    const upcoming = [];
    for (let i = 1; i <= 6; i++)
      upcoming.push(await addDay({ deadline: i * 10, start: i * 10 + 1, end: i * 10 + 2 }));
    const page = await publicMarketDays(t.db, {});
    expect(page.active?.id).toBe(active.id);
    expect(page.active?.status).toBe("active");
    expect(page.upcoming.map((day) => day.id)).toEqual(upcoming.slice(0, 5).map((day) => day.id));
    expect(page.past.rows.map((day) => [day.id, day.status])).toEqual([
      [past.id, "past"],
      [older.id, "past"],
    ]);
    // The same rows an hour after the active one ends: it is past.
    const later = await publicMarketDays(t.db, { now: at(6) });
    expect(later.active).toBeNull();
    expect(later.past.rows[0]?.id).toBe(active.id);
  });
});
