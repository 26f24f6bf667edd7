import type { Db } from "#db/client";
import { mailOutbox } from "#db/schema";
import { count, desc } from "drizzle-orm";

export async function listOutbox(db: Db, { page, pageSize = 20 }: { page: number; pageSize?: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(mailOutbox),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize };
}
