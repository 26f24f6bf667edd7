import { marketDayMessages as m } from "#common/i18n/market-days";
import { marketDayStatus } from "#common/market-days";
import { registrationDecisionSchema } from "#common/schemas/market-day";
import { vendorMyMarketDaysPath } from "#common/seller-paths";
import type { Db } from "#db/client";
import { marketDayVendors, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { notifyUser } from "../notifications/notify-user";
import { forgetEventFigures } from "./market-days.queries";
import { lockMarketDay } from "./market-day-lock";
import { takenPlaces } from "./place-count";
import { assertRegistrationTransition } from "./registration-transition";

/**
 * An admin approves or rejects a registration, with optional notes, while its market day has not
 * ended. Under the market day's lock: the change must pass the state machine, and a rejected
 * registration approved again needs a free place. The store's owner is notified in the same
 * transaction; the decision is audited.
 */
export async function setRegistrationStatus(
  db: Db,
  {
    actor,
    registrationId,
    input,
    now = new Date(),
  }: { actor: Actor | null; registrationId: string; input: unknown; now?: Date },
): Promise<{ message: string }> {
  assertAdmin(actor);
  const decision = parseInput(registrationDecisionSchema, input);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ marketDayId: marketDayVendors.marketDayId })
      .from(marketDayVendors)
      .where(eq(marketDayVendors.id, registrationId));
    if (!found) throw new AppError("NOT_FOUND", { message: m.registrationNotFound });
    const day = await lockMarketDay(tx, found.marketDayId);
    const [registration] = await tx
      .select({
        status: marketDayVendors.status,
        vendorId: marketDayVendors.vendorId,
        ownerId: vendors.userId,
      })
      .from(marketDayVendors)
      .innerJoin(vendors, eq(vendors.id, marketDayVendors.vendorId))
      .where(and(eq(marketDayVendors.id, registrationId), eq(marketDayVendors.marketDayId, day.id)));
    if (!registration) throw new AppError("NOT_FOUND", { message: m.registrationNotFound });
    if (marketDayStatus(day, now) === "past")
      throw new AppError("CONFLICT", {
        message: m.statusChangeNotAllowed(registration.status, decision.status),
      });
    const status = assertRegistrationTransition(registration.status, decision.status);
    if (registration.status === "rejected" && (await takenPlaces(tx, day.id)) >= day.vendorLimit)
      throw new AppError("CONFLICT", { message: m.vendorLimitReached });
    await tx
      .update(marketDayVendors)
      .set({ status, notes: decision.notes, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(marketDayVendors.id, registrationId));
    if (registration.ownerId)
      await notifyUser(tx, {
        userId: registration.ownerId,
        title: m.notificationTitle(status),
        message: m.notificationMessage(day.name, status, decision.notes),
        type: "market_day",
        actionUrl: vendorMyMarketDaysPath,
      });
    await recordAudit(tx, {
      action: `market_day_registration.${status === "approved" ? "approve" : "reject"}`,
      resource: "market_day_registration",
      userId: actor.userId,
      details: {
        registrationId,
        marketDayId: day.id,
        vendorId: registration.vendorId,
        from: registration.status,
        to: status,
      },
    });
  });
  forgetEventFigures();
  return { message: m.registrationStatusUpdated };
}
