import type { Db } from "#db/client";
import { mediaAssets } from "#db/schema";
import { count, ilike, or } from "drizzle-orm";
import { containsPattern, descending } from "../catalog/product-cards";
import { imageUsage, type ImageUse } from "./image-usage.queries";

export const mediaLibraryPageSize = 24;

export interface MediaLibraryRow {
  id: string;
  key: string;
  fileName: string;
  alt: string;
  width: number;
  height: number;
  sizeBytes: number;
  createdAt: Date;
  /** The pages showing it (published or in a draft); it can be deleted only when there are none. */
  usedBy: ImageUse[];
}

/**
 * /admin/media: the library's pictures, newest first, 24 a page, optionally only those whose file
 * name or alt text contains the search words; each with the pages that show it.
 */
export async function mediaLibrary(
  db: Db,
  { search, page }: { search: string; page: number },
): Promise<{ rows: MediaLibraryRow[]; total: number; page: number; pageSize: number }> {
  const words = search.trim();
  const where = words
    ? or(ilike(mediaAssets.fileName, containsPattern(words)), ilike(mediaAssets.alt, containsPattern(words)))
    : undefined;
  const [rows, [counted], usage] = await Promise.all([
    db
      .select({
        id: mediaAssets.id,
        key: mediaAssets.key,
        fileName: mediaAssets.fileName,
        alt: mediaAssets.alt,
        width: mediaAssets.width,
        height: mediaAssets.height,
        sizeBytes: mediaAssets.sizeBytes,
        createdAt: mediaAssets.createdAt,
      })
      .from(mediaAssets)
      .where(where)
      .orderBy(descending(mediaAssets.createdAt), descending(mediaAssets.id))
      .limit(mediaLibraryPageSize)
      .offset((page - 1) * mediaLibraryPageSize),
    db.select({ total: count() }).from(mediaAssets).where(where),
    imageUsage(db),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, usedBy: usage.get(row.key) ?? [] })),
    total: counted?.total ?? 0,
    page,
    pageSize: mediaLibraryPageSize,
  };
}
