import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { HonoEnv } from "./hono-env";
import { securityHeaders } from "./security";

const sandboxed = "default-src 'none'; sandbox";

/**
 * Mounted as server/app.ts mounts it in production, before a page and a download that sets its own policy.
 */
function appWithCsp() {
  const app = new Hono<HonoEnv>();
  app.use("*", securityHeaders({ https: false, csp: true }));
  app.get("/page", (c) => c.html("<p>page</p>"));
  app.get(
    "/download",
    () =>
      new Response("%PDF-1.4", {
        headers: { "Content-Type": "application/pdf", "Content-Security-Policy": sandboxed },
      }),
  );
  return app;
}

describe("security headers", () => {
  it("give a page the site-wide policy with a fresh nonce", async () => {
    const response = await appWithCsp().request("/page");
    expect(response.headers.get("content-security-policy")).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/,
    );
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("keep the stricter policy a download sets for itself (sandboxed, nothing may run)", async () => {
    const response = await appWithCsp().request("/download");
    expect(response.headers.get("content-security-policy")).toBe(sandboxed);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
