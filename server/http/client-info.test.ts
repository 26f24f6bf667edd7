import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientInfoOf } from "./client-info";
import type { ProxyTrust } from "#server/lib/proxy-trust";

/** What the app would take as the client's address for this request (the key of per-client limits). */
async function clientIp({
  trust,
  remote,
  forwardedFor,
}: {
  trust: ProxyTrust;
  remote: string;
  forwardedFor?: string;
}) {
  const app = new Hono();
  app.get("/", (c) => c.json(clientInfoOf(c, trust)));
  const headers: Record<string, string> = { "user-agent": "vitest" };
  if (forwardedFor !== undefined) headers["x-forwarded-for"] = forwardedFor;
  const response = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: remote } } });
  return ((await response.json()) as { ip: string }).ip;
}

describe("clientInfoOf", () => {
  it("ignores X-Forwarded-For unless told to trust a proxy: anyone can send one", async () => {
    expect(await clientIp({ trust: { hops: 0 }, remote: "203.0.113.9", forwardedFor: "198.51.100.1" })).toBe(
      "203.0.113.9",
    );
  });

  it("behind one trusted proxy takes the address that proxy appended, not the entries the client wrote", async () => {
    const trust = { hops: 1 };
    expect(await clientIp({ trust, remote: "10.0.0.2", forwardedFor: "198.51.100.7" })).toBe("198.51.100.7");
    // A client rotating a made-up first entry stays one client, so its sign-in limit still applies.
    const seen = new Set<string>();
    for (let i = 0; i < 25; i++)
      seen.add(await clientIp({ trust, remote: "10.0.0.2", forwardedFor: `192.0.2.${i}, 198.51.100.7` }));
    expect([...seen]).toEqual(["198.51.100.7"]);
  });

  it("counts back as many hops as there are trusted proxies", async () => {
    expect(
      await clientIp({
        trust: { hops: 2 },
        remote: "10.0.0.2",
        forwardedFor: "192.0.2.66, 198.51.100.7, 10.0.0.1",
      }),
    ).toBe("198.51.100.7");
    // Fewer entries than proxies (a request that skipped the outer one): the furthest address known.
    expect(await clientIp({ trust: { hops: 3 }, remote: "10.0.0.2", forwardedFor: "198.51.100.7" })).toBe(
      "198.51.100.7",
    );
  });

  it("with proxy addresses, takes the right-most address that is not one of them", async () => {
    const trust = { ranges: ["10.0.0.0/8", "fd00::/8"] };
    expect(
      await clientIp({ trust, remote: "10.0.0.2", forwardedFor: "192.0.2.66, 198.51.100.7, 10.1.1.1" }),
    ).toBe("198.51.100.7");
    expect(await clientIp({ trust, remote: "::ffff:10.0.0.2", forwardedFor: "2001:db8::5, fd00::3" })).toBe(
      "2001:db8::5",
    );
    // A connection that is not from a listed proxy is the client, whatever it claims.
    expect(await clientIp({ trust, remote: "203.0.113.9", forwardedFor: "198.51.100.7" })).toBe(
      "203.0.113.9",
    );
  });

  it("uses the connection's address when no header came", async () => {
    expect(await clientIp({ trust: { hops: 1 }, remote: "10.0.0.2" })).toBe("10.0.0.2");
  });
});
