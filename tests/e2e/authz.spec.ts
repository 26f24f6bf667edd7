import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { accessMatrix, viewerNames, type AccessRow, type ViewerName } from "../authz/matrix";
import { demo, demoPassword, expect, test } from "./fixtures";

const demoEmail: Record<Exclude<ViewerName, "anonymous">, string> = {
  user: demo.buyer,
  vendor: demo.vendor,
  staff: demo.staff,
  admin: demo.admin,
};

async function clientFor(viewer: ViewerName, baseURL: string, clientIp: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": clientIp },
  });
  if (viewer !== "anonymous") {
    const response = await api.post("/auth/login", {
      form: { email: demoEmail[viewer], password: demoPassword, redirect: "" },
      maxRedirects: 0,
    });
    expect(response.status(), `sign-in as ${viewer}`).toBe(302);
  }
  return api;
}

/** What the guard did, read from the raw response (no redirects followed). */
function guardOutcome(row: AccessRow, status: number, location: string | null): string {
  if (status < 300 || status >= 400 || !location) return "allow";
  const target = new URL(location, "http://x");
  if (target.pathname === "/auth/login" && target.searchParams.get("redirect") === row.path) return "login";
  if (target.pathname === "/access-denied") return `deny:${target.searchParams.get("reason")}`;
  return `redirect:${target.pathname}`;
}

function expectedOutcome(row: AccessRow): string {
  const { expected } = row;
  if (expected.kind === "deny") return `deny:${expected.reason}`;
  if (expected.kind === "redirect") return `redirect:${expected.to}`;
  return expected.kind;
}

/**
 * Pages that redirect on their own for reasons other than access (aliases, auth pages for signed-in people).
 */
function isOwnRedirect(row: AccessRow, outcome: string): boolean {
  return row.expected.kind === "allow" && outcome.startsWith("redirect:");
}

for (const viewer of viewerNames) {
  test(`the server enforces the access matrix for ${viewer}`, async ({ baseURL, clientIp }) => {
    const api = await clientFor(viewer, baseURL!, clientIp);
    const rows = accessMatrix.filter((row) => row.viewer === viewer);
    for (const row of rows) {
      for (const path of [row.path, `${row.path.replace(/\/+$/, "") || ""}.data`]) {
        if (path === ".data") continue;
        const response = await api.get(path, { maxRedirects: 0 });
        const outcome = guardOutcome(
          { ...row, path: row.path },
          response.status(),
          response.headers()["location"] ?? null,
        );
        if (path.endsWith(".data")) {
          // Client-side navigations fetch loader data from <path>.data; the guard must run there too.
          if (row.expected.kind !== "allow")
            expect.soft(response.status(), `${viewer} ${path}`).not.toBe(200);
          continue;
        }
        if (isOwnRedirect(row, outcome)) continue;
        expect.soft(outcome, `${viewer} GET ${path}`).toBe(expectedOutcome(row));
      }
    }
    await api.dispose();
  });
}

test("the admin audit-log API answers admins only", async ({ baseURL, clientIp }) => {
  for (const viewer of viewerNames) {
    const api = await clientFor(viewer, baseURL!, clientIp);
    const response = await api.get("/api/v1/admin/audit-logs");
    const expected = viewer === "admin" ? 200 : viewer === "anonymous" ? 401 : 403;
    expect.soft(response.status(), viewer).toBe(expected);
    await api.dispose();
  }
});

test("e-mail link endpoints refuse to send anyone to another site", async ({ request }) => {
  for (const path of ["/api/auth/verify-email?token=forged", "/api/auth/reset-password/forged"]) {
    for (const callbackURL of [
      "https://evil.com",
      "//evil.com",
      "/\\evil.com",
      "/auth/callback?redirect=//evil.com",
      "/auth/callback?redirect=https://evil.com",
      "/auth/callback?redirect=/vendors/onboarding&next=//evil.com",
    ]) {
      const response = await request.get(
        `${path}${path.includes("?") ? "&" : "?"}callbackURL=${encodeURIComponent(callbackURL)}`,
        { maxRedirects: 0 },
      );
      expect.soft(response.status(), `${path} → ${callbackURL}`).toBe(400);
    }
  }
  const own = await request.get("/api/auth/reset-password/forged?callbackURL=%2Fauth%2Freset-password", {
    maxRedirects: 0,
  });
  expect(own.status()).toBe(302);
  const location = new URL(own.headers()["location"]!);
  expect(`${location.pathname}${location.search}`).toBe("/auth/reset-password?error=INVALID_TOKEN");
  expect((await request.get("/api/auth/sign-in/email", { maxRedirects: 0 })).status()).toBe(404);
});
