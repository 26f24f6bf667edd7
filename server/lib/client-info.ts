import type { ClientInfo } from "#server/modules/identity/client-info";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The connection's own address identifies the client for rate limits; a forwarded-for header is
 * believed only behind a proxy we were told to trust, since anyone can send one.
 */
export function clientInfoOf(c: Context, trustProxy: boolean): ClientInfo {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  let ip = forwarded || "unknown";
  if (!forwarded) {
    try {
      ip = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      ip = "unknown";
    }
  }
  return { ip, userAgent: c.req.header("user-agent") ?? null };
}
