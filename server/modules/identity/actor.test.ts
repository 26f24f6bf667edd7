import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { permissionsFor } from "#common/roles";
import { profiles, sessions } from "#db/schema";
import { companyDomains, createUser, makeAuth, signInCookie } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { resolveActor } from "./actor";

const t = useTestDatabase();

function resolve(auth: ReturnType<typeof makeAuth>, cookie?: string) {
  return resolveActor(t.db, { auth, headers: new Headers(cookie ? { cookie } : {}), companyDomains });
}

describe("resolveActor", () => {
  it("is anonymous without a cookie", async () => {
    const auth = makeAuth(t.db);
    await expect(resolve(auth)).resolves.toEqual({ actor: null, setCookies: [] });
    await expect(resolve(auth, "theme=dark; sab.other=1")).resolves.toMatchObject({ actor: null });
  });

  it("turns a valid session cookie into the person with their role, permissions and profile name", async () => {
    const auth = makeAuth(t.db);
    const vendor = await createUser(t.db, { role: "vendor", name: "Tolu Adebayo" });
    const cookie = await signInCookie(t.db, auth, vendor.email);

    const { actor } = await resolve(auth, `theme=dark; ${cookie}`);

    expect(actor).toEqual({
      userId: vendor.id,
      email: vendor.email,
      name: "Tolu Adebayo",
      role: "vendor",
      storedRole: "vendor",
      permissions: permissionsFor("vendor"),
      avatarUrl: null,
      sessionId: expect.any(String),
    });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, vendor.id));
    expect(actor?.sessionId).toBe(session?.id);
  });

  it("adds the profile's extra permissions to the role's own", async () => {
    const auth = makeAuth(t.db);
    const staff = await createUser(t.db, { role: "staff" });
    await t.db
      .update(profiles)
      .set({ permissions: ["reports:export"] })
      .where(eq(profiles.id, staff.id));
    const { actor } = await resolve(auth, await signInCookie(t.db, auth, staff.email));
    expect(actor?.role).toBe("staff");
    expect(actor?.permissions).toEqual([...permissionsFor("staff"), "reports:export"]);
  });

  it("reads the role on every request, so a role change applies at once", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db, { role: "user" });
    const cookie = await signInCookie(t.db, auth, user.email);
    expect((await resolve(auth, cookie)).actor?.role).toBe("user");
    await t.db.update(profiles).set({ role: "vendor" }).where(eq(profiles.id, user.id));
    expect((await resolve(auth, cookie)).actor?.role).toBe("vendor");
  });

  it("treats a tampered cookie as anonymous instead of failing", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const cookie = await signInCookie(t.db, auth, user.email);
    const [name, value] = cookie.split("=") as [string, string];
    const [token, signature] = decodeURIComponent(value).split(".") as [string, string];
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === "a" ? "b" : "a"}${text.slice(at + 1)}`;

    for (const forged of [
      `${token}.${flip(signature, 5)}`, // signature altered
      `${flip(token, 3)}.${signature}`, // token altered, old signature
      token, // unsigned
      "garbage",
    ]) {
      await expect(resolve(auth, `${name}=${encodeURIComponent(forged)}`)).resolves.toMatchObject({
        actor: null,
      });
    }
    // The genuine cookie still works.
    expect((await resolve(auth, cookie)).actor?.userId).toBe(user.id);
  });

  it("treats an expired or deleted session as anonymous", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const expiring = await signInCookie(t.db, auth, user.email);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await resolve(auth, expiring)).actor).toBeNull();

    const deleted = await signInCookie(t.db, auth, user.email);
    expect((await resolve(auth, deleted)).actor?.userId).toBe(user.id);
    await t.db.delete(sessions);
    expect((await resolve(auth, deleted)).actor).toBeNull();
  });

  it("extends a session used after an hour to a fresh 24 hours, refreshing the cookie", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const cookie = await signInCookie(t.db, auth, user.email);
    // As if signed in two hours ago: 22 hours left.
    await t.db.update(sessions).set({ expiresAt: sql`now() + interval '22 hours'` });

    const { actor, setCookies } = await resolve(auth, cookie);

    expect(actor?.userId).toBe(user.id);
    expect(setCookies.join("\n")).toMatch(/sab\.session_token=[^;]+;.*Max-Age=86400/i);
    const [session] = await t.db.select().from(sessions);
    const hoursLeft = (session!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it("does not rewrite a session used again within the hour", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const cookie = await signInCookie(t.db, auth, user.email);
    const [before] = await t.db.select().from(sessions);
    const { setCookies } = await resolve(auth, cookie);
    expect(setCookies).toEqual([]);
    const [after] = await t.db.select().from(sessions);
    expect(after?.expiresAt).toEqual(before?.expiresAt);
  });

  it("honours admin and staff only for company addresses; vendor whatever the domain", async () => {
    const auth = makeAuth(t.db);
    const outsideAdmin = await createUser(t.db, { role: "admin", email: "ceo@gmail.com" });
    await t.db
      .update(profiles)
      .set({ permissions: ["settings:manage"] })
      .where(eq(profiles.id, outsideAdmin.id));
    const outsideStaff = await createUser(t.db, { role: "staff", email: "staff@example.org" });
    const companyAdmin = await createUser(t.db, { role: "admin", email: "ops@ShopAfricanBrands.com" });
    const outsideVendor = await createUser(t.db, { role: "vendor", email: "shop@lagosthreads.ng" });

    const admin = (await resolve(auth, await signInCookie(t.db, auth, outsideAdmin.email))).actor;
    expect(admin).toMatchObject({ role: "user", storedRole: "admin" });
    // The downgrade drops the admin's extra permissions too.
    expect(admin?.permissions).toEqual(permissionsFor("user"));

    expect((await resolve(auth, await signInCookie(t.db, auth, outsideStaff.email))).actor).toMatchObject({
      role: "user",
      storedRole: "staff",
    });
    expect((await resolve(auth, await signInCookie(t.db, auth, companyAdmin.email))).actor).toMatchObject({
      role: "admin",
      storedRole: "admin",
    });
    expect((await resolve(auth, await signInCookie(t.db, auth, outsideVendor.email))).actor).toMatchObject({
      role: "vendor",
    });
  });
});
