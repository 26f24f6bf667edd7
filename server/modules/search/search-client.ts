import { createHmac } from "node:crypto";
import { isIPv6 } from "node:net";

/**
 * Who made a search, so popular searches count clients rather than requests: the user when
 * signed in, else the network the request came from. The address is kept only as a keyed hash
 * (a plain hash of an IPv4 address is undone by trying all of them). The user agent is left out:
 * a client chooses it freely and could count as a new client on every request.
 */
export function searchClientKey({ userId, ip, secret }: { userId: string | null; ip: string; secret: string }): string {
  if (userId) return `user:${userId}`;
  return `ip:${createHmac("sha256", secret).update(`search-client:${clientNetwork(ip)}`).digest("base64url")}`;
}

/**
 * An IPv4 address as it is; an IPv6 address by its /64, the block one subscriber or server is
 * usually given whole (each of its addresses would otherwise be a client of its own).
 */
export function clientNetwork(ip: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mappedIpv4) return mappedIpv4;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
