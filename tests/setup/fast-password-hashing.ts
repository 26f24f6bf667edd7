import { vi } from "vitest";
import type * as passwordModule from "#server/modules/identity/password";

/**
 * Tests hash passwords at a low scrypt cost (N=2^10 instead of OWASP's 2^17: ~1 ms instead of
 * ~150-400 ms and 128 MiB each), so sign-in and sign-up flows can be exercised freely on 2 cores.
 * Only the cost changes: the format is the real one and the real verifyPassword reads the cost from
 * the hash. server/modules/identity/password.test.ts unmocks the module and checks the real cost.
 * Set TEST_REAL_PASSWORD_COST=1 to run the whole suite at the production cost.
 */
if (!process.env.TEST_REAL_PASSWORD_COST) {
  vi.doMock("#server/modules/identity/password", async (importOriginal) => {
    const actual = await importOriginal<typeof passwordModule>();
    return {
      ...actual,
      hashPassword: (password: string) => actual.hashPasswordAtCost(password, { N: 2 ** 10, r: 8, p: 1 }),
    };
  });
}
