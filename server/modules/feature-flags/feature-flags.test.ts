import { describe, expect, it } from "vitest";
import { featureFlagCategories } from "#common/feature-flags";
import { featureFlags } from "#db/schema";
import { eq } from "drizzle-orm";
import { actorFor, appErrorFrom, auditRows, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { isFeatureEnabled, listFeatureFlags } from "./feature-flags.queries";
import { requestFlags } from "./request-flags";
import { requireFeature } from "./require-feature";
import { setFeatureFlag } from "./set-feature-flag";

const t = useTestDatabase();

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

describe("setFeatureFlag", () => {
  it("turns a flag off and on again, each change audited with the admin", async () => {
    const actor = await admin();
    expect(await setFeatureFlag(t.db, { actor, key: "rfq-system", enabled: false })).toEqual({
      name: "RFQ system",
      enabled: false,
      changed: true,
    });
    expect(await isFeatureEnabled(t.db, "rfq-system")).toBe(false);
    await setFeatureFlag(t.db, { actor, key: "rfq-system", enabled: true, ipAddress: "10.0.0.1" });
    expect(await isFeatureEnabled(t.db, "rfq-system")).toBe(true);
    const [off] = await auditRows(t.db, "feature_flag.disable");
    const [on] = await auditRows(t.db, "feature_flag.enable");
    expect(off).toMatchObject({
      userId: actor.userId,
      resource: "feature_flag",
      details: { key: "rfq-system" },
    });
    expect(on).toMatchObject({ userId: actor.userId, ipAddress: "10.0.0.1" });
  });

  it("writes nothing when the flag already has that state", async () => {
    const result = await setFeatureFlag(t.db, { actor: await admin(), key: "rfq-system", enabled: true });
    expect(result.changed).toBe(false);
    expect(await auditRows(t.db, "feature_flag.enable")).toHaveLength(0);
  });

  it("refuses to turn on a flag whose dependency is off, naming it", async () => {
    const actor = await admin();
    await setFeatureFlag(t.db, { actor, key: "corporate-accounts", enabled: false });
    await setFeatureFlag(t.db, { actor, key: "bulk-pricing", enabled: false });
    const error = await appErrorFrom(
      setFeatureFlag(t.db, { actor, key: "corporate-accounts", enabled: true }),
    );
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe("Turn on Bulk pricing first: this feature needs it.");
    expect(await isFeatureEnabled(t.db, "corporate-accounts")).toBe(false);
  });

  it("refuses to turn off a flag an enabled flag depends on: the dependants are turned off first", async () => {
    const actor = await admin();
    const error = await appErrorFrom(setFeatureFlag(t.db, { actor, key: "bulk-pricing", enabled: false }));
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe("Turn off Corporate accounts first: it needs this feature.");
    expect(await isFeatureEnabled(t.db, "bulk-pricing")).toBe(true);
    expect(await isFeatureEnabled(t.db, "corporate-accounts")).toBe(true);
    expect(await auditRows(t.db, "feature_flag.disable")).toHaveLength(0);
  });

  it("is for admins only: staff and buyers are refused, nothing changes", async () => {
    for (const role of ["staff", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const error = await appErrorFrom(setFeatureFlag(t.db, { actor, key: "rfq-system", enabled: false }));
      expect(error.code).toBe("FORBIDDEN");
    }
    expect(
      (await appErrorFrom(setFeatureFlag(t.db, { actor: null, key: "rfq-system", enabled: false }))).code,
    ).toBe("FORBIDDEN");
    expect(await isFeatureEnabled(t.db, "rfq-system")).toBe(true);
  });

  it("answers an unknown key NOT_FOUND", async () => {
    const error = await appErrorFrom(
      setFeatureFlag(t.db, { actor: await admin(), key: "teleport", enabled: true }),
    );
    expect(error.code).toBe("NOT_FOUND");
  });
});

describe("reading the flags", () => {
  it("lists every flag by category with its sign-in need and dependencies", async () => {
    const flags = await listFeatureFlags(t.db);
    const order = flags.map((flag) => featureFlagCategories.indexOf(flag.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(flags.find((flag) => flag.key === "corporate-accounts")).toMatchObject({
      name: "Corporate accounts",
      enabled: true,
      requiresAuth: true,
      dependencies: ["bulk-pricing"],
    });
    expect(flags.find((flag) => flag.key === "multi-currency")).toMatchObject({ enabled: false, beta: true });
  });

  it("reads the table once per request, however many checks it makes", async () => {
    const flags = requestFlags(t.db);
    expect(await flags.isEnabled("rfq-system")).toBe(true);
    await t.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "rfq-system"));
    // The request keeps the state it first read; commands read the table itself.
    expect(await flags.isEnabled("rfq-system")).toBe(true);
    expect((await appErrorFrom(requireFeature(t.db, "rfq-system"))).code).toBe("NOT_FOUND");
  });

  it("shares one read between the requests of a few seconds, and drops it when an admin toggles a flag", async () => {
    expect(await requestFlags(t.db).isEnabled("rfq-system")).toBe(true);
    // A write that does not go through the toggle (another process's) is seen once the cache expires.
    await t.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "rfq-system"));
    expect(await requestFlags(t.db).isEnabled("rfq-system")).toBe(true);
    await t.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "rfq-system"));
    // The toggle in this process: the very next request sees it.
    await setFeatureFlag(t.db, { actor: await admin(), key: "rfq-system", enabled: false });
    expect(await requestFlags(t.db).isEnabled("rfq-system")).toBe(false);
  });
});
