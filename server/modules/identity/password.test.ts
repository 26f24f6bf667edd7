import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./password";

// The real cost, not the cheap one tests/setup/fast-password-hashing.ts gives every other suite.
vi.unmock("./password");

describe("password hashing", () => {
  it("stores scrypt at OWASP cost with its parameters, salt and key", async () => {
    const hash = await hashPassword("Correct-horse-battery-7");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("Correct-horse-battery-7");
    await expect(verifyPassword({ hash, password: "Correct-horse-battery-7" })).resolves.toBe(true);
    await expect(verifyPassword({ hash, password: "correct-horse-battery-7" })).resolves.toBe(false);
    await expect(verifyPassword({ hash, password: "" })).resolves.toBe(false);
  });

  it("salts every hash, so one password never hashes the same twice", async () => {
    const [a, b] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(a).not.toBe(b);
    await expect(verifyPassword({ hash: a, password: "same password" })).resolves.toBe(true);
    await expect(verifyPassword({ hash: b, password: "same password" })).resolves.toBe(true);
  });

  it("treats equivalent Unicode spellings of a password as the same password (NFKC)", async () => {
    const composed = "caf\u00e9-p\u00e4ssword";
    const decomposed = "cafe\u0301-pa\u0308ssword";
    const hash = await hashPassword(composed);
    await expect(verifyPassword({ hash, password: decomposed })).resolves.toBe(true);
  });

  it("refuses malformed or foreign hashes instead of throwing", async () => {
    for (const hash of [
      "",
      "plain",
      "bcrypt$10$abc",
      "scrypt$131072$8$1$salt",
      "$2b$10$abcdefghijklmnopqrstuv",
    ]) {
      await expect(verifyPassword({ hash, password: "anything" })).resolves.toBe(false);
    }
  });

  it("still verifies hashes made at another cost (the cost is read from the hash)", async () => {
    const strong = await hashPassword("upgrade me");
    const [, , , , salt] = strong.split("$");
    const { scrypt } = await import("node:crypto");
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt("upgrade me", Buffer.from(salt!, "base64url"), 64, { N: 2 ** 14, r: 8, p: 1 }, (e, k) =>
        e ? reject(e) : resolve(k),
      ),
    );
    const weaker = ["scrypt", 2 ** 14, 8, 1, salt, key.toString("base64url")].join("$");
    await expect(verifyPassword({ hash: weaker, password: "upgrade me" })).resolves.toBe(true);
    await expect(verifyPassword({ hash: weaker, password: "not me" })).resolves.toBe(false);
  });
});
