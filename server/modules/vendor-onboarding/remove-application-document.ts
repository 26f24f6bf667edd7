import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { vendorApplicationDocuments } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import type { MediaStore } from "../media/media-store";
import { lockEditableApplication } from "./editable-application";

/** Removes one of the actor's own documents, and its file; anyone else's is "not found". */
export async function removeApplicationDocument(
  db: Db,
  { actor, media, documentId }: { actor: Actor | null; media: MediaStore; documentId: string },
) {
  const fileKey = await db.transaction(async (tx) => {
    const application = await lockEditableApplication(tx, { actor });
    const [removed] = await tx
      .delete(vendorApplicationDocuments)
      .where(
        and(
          eq(vendorApplicationDocuments.id, documentId),
          eq(vendorApplicationDocuments.applicationId, application.id),
        ),
      )
      .returning({ fileKey: vendorApplicationDocuments.fileKey });
    if (!removed) throw new AppError("NOT_FOUND", { message: messages.vendorOnboarding.documentNotFound });
    return removed.fileKey;
  });
  await media.delete(fileKey).catch(() => undefined);
}
