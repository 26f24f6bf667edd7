import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, profiles, users } from "#db/schema";
import { companyDomains, makeAuth } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { resolveActor } from "./actor";
import { createUserWithPassword } from "./create-user";

const t = useTestDatabase();

describe("createUserWithPassword", () => {
  it("creates a confirmed account with its role that signs in with the password", async () => {
    const result = await createUserWithPassword(t.db, {
      email: "  Ops@ShopAfricanBrands.com ",
      name: "Ops Lead",
      password: "Admin-pass-2026",
      role: "admin",
    });
    expect(result.created).toBe(true);

    const [user] = await t.db.select().from(users).where(eq(users.id, result.id));
    expect(user).toMatchObject({ email: "ops@shopafricanbrands.com", name: "Ops Lead", emailVerified: true });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, result.id));
    expect(profile).toMatchObject({
      email: "ops@shopafricanbrands.com",
      role: "admin",
      fullName: "Ops Lead",
    });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, result.id));
    expect(account).toMatchObject({ providerId: "credential", accountId: result.id });
    expect(account?.password).toMatch(/^scrypt\$/);

    const auth = makeAuth(t.db);
    const signedIn = await auth.api.signInEmail({
      body: { email: "ops@shopafricanbrands.com", password: "Admin-pass-2026" },
      returnHeaders: true,
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(
      (await resolveActor(t.db, { auth, headers: new Headers({ cookie }), companyDomains })).actor?.role,
    ).toBe("admin");
  });

  it("can create an unconfirmed account", async () => {
    const { id } = await createUserWithPassword(t.db, {
      email: "new@example.com",
      name: "New",
      password: "Some-password-1",
      role: "user",
      emailVerified: false,
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user?.emailVerified).toBe(false);
  });

  it("leaves an existing account (any spelling of the address) untouched", async () => {
    const first = await createUserWithPassword(t.db, {
      email: "taken@example.com",
      name: "First",
      password: "First-password-1",
      role: "user",
    });
    const again = await createUserWithPassword(t.db, {
      email: "TAKEN@example.com",
      name: "Second",
      password: "Second-password-1",
      role: "admin",
    });

    expect(again).toEqual({ id: first.id, created: false });
    expect(await t.db.select().from(users)).toHaveLength(1);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, first.id));
    expect(profile).toMatchObject({ role: "user", fullName: "First" });
    const auth = makeAuth(t.db);
    await expect(
      auth.api.signInEmail({ body: { email: "taken@example.com", password: "Second-password-1" } }),
    ).rejects.toThrow();
  });
});
