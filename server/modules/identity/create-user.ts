import type { Role } from "#common/roles";
import type { Db } from "#db/client";
import { accounts, profiles, users } from "#db/schema";
import { randomBytes } from "node:crypto";
import { hashPassword } from "./password";

export interface NewUser {
  email: string;
  name: string;
  password: string;
  role: Role;
  emailVerified?: boolean;
}

/**
 * Creates a confirmed account with a password, outside the sign-up form: for the demo seed,
 * `npm run admin:create` and test factories. Does nothing when the e-mail already exists.
 */
export async function createUserWithPassword(
  db: Db,
  user: NewUser,
): Promise<{ id: string; created: boolean }> {
  const email = user.email.trim().toLowerCase();
  const findExisting = (reader: Pick<Db, "query">) =>
    reader.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email), columns: { id: true } });
  // Hashing costs a tenth of a second by design: the demo seed runs at every start and its
  // accounts exist after the first, so look before hashing.
  const known = await findExisting(db);
  if (known) return { id: known.id, created: false };
  const passwordHash = await hashPassword(user.password);
  return db.transaction(async (tx) => {
    const id = randomBytes(16).toString("base64url");
    const [inserted] = await tx
      .insert(users)
      .values({ id, email, name: user.name, emailVerified: user.emailVerified ?? true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!inserted) {
      // Created by someone else between the look and the insert.
      const existing = await findExisting(tx);
      return { id: existing!.id, created: false };
    }
    await tx.insert(accounts).values({
      id: randomBytes(16).toString("base64url"),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
    });
    await tx.insert(profiles).values({ id, email, fullName: user.name, role: user.role });
    return { id, created: true };
  });
}
