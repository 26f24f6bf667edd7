import { safeReturnPath } from "#common/access";
import { authCallbackPath, resetPasswordPath } from "#common/paths";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { defaultLocale } from "#common/format";
import { isConnectionLost } from "#db/connection-lost";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type RequestContext, type Services, requestContext } from "./context";
import { AppError, isAppError } from "./lib/errors";
import { clientInfoOf } from "./http/client-info";
import { resolveActor } from "./modules/identity/actor";
import { requestFlags } from "./modules/feature-flags/request-flags";
import { requestStaffSections } from "./modules/roles/request-staff-sections";
import {
  clearGuestCartCookie,
  clearMergedNoticeCookie,
  mergedNoticeCookie,
  mergedNoticeFrom,
} from "./modules/cart/guest-cart-cookie";
import { resolveCartOwner } from "./modules/cart/resolve-cart-owner";
import { expiredSessionCookies, hasSessionCookie } from "./modules/identity/session-cookie";
import { compressResponses } from "./http/compression";
import { limitRequestBodies } from "./http/body-limit";
import { apiV1 } from "./http/api-v1";
import { rfqsApi } from "./http/api-rfqs";
import { tradeAssuranceApi } from "./http/api-trade-assurance";
import { mediaRoutes } from "./http/media";
import { webhookRoutes } from "./http/webhooks";
import type { HonoEnv } from "./http/hono-env";
import { onPublicOrigin } from "./http/public-origin";
import { sameOriginWrites, securityHeaders } from "./http/security";
import { pageFormsOnly, refuseUnreadableInput } from "./http/readable-input";

export interface AppOptions {
  services: Services;
  /** The React Router server build, or a loader for it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets; absent in development, where Vite serves them. */
  clientAssetsDir?: string;
  mode: "development" | "production";
}

/** Only these Better Auth endpoints face the web: the e-mail links and the session read. */
const publicAuthPaths = [
  /^\/api\/auth\/verify-email$/,
  /^\/api\/auth\/reset-password\/[^/]+$/,
  /^\/api\/auth\/get-session$/,
];
/**
 * The pages our e-mailed links return to. Better Auth redirects to a link's callbackURL even when
 * the token is bad, so any other value would make our domain an open redirect.
 */
const emailLinkCallbacks = new Set([authCallbackPath, resetPasswordPath]);

/**
 * One of those pages; the confirmation page may also carry where to go next (`?redirect=`), which
 * must be a same-site path as sign-in's is, and nothing else.
 */
function isEmailLinkCallback(callbackURL: string): boolean {
  if (emailLinkCallbacks.has(callbackURL)) return true;
  if (!callbackURL.startsWith(`${authCallbackPath}?`)) return false;
  const query = new URLSearchParams(callbackURL.slice(authCallbackPath.length + 1));
  const next = query.get("redirect");
  return [...query.keys()].length === 1 && next !== null && safeReturnPath(next) === next;
}

