import type { MiddlewareHandler } from "hono";
import { randomBytes } from "node:crypto";
import { AppError } from "#server/lib/errors";
import { ownOrigins, type PublicOriginOptions } from "./public-origin";

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Security headers on every response; the CSP nonce is handed to the page renderer. A response
 * that sets its own Content-Security-Policy keeps it: downloads of uploaded files are sandboxed
 * with a stricter policy than a page's.
 */
export function securityHeaders({ https, csp }: { https: boolean; csp: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    if (csp && !c.res.headers.has("Content-Security-Policy"))
      c.header("Content-Security-Policy", contentSecurityPolicy(nonce));
    if (https) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a state-changing request must come from our own pages (APP_URL's origin, see
 * ownOrigins). Browsers send Origin on cross-site form posts and fetches, and Sec-Fetch-Site on all
 * modern ones.
 */
export function sameOriginWrites(options: PublicOriginOptions): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const crossSite =
      fetchSite === "cross-site" || (origin !== undefined && !ownOrigins(c, options).includes(origin));
    if (crossSite) throw new AppError("BAD_ORIGIN");
    return next();
  };
}
