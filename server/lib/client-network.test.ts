import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8:a:b:c:d:e:f", "2001:db8:a:b::/64"],
    ["fe80::", "fe80:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s → %s", (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });
});
