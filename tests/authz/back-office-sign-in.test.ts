import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { sessions } from "#db/schema";
import { signIn } from "#server/modules/identity/sign-in";
import { appErrorFrom, auditRows, client, companyDomains, createUser, makeAuth } from "../factories";
import { useTestDatabase } from "../setup/database";
import { backOfficeSignInMatrix } from "./matrix";

const t = useTestDatabase();

describe("the back office's sign-in (/admin/login), by role", () => {
  it.each(backOfficeSignInMatrix.map((row) => [row.who, row] as const))("%s", async (_who, row) => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db, { role: row.role, email: row.email });
    const attempt = signIn(t.db, {
      auth,
      input: { email: user.email, password: user.password },
      client: client(),
      companyDomains,
      returnTo: "/admin/orders",
      backOfficeOnly: true,
    });
    const sessionRows = () => t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    if (row.expected === "signed in") {
      const result = await attempt;
      expect(result.redirectTo).toBe("/admin/orders");
      expect(result.setCookies.some((cookie) => cookie.startsWith("sab.session_token="))).toBe(true);
      expect(await sessionRows()).toHaveLength(1);
      return;
    }
    const error = await appErrorFrom(attempt);
    expect(error).toMatchObject({ status: 403, message: messages.errors.accessDenied });
    expect(await sessionRows()).toEqual([]);
    const [refusal] = await auditRows(t.db, "auth.back_office_refused");
    expect(refusal).toMatchObject({ userId: user.id, details: { email: user.email } });
  });

  it("refuses a wrong password as /auth/login does, whoever the account is", async () => {
    const auth = makeAuth(t.db);
    const admin = await createUser(t.db, { role: "admin" });
    const error = await appErrorFrom(
      signIn(t.db, {
        auth,
        input: { email: admin.email, password: "not-the-password" },
        client: client(),
        companyDomains,
        backOfficeOnly: true,
      }),
    );
    expect(error).toMatchObject({ status: 401, message: messages.auth.invalidCredentials });
  });
});
