import { describe, expect, it } from "vitest";
import { expiredSessionCookies, hasSessionCookie } from "./session-cookie";

describe("hasSessionCookie", () => {
  it.each([
    ["sab.session_token=abc", true],
    ["theme=dark; sab.session_token=abc", true],
    ["__Secure-sab.session_token=abc", true],
    ["sab.session_data=abc", false],
    ["xsab.session_token=abc", false],
    ["theme=dark", false],
    ["", false],
    [undefined, false],
  ])("%j → %s", (header, expected) => {
    expect(hasSessionCookie(header)).toBe(expected);
  });
});

describe("expiredSessionCookies", () => {
  it("clears exactly the session cookies that came in, keeping their secure prefix", () => {
    expect(expiredSessionCookies("theme=dark; sab.session_token=abc; sab.session_data=xyz")).toEqual([
      "sab.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      "sab.session_data=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    ]);
    expect(expiredSessionCookies("__Secure-sab.session_token=abc")).toEqual([
      "__Secure-sab.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    ]);
  });

  it("clears nothing when no session cookie came in", () => {
    expect(expiredSessionCookies("theme=dark")).toEqual([]);
    expect(expiredSessionCookies(undefined)).toEqual([]);
  });
});
