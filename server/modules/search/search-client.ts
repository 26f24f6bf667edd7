import { createHmac } from "node:crypto";
import { clientNetwork } from "#server/lib/client-network";

/**
 * Who made a search, so popular searches count clients rather than requests: the user when
 * signed in, else the network the request came from. The address is kept only as a keyed hash
 * (a plain hash of an IPv4 address is undone by trying all of them). The user agent is left out:
 * a client chooses it freely and could count as a new client on every request.
 */
export function searchClientKey({
  userId,
  ip,
  secret,
}: {
  userId: string | null;
  ip: string;
  secret: string;
}): string {
  if (userId) return `user:${userId}`;
  return `ip:${createHmac("sha256", secret)
    .update(`search-client:${clientNetwork(ip)}`)
    .digest("base64url")}`;
}
