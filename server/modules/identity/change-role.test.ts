import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "#db/schema";
import {
  actorFor,
  appErrorFrom,
  auditRows,
  companyDomains,
  createUser,
  makeAuth,
  signInCookie,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { resolveActor } from "./actor";
import { changeRole } from "./change-role";

const t = useTestDatabase();

async function storedRole(userId: string) {
  const [row] = await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
  return row?.role;
}

describe("changeRole", () => {
  it("lets an admin change a person's role, audited with from and to", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const buyer = await createUser(t.db, { role: "user" });

    await expect(
      changeRole(t.db, { actor: actorFor(admin), userId: buyer.id, role: "vendor" }),
    ).resolves.toEqual({ changed: true, role: "vendor" });

    expect(await storedRole(buyer.id)).toBe("vendor");
    const rows = await auditRows(t.db, "role.change");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: admin.id,
      resource: "profile",
      details: { targetUserId: buyer.id, targetEmail: buyer.email, from: "user", to: "vendor" },
    });
  });

  it("the new role applies to the person's next request", async () => {
    const auth = makeAuth(t.db);
    const admin = await createUser(t.db, { role: "admin" });
    const buyer = await createUser(t.db, { role: "user" });
    const cookie = await signInCookie(t.db, auth, buyer.email);

    await changeRole(t.db, { actor: actorFor(admin), userId: buyer.id, role: "vendor" });

    const { actor } = await resolveActor(t.db, { auth, headers: new Headers({ cookie }), companyDomains });
    expect(actor?.role).toBe("vendor");
  });

  it("setting the role a person already has changes nothing and writes no audit row", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const vendor = await createUser(t.db, { role: "vendor" });
    await expect(
      changeRole(t.db, { actor: actorFor(admin), userId: vendor.id, role: "vendor" }),
    ).resolves.toEqual({ changed: false, role: "vendor" });
    expect(await auditRows(t.db, "role.change")).toEqual([]);
  });

  it.each([
    ["staff", "staff", "shopafricanbrands.com"],
    ["a vendor", "vendor", "example.com"],
    ["a buyer", "user", "example.com"],
    ["an admin role held by an outside address", "admin", "gmail.com"],
  ] as const)("refuses %s", async (_who, role, domain) => {
    const actor = await createUser(t.db, { role, email: `actor@${domain}` });
    const target = await createUser(t.db, { role: "user" });

    const error = await appErrorFrom(
      changeRole(t.db, { actor: actorFor(actor), userId: target.id, role: "admin" }),
    );

    expect(error.code).toBe("FORBIDDEN");
    expect(error.status).toBe(403);
    expect(await storedRole(target.id)).toBe("user");
    expect(await auditRows(t.db, "role.change")).toEqual([]);
  });

  it("refuses an admin changing their own role", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const error = await appErrorFrom(
      changeRole(t.db, { actor: actorFor(admin), userId: admin.id, role: "user" }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({ role: "You cannot change your own role" });
    expect(await storedRole(admin.id)).toBe("admin");
  });

  it("refuses a role that does not exist", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const target = await createUser(t.db, { role: "user" });
    for (const role of ["superuser", "", null, undefined, 42, "ADMIN", ["admin"]]) {
      const error = await appErrorFrom(changeRole(t.db, { actor: actorFor(admin), userId: target.id, role }));
      expect(error.code, JSON.stringify(role)).toBe("VALIDATION");
      expect(error.fieldErrors).toEqual({ role: "Choose one of user, vendor, staff or admin" });
    }
    expect(await storedRole(target.id)).toBe("user");
    expect(await auditRows(t.db, "role.change")).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown person", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const error = await appErrorFrom(
      changeRole(t.db, { actor: actorFor(admin), userId: "no-such-user", role: "vendor" }),
    );
    expect(error.code).toBe("NOT_FOUND");
    expect(error.status).toBe(404);
    expect(await auditRows(t.db, "role.change")).toEqual([]);
  });
});
