import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideAccess } from "#common/access";
import { defaultStaffSections } from "#common/admin-sections";
import type { Role } from "#common/roles";
import { permissionsFor } from "#common/roles";
import type { createApp } from "#server/app";
import type { Services } from "#server/context";
import { openApiDocument } from "#server/http/openapi";
import { baseURL, createUser, signInCookie } from "../factories";
import { pageServerBuild } from "../page-build";
import type { TestDatabase } from "../setup/database";
import { type PageApp, startPageApp } from "../page-app";
import { apiRequests, type FuzzRequest, pageRequests } from "./malformed-requests";

/**
 * Every page route and every API operation, sent malformed paths, queries and bodies through the
 * whole app in-process, as a guest and signed in as a buyer, a vendor and an admin. Bad input is the
 * client's mistake: a 4xx with a clear message or a redirect, never a 5xx.
 */
let database: TestDatabase;
let services: Services;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;
const logged: string[] = [];
const signedIn = [
  ["buyer", "user"],
  ["vendor", "vendor"],
  ["admin", "admin"],
] as const satisfies readonly (readonly [string, Role])[];
const cookies: Record<string, string> = {};

/**
 * Who sends a request: a guest where the route guard lets guests in, and the first of buyer, vendor
 * and admin it lets in. Everyone else would only be redirected, so each request meets each guarded
 * path once and the run stays short. API paths are judged as the pages they mirror (/api/v1/orders as
 * /orders).
 */
function viewersFor(target: string): string[] {
  const path = target.split("?")[0]!.replace(/^\/api\/v1(?=\/)/, "");
  const guest = decideAccess(path, null, defaultStaffSections).kind === "allow" ? ["guest"] : [];
  const member = signedIn.find(
    ([, role]) =>
      decideAccess(path, { role, permissions: permissionsFor(role) }, defaultStaffSections).kind === "allow",
  );
  return member ? [...guest, member[0]] : guest;
}

beforeAll(async () => {
  pageApp = await startPageApp("fuzz");
  ({ database, services, app } = pageApp);
  const { db } = database;
  for (const [viewer, role] of signedIn)
    cookies[viewer] = await signInCookie(db, services.auth, (await createUser(db, { role })).email);
});

afterAll(async () => {
  await pageApp?.stop();
});

async function serverErrors(requests: readonly FuzzRequest[]): Promise<string[]> {
  const failures: string[] = [];
  for (const request of requests) {
    for (const viewer of viewersFor(request.target)) {
      const headers: Record<string, string> = { origin: baseURL, accept: "text/html" };
      if (cookies[viewer]) headers.cookie = cookies[viewer];
      if (request.contentType) headers["content-type"] = request.contentType;
      logged.length = 0;
      const response = await app.request(`${baseURL}${request.target}`, {
        method: request.method,
        headers,
        body: request.body,
      });
      await response.arrayBuffer();
      if (response.status >= 500) {
        const why = logged.map((line) => JSON.parse(line).err?.message ?? JSON.parse(line).msg).join("; ");
        failures.push(
          `${response.status} ${viewer} ${request.method} ${request.target.slice(0, 120)} (${request.label})${why ? `: ${why}` : ""}`,
        );
      }
    }
  }
  return failures;
}

/** Hundreds of whole requests each: about a minute on an idle machine, several on a busy one. */
const fuzzTimeout = 600_000;

describe("malformed requests never earn a 5xx", () => {
  it("on every page route", { timeout: fuzzTimeout }, async () => {
    const requests = pageRequests(pageServerBuild().pages);
    expect(await serverErrors(requests)).toEqual([]);
  });

  it("on the routes Hono serves itself", { timeout: fuzzTimeout }, async () => {
    const own = [
      { path: "media/*", hasAction: false, source: "" },
      { path: "healthz", hasAction: false, source: "" },
      { path: "api/auth/get-session", hasAction: false, source: "" },
      { path: "api/auth/verify-email", hasAction: false, source: "" },
      { path: "api/auth/reset-password/:token", hasAction: false, source: "" },
      { path: "webhooks/:provider", hasAction: true, source: "" },
      { path: "webhooks/paystack", hasAction: true, source: "" },
    ];
    expect(await serverErrors(pageRequests(own))).toEqual([]);
  });

  it("on every API operation", { timeout: fuzzTimeout }, async () => {
    const requests = apiRequests(openApiDocument);
    expect(await serverErrors(requests)).toEqual([]);
  });
});
