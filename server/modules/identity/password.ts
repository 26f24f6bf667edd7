import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB per hash). */
const params = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? params.N) * (options.r ?? params.r) + 32 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Format: scrypt$N$r$p$salt$hash (base64url), so the cost can be raised later without breaking old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hashPasswordAtCost(password, params);
}

/** The same hash at a chosen cost; the test suite uses a low one to stay fast on small machines. */
export async function hashPasswordAtCost(
  password: string,
  cost: { N: number; r: number; p: number },
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}
