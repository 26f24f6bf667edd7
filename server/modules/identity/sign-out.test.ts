import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "#db/schema";
import {
  auditRows,
  client,
  companyDomains,
  createUser,
  makeAuth,
  signInCookie,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { resolveActor } from "./actor";
import { signOut } from "./sign-out";

const t = useTestDatabase();

describe("signOut", () => {
  it("ends the session for good, clears the cookie and audits it", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const cookie = await signInCookie(t.db, auth, user.email);
    const headers = new Headers({ cookie });
    const { actor } = await resolveActor(t.db, { auth, headers, companyDomains });
    expect(actor?.userId).toBe(user.id);
    const ip = client();

    const result = await signOut(t.db, { auth, headers, actor, client: ip });

    const cleared = result.setCookies.find((line) => line.startsWith("sab.session_token="));
    expect(cleared).toMatch(/^sab\.session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    // Replaying the old cookie does not bring the session back.
    expect(
      (await resolveActor(t.db, { auth, headers: new Headers({ cookie }), companyDomains })).actor,
    ).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const [audit] = await auditRows(t.db, "auth.sign_out");
    expect(audit).toMatchObject({ userId: user.id, ipAddress: ip.ip, resource: "session" });
  });

  it("ends only this session; the same person's other devices stay signed in", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const laptop = await signInCookie(t.db, auth, user.email);
    const phone = await signInCookie(t.db, auth, user.email);
    const headers = new Headers({ cookie: laptop });
    const { actor } = await resolveActor(t.db, { auth, headers, companyDomains });

    await signOut(t.db, { auth, headers, actor, client: client() });

    expect(
      (await resolveActor(t.db, { auth, headers: new Headers({ cookie: laptop }), companyDomains })).actor,
    ).toBeNull();
    expect(
      (await resolveActor(t.db, { auth, headers: new Headers({ cookie: phone }), companyDomains })).actor
        ?.userId,
    ).toBe(user.id);
  });

  it("signing out while anonymous is harmless and writes no audit row", async () => {
    const auth = makeAuth(t.db);
    await expect(
      signOut(t.db, { auth, headers: new Headers(), actor: null, client: client() }),
    ).resolves.toBeDefined();
    expect(await auditRows(t.db, "auth.sign_out")).toEqual([]);
  });
});
