import type { ClientInfo } from "#server/modules/identity/client-info";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { clientAddress, type ProxyTrust } from "#server/lib/proxy-trust";

/**
 * The client's address identifies it for rate limits: the connection's own address, or what the
 * proxies we were told to trust report in X-Forwarded-For (anyone can send that header).
 */
export function clientInfoOf(c: Context, trust: ProxyTrust): ClientInfo {
  const ip = clientAddress(
    { remote: connectionAddress(c), forwardedFor: c.req.header("x-forwarded-for") },
    trust,
  );
  return { ip: ip || "unknown", userAgent: c.req.header("user-agent") ?? null };
}

function connectionAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
