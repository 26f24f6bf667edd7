import { describe, expect, it } from "vitest";
import { createUser, silentLogger, testMailer, testSecret } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { createAuth, sessionLifetimeSeconds } from "./auth";
import { hasSessionCookie } from "./session-cookie";

const t = useTestDatabase();

async function sessionCookieFor(baseURL: string): Promise<string> {
  const auth = createAuth(t.db, { baseURL, secret: testSecret, mailer: testMailer, logger: silentLogger });
  const user = await createUser(t.db);
  const result = await auth.api.signInEmail({
    body: { email: user.email, password: user.password },
    returnHeaders: true,
  });
  const cookie = result.headers.getSetCookie().find((line) => /sab\.session_token=/.test(line));
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

describe("session cookies", () => {
  it("are HTTP-only, SameSite=Lax and last 24 hours", async () => {
    const cookie = await sessionCookieFor("http://localhost:3000");
    expect(sessionLifetimeSeconds).toBe(86_400);
    expect(cookie).toMatch(/^sab\.session_token=[^;]+;/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Max-Age=86400/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
  });

  it("are Secure and __Secure- prefixed behind HTTPS, and still recognised", async () => {
    const cookie = await sessionCookieFor("https://shop.example.com");
    expect(cookie).toMatch(/^__Secure-sab\.session_token=[^;]+;/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(hasSessionCookie(cookie.split(";")[0])).toBe(true);
  });
});
