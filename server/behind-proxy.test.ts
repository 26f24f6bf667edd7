import { describe, expect, it } from "vitest";
import * as loginRoute from "~/routes/auth/login";
import { createUser } from "../tests/factories";
import { appOnBuild, reducedBuild } from "../tests/reduced-build";
import { useTestDatabase } from "../tests/setup/database";

const t = useTestDatabase();
const publicUrl = "https://shop.example.com";

/** The React Router build reduced to the real sign-in route. */
const build = reducedBuild({ "routes/auth/login": { path: "auth/login", module: loginRoute } });

/** The app as deployed at https://shop.example.com behind a proxy that terminates TLS. */
function appBehindProxy({ trustProxy = "false" }: { trustProxy?: string } = {}) {
  return appOnBuild(t.db, build, { APP_URL: publicUrl, TRUST_PROXY: trustProxy });
}

/** A browser's sign-in form post as the proxy passes it on: plain http, to `url`, with `headers` added. */
async function signInPost(
  app: ReturnType<typeof appOnBuild>,
  url: string,
  { email, password }: { email: string; password: string },
  headers: Record<string, string>,
) {
  return app.request(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body: new URLSearchParams({ email, password, redirect: "" }),
  });
}

function sessionCookieOf(response: Response) {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("__Secure-sab.session_token="));
}

describe("the app behind a TLS-terminating proxy (APP_URL=https://…)", () => {
  it("signs in from its own https page though the request reaches it as http", async () => {
    const app = appBehindProxy();
    const user = await createUser(t.db);

    const response = await signInPost(app, "http://shop.example.com/auth/login", user, { origin: publicUrl });

    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect(sessionCookieOf(response)).toMatch(/; Secure/i);
  });

  it("signs in through the hydrated page's data request too", async () => {
    const app = appBehindProxy();
    const user = await createUser(t.db);

    const response = await signInPost(app, "http://shop.example.com/auth/login.data", user, {
      origin: publicUrl,
    });

    expect(response.status).toBe(202);
    expect(await response.text()).toContain("/dashboard");
    expect(sessionCookieOf(response)).toBeDefined();
  });

  it("signs in when the proxy passes its own address as Host", async () => {
    const app = appBehindProxy();
    const user = await createUser(t.db);

    const response = await signInPost(app, "http://127.0.0.1:3000/auth/login", user, { origin: publicUrl });

    expect(response.status).toBe(302);
    expect(sessionCookieOf(response)).toBeDefined();
  });

  it("with TRUST_PROXY, accepts the address the proxy reports in X-Forwarded-Proto and -Host", async () => {
    const user = await createUser(t.db);
    const forwarded = {
      origin: "https://www.shop.example.com",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.shop.example.com",
      "x-forwarded-for": "198.51.100.7",
    };

    const untrusted = await signInPost(appBehindProxy(), "http://10.0.0.5:3000/auth/login", user, forwarded);
    expect(untrusted.status).toBe(403);
    expect(await untrusted.json()).toMatchObject({ error: { code: "BAD_ORIGIN" } });

    const trusted = await signInPost(
      appBehindProxy({ trustProxy: "1" }),
      "http://10.0.0.5:3000/auth/login",
      user,
      forwarded,
    );
    expect(trusted.status).toBe(302);
    expect(sessionCookieOf(trusted)).toBeDefined();
  });

  it.each([
    ["another site", "https://evil.example"],
    ["the same host without TLS", "http://shop.example.com"],
  ])("refuses a form posted from %s, signing nobody in", async (_from, origin) => {
    const app = appBehindProxy();
    const user = await createUser(t.db);

    const response = await signInPost(app, "http://shop.example.com/auth/login", user, { origin });

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "BAD_ORIGIN" } });
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});
