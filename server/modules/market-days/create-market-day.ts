import { marketDayMessages as m } from "#common/i18n/market-days";
import { marketDaySchema } from "#common/schemas/market-day";
import type { Db } from "#db/client";
import { marketDays } from "#db/schema";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { checkFeaturedCategory } from "./featured-category";

/** An admin creates a market day: every field checked (a message per field), then written and audited. */
export async function createMarketDay(
  db: Db,
  { actor, input }: { actor: Actor | null; input: unknown },
): Promise<{ id: string; message: string }> {
  assertAdmin(actor);
  const day = parseInput(marketDaySchema, input);
  await checkFeaturedCategory(db, day.featuredCategoryId);
  const id = newId("mkd");
  await db.transaction(async (tx) => {
    await tx.insert(marketDays).values({ id, ...day });
    await recordAudit(tx, {
      action: "market_day.create",
      resource: "market_day",
      userId: actor.userId,
      details: { marketDayId: id, name: day.name },
    });
  });
  return { id, message: m.created };
}
