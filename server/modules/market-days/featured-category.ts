import { marketDayMessages as m } from "#common/i18n/market-days";
import type { Db } from "#db/client";
import { categories } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";

/** A featured category must be one that exists; none is allowed. */
export async function checkFeaturedCategory(db: Db, categoryId: string | null): Promise<void> {
  if (!categoryId) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new AppError("VALIDATION", { fieldErrors: { featuredCategoryId: m.categoryUnknown } });
}
