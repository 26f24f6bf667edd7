import type { Context } from "hono";
import { type ProxyTrust, trustsAnyProxy } from "#server/lib/proxy-trust";

export interface PublicOriginOptions {
  /** APP_URL: the address people use, whatever the request looked like when it reached us. */
  appUrl: string;
  trustProxy: ProxyTrust;
}

/**
 * The origins our own pages are served from. A proxy that terminates TLS passes https://host on as
 * http://host (often with its own address as Host), so the request's own URL says nothing about
 * the page: APP_URL's origin is ours. Behind a trusted proxy, so is the origin it reports for this
 * request (X-Forwarded-Proto and X-Forwarded-Host, each falling back to the request's own): a site
 * answering on several names. The header's first value is the outermost proxy's, the address the
 * browser asked for. A page on another site cannot make a browser send these headers (custom
 * headers on a cross-site request need a CORS preflight we never grant), so they cannot vouch for it.
 */
export function ownOrigins(c: Context, { appUrl, trustProxy }: PublicOriginOptions): string[] {
  const appOrigin = new URL(appUrl).origin;
  const reported = trustsAnyProxy(trustProxy) ? reportedOrigin(c) : null;
  return reported && reported !== appOrigin ? [appOrigin, reported] : [appOrigin];
}

/**
 * The request as React Router should see it: on the origin of the page that sent it (its Origin
 * header, when that is one of ours), else on our public origin. React Router refuses an action
 * whose Origin differs from the request URL's, which behind a TLS proxy would be every action.
 */
export function onPublicOrigin(c: Context, options: PublicOriginOptions): Request {
  const request = c.req.raw;
  const origins = ownOrigins(c, options);
  const sender = c.req.header("origin");
  const origin = sender && origins.includes(sender) ? sender : origins.at(-1)!;
  const url = new URL(request.url);
  if (url.origin === origin) return request;
  return new Request(new URL(url.pathname + url.search, origin), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    ...(request.body ? { duplex: "half" } : {}),
  } as RequestInit);
}

function reportedOrigin(c: Context): string | null {
  const own = new URL(c.req.url);
  const proto = firstValue(c.req.header("x-forwarded-proto")) ?? own.protocol.slice(0, -1);
  const host = firstValue(c.req.header("x-forwarded-host")) ?? own.host;
  if (proto !== "http" && proto !== "https") return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

function firstValue(header: string | undefined): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}