export function createApp({ services, build, clientAssetsDir, mode }: AppOptions) {
  const app = new Hono<HonoEnv>();
  const { env, logger } = services;
  const handleDocument = createRequestHandler(build, mode);

  app.onError((error, c) => {
    // A lost database connection fails the request, never the process; the client may try again.
    const appError = isAppError(error)
      ? error
      : isConnectionLost(error)
        ? new AppError("SERVICE_UNAVAILABLE", { cause: error })
        : null;
    if (!appError) logger.error({ err: error, requestId: c.get("requestId") }, "request failed");
    else if (appError.code === "SERVICE_UNAVAILABLE")
      logger.warn({ err: error, requestId: c.get("requestId") }, "database unavailable");
    const failure = appError ?? new AppError("INTERNAL");
    return c.json(failure.toJSON(), failure.status as 400);
  });

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("services", services);
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    if (!c.req.path.startsWith("/assets/")) {
      logger.info(
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  });
  const isSecure = env.APP_URL.startsWith("https://");
  app.use("*", securityHeaders({ https: isSecure, csp: mode === "production" }));
  app.use("*", compressResponses());
  // The limit first: the input check reads bodies, and must only ever read a capped one.
  app.use("*", limitRequestBodies());
  app.use("*", refuseUnreadableInput());

  if (clientAssetsDir) {
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    const staticFiles = serveStatic({ root: clientAssetsDir });
    app.use("/assets/*", staticFiles);
    // The build's other files (the favicon) sit at its top and never change while the server runs:
    // only their paths are looked up on disk, not every page's.
    for (const file of readdirSync(clientAssetsDir, { withFileTypes: true }))
      if (file.isFile()) app.get(`/${file.name}`, staticFiles);
  }

  app.get("/healthz", async (c) => {
    try {
      await services.db.execute(sql`select 1`);
      return c.json({ status: "ok", database: "reachable" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      return c.json({ status: "error", database: "unreachable" }, 503);
    }
  });

  // Images need no session: served before the actor is resolved.
  app.route("/media", mediaRoutes(services.media));

  // Providers post from their own servers: no session, no same-origin check; the signature decides.
  app.route("/webhooks", webhookRoutes());

  const publicOrigin = { appUrl: env.APP_URL, trustProxy: env.TRUST_PROXY };
  app.use("*", sameOriginWrites(publicOrigin));
  app.use("*", async (c, next) => {
    c.set("client", clientInfoOf(c, env.TRUST_PROXY));
    c.set("flags", requestFlags(services.db));
    c.set("staffSections", requestStaffSections(services.db));
    const { actor, setCookies } = await resolveActor(services.db, {
      auth: services.auth,
      headers: c.req.raw.headers,
      companyDomains: env.COMPANY_EMAIL_DOMAINS,
    });
    c.set("actor", actor);
    const sessionExpired = !actor && hasSessionCookie(c.req.header("cookie"));
    c.set("sessionExpired", sessionExpired);
    const cookieHeader = c.req.header("cookie");
    const cart = await resolveCartOwner(services.db, {
      actor,
      cookieHeader,
      secret: env.AUTH_SECRET,
      logger,
    });
    const carriedMerge = mergedNoticeFrom(cookieHeader);
    c.set("cartOwner", cart.owner);
    c.set("cartMerged", cart.merged + carriedMerge);
    await next();
    if (cart.clearGuestCookie) c.res.headers.append("Set-Cookie", clearGuestCartCookie({ secure: isSecure }));
    const redirected = c.res.status >= 300 && c.res.status < 400;
    if (cart.merged > 0 && redirected)
      c.res.headers.append(
        "Set-Cookie",
        mergedNoticeCookie(cart.merged + carriedMerge, { secure: isSecure }),
      );
    else if (carriedMerge > 0 && !redirected)
      c.res.headers.append("Set-Cookie", clearMergedNoticeCookie({ secure: isSecure }));
    for (const cookie of setCookies) c.res.headers.append("Set-Cookie", cookie);
    if (sessionExpired && !setCookies.length)
      for (const cookie of expiredSessionCookies(c.req.header("cookie")))
        c.res.headers.append("Set-Cookie", cookie);
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
  });

  app.on(["GET"], "/api/auth/*", (c) => {
    if (!publicAuthPaths.some((pattern) => pattern.test(c.req.path))) throw new AppError("NOT_FOUND");
    const callbackURL = c.req.query("callbackURL");
    if (callbackURL !== undefined && !isEmailLinkCallback(callbackURL)) {
      throw new AppError("VALIDATION", { message: "This link is not valid." });
    }
    return services.auth.handler(c.req.raw);
  });
  app.route("/api/v1", apiV1());
  app.route("/api/trade-assurance", tradeAssuranceApi());
  app.route("/api/rfqs", rfqsApi());
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND");
  });

  app.all("*", pageFormsOnly(), async (c) => {
    const context: RequestContext = {
      ...services,
      actor: c.get("actor"),
      sessionExpired: c.get("sessionExpired"),
      cartOwner: c.get("cartOwner"),
      cartMerged: c.get("cartMerged"),
      client: c.get("client"),
      flags: c.get("flags"),
      staffSections: c.get("staffSections"),
      requestId: c.get("requestId"),
      cspNonce: c.get("cspNonce"),
      // The one place a request's locale is chosen. Every visitor gets the storefront's own settings
      // today; a language preference (cookie or account) would be read here.
      locale: defaultLocale,
      outcome: { databaseUnavailable: false },
    };
    const provider = new RouterContextProvider();
    provider.set(requestContext, context);
    const response = await handleDocument(onPublicOrigin(c, publicOrigin), provider as never);
    if (response.status !== 500 || !context.outcome.databaseUnavailable) return response;
    return new Response(response.body, {
      status: 503,
      statusText: "Service Unavailable",
      headers: response.headers,
    });
  });

  return app;
}
