import type { LadderStep } from "#common/pricing/bulk-ladder";
import { parseLadder } from "./parse-ladder";
import type { Db } from "#db/client";
import { settings } from "#db/schema";
import { eq } from "drizzle-orm";

export const defaultLadderSettingKey = "default_bulk_ladder";

/**
 * The platform ladder for products without their own tiers (setting `default_bulk_ladder`); none if unset.
 */
export async function getDefaultBulkLadder(db: Db): Promise<LadderStep[]> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, defaultLadderSettingKey))
    .limit(1);
  return row ? parseLadder(row.value) : [];
}
