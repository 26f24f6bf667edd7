import { profiles } from "#db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/database";
import { appErrorFrom, auditRows, client, createUser, makeAuth } from "../../../tests/factories";
import { makeAdmin } from "./make-admin";
import { signIn } from "./sign-in";

const t = useTestDatabase();
const companyDomains = ["shopafricanbrands.com"];

describe("makeAdmin", () => {
  it("creates a confirmed admin account whose one-time password signs in to the admin dashboard", async () => {
    const result = await makeAdmin(t.db, { email: "Ops@ShopAfricanBrands.com", companyDomains });
    expect(result).toMatchObject({ created: true, changed: true });
    const signedIn = await signIn(t.db, {
      auth: makeAuth(t.db),
      input: { email: "ops@shopafricanbrands.com", password: result.password },
      client: client(),
      companyDomains,
    });
    expect(signedIn.redirectTo).toBe("/admin/dashboard");
    const [audit] = await auditRows(t.db, "role.change");
    expect(audit?.details).toMatchObject({
      targetEmail: "ops@shopafricanbrands.com",
      from: null,
      to: "admin",
      via: "cli",
    });
  });

  it("promotes an existing account, audited, and does nothing the second time", async () => {
    const user = await createUser(t.db, { email: "kemi@shopafricanbrands.com" });
    expect(await makeAdmin(t.db, { email: user.email, companyDomains })).toEqual({
      created: false,
      changed: true,
      password: null,
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.role).toBe("admin");
    expect(await makeAdmin(t.db, { email: user.email, companyDomains })).toEqual({
      created: false,
      changed: false,
      password: null,
    });
    expect(await auditRows(t.db, "role.change")).toHaveLength(1);
  });

  it("refuses an address outside the company domains, creating nothing", async () => {
    const error = await appErrorFrom(makeAdmin(t.db, { email: "someone@gmail.com", companyDomains }));
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors?.email).toContain("not in COMPANY_EMAIL_DOMAINS");
    expect(await t.db.select().from(profiles)).toEqual([]);
  });
});
