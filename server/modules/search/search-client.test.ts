import { describe, expect, it } from "vitest";
import { searchClientKey } from "./search-client";

const secret = "a-test-secret-of-at-least-32-characters";

describe("searchClientKey", () => {
  it("is the user when signed in, wherever they search from", () => {
    expect(searchClientKey({ userId: "usr_1", ip: "203.0.113.7", secret })).toBe("user:usr_1");
    expect(searchClientKey({ userId: "usr_1", ip: "198.51.100.2", secret })).toBe("user:usr_1");
  });

  it("is a keyed hash of the network for anonymous searches, never the address itself", () => {
    const key = searchClientKey({ userId: null, ip: "203.0.113.7", secret });
    expect(key).toMatch(/^ip:[\w-]{43}$/);
    expect(key).not.toContain("203.0.113.7");
    expect(searchClientKey({ userId: null, ip: "203.0.113.7", secret })).toBe(key);
    expect(searchClientKey({ userId: null, ip: "::ffff:203.0.113.7", secret })).toBe(key);
    expect(searchClientKey({ userId: null, ip: "203.0.113.8", secret })).not.toBe(key);
    expect(searchClientKey({ userId: null, ip: "203.0.113.7", secret: `${secret}-other` })).not.toBe(key);
  });

  it("counts the addresses of one IPv6 /64 as one client", () => {
    const key = searchClientKey({ userId: null, ip: "2001:db8:1:2::1", secret });
    expect(searchClientKey({ userId: null, ip: "2001:0db8:0001:0002:ffff:eeee:dddd:cccc", secret })).toBe(
      key,
    );
    expect(searchClientKey({ userId: null, ip: "2001:db8:1:3::1", secret })).not.toBe(key);
  });
});
