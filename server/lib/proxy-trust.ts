import { BlockList, isIP } from "node:net";

/**
 * Which proxies in front of the server may report the client's address (TRUST_PROXY): either how
 * many there are on every request's way in (`hops`, 0 = none), or their addresses and CIDR ranges.
 */
export type ProxyTrust = { hops: number } | { ranges: readonly string[] };

export const proxyTrustHelp =
  "TRUST_PROXY must be true, false, a number of proxies, or a comma-separated list of proxy addresses and CIDR ranges";

/** `true` is one proxy, `false` none; anything else must be a hop count or a list of addresses/ranges. */
export function parseProxyTrust(value: string): ProxyTrust | null {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "no") return { hops: 0 };
  if (text === "true" || text === "yes") return { hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const ranges = text
    .split(",")
    .map((range) => range.trim())
    .filter(Boolean);
  return ranges.length > 0 && ranges.every((range) => rangeParts(range) !== null) ? { ranges } : null;
}

export function trustsAnyProxy(trust: ProxyTrust): boolean {
  return "ranges" in trust || trust.hops > 0;
}

/**
 * The client's address from the connection's address and X-Forwarded-For. Each proxy appends the
 * address it was reached from, so only the right-hand end of the header is written by our own
 * proxies; everything to the left of that is whatever the client chose to send.
 */
export function clientAddress(
  { remote, forwardedFor }: { remote: string | null; forwardedFor: string | undefined },
  trust: ProxyTrust,
): string | null {
  // Nearest first: the connection itself, then the header from its right-most entry.
  const path = [
    remote,
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse(),
  ];
  if ("hops" in trust) return path[Math.min(trust.hops, path.length - 1)] ?? null;
  const proxies = blockListOf(trust.ranges);
  const client = path.find((address) => address === null || !isProxy(proxies, address));
  return client === undefined ? (path.at(-1) ?? null) : client;
}

function isProxy(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Built once per configured list (it is read on every request), not once per request. */
const blockLists = new WeakMap<readonly string[], BlockList>();

function blockListOf(ranges: readonly string[]): BlockList {
  const built = blockLists.get(ranges);
  if (built) return built;
  const list = new BlockList();
  for (const range of ranges) {
    const parts = rangeParts(range);
    if (parts) list.addSubnet(parts.address, parts.prefix, parts.family);
  }
  blockLists.set(ranges, list);
  return list;
}

function rangeParts(range: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [address = "", prefixText, ...rest] = range.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
  if (prefix < 0 || prefix > bits) return null;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}
