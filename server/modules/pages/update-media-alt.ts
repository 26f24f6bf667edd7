import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { mediaAssets } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { checkedAlt } from "./media-library";

/** An admin changes a media library picture's alt text (required, at most 200 characters). */
export async function updateMediaAlt(
  db: Db,
  { actor, assetId, alt }: { actor: Actor | null; assetId: string; alt: string },
): Promise<void> {
  assertAdmin(actor);
  const value = checkedAlt(alt);
  const updated = await db
    .update(mediaAssets)
    .set({ alt: value })
    .where(eq(mediaAssets.id, assetId))
    .returning({ id: mediaAssets.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", { message: messages.adminContent.imageNotFound });
}
