import { profiles, users } from "#db/schema";
import { sql } from "drizzle-orm";

/** A person's display name: profile name, else account name, else "Anonymous" (join `profiles` to `users`). */
export const personName = sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${users.name}), ''), 'Anonymous')`;
