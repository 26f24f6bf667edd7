import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { storeProfileSchema } from "#common/schemas/store-profile";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { eq } from "drizzle-orm";

/**
 * The vendor saves its store profile's words: name, contact, city, description, policies, social
 * links and response-time target. Every field is checked first; one bad field refuses the whole
 * form, so nothing is half-written. `vendorId` is the actor's own store.
 */
export async function updateStoreProfile(db: Db, { vendorId, input }: { vendorId: string; input: unknown }) {
  const profile = parseInput(storeProfileSchema, input);
  const updated = await db
    .update(vendors)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(vendors.id, vendorId))
    .returning({ id: vendors.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", { message: messages.store.notFound });
}
