import type { Db } from "#db/client";
import { profiles, users } from "#db/schema";
import { asc, count, eq, ilike, or } from "drizzle-orm";

export const usersPageSize = 20;

export async function listUsers(db: Db, { page, search }: { page: number; search?: string }) {
  const term = search?.trim();
  const where = term
    ? or(ilike(users.email, `%${escapeLike(term)}%`), ilike(profiles.fullName, `%${escapeLike(term)}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: profiles.fullName,
        role: profiles.role,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(where)
      .orderBy(asc(users.email))
      .limit(usersPageSize)
      .offset((page - 1) * usersPageSize),
    db.select({ value: count() }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize: usersPageSize };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
