import type { Db } from "#db/client";
import { homeSections } from "#db/schema";
import { homeContentLimits, homeSectionKeys, homeSectionLayout } from "#common/home-content";
import { messages } from "#common/messages";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { forgetHomeContent } from "./home-content.queries";

/**
 * An admin sets which of the home page's sections show and their order, all at once: the form sends
 * `visible.<key>` ("on" when shown) and `position.<key>` (0–99; equal positions keep the default
 * order) for every section. A position at fault is refused under its field, nothing stored. One row
 * per section is written in one transaction, audited with the layout before and after.
 */
export async function setHomeSections(
  db: Db,
  {
    actor,
    input,
    ipAddress,
  }: { actor: Actor | null; input: Record<string, string | undefined>; ipAddress?: string | null },
): Promise<void> {
  assertAdmin(actor);
  const errors: FieldErrors = {};
  const rows = homeSectionKeys.map((key) => {
    const raw = (input[`position.${key}`] ?? "").trim();
    const position = raw === "" ? 0 : Number(raw);
    if (!/^\d{0,3}$/.test(raw) || position > homeContentLimits.maxPosition)
      errors[`position.${key}`] = messages.homeContent.positionInvalid(homeContentLimits.maxPosition);
    const visible = input[`visible.${key}`] === "on" || input[`visible.${key}`] === "true";
    return { key, visible, position };
  });
  if (Object.keys(errors).length > 0) throw new AppError("VALIDATION", { fieldErrors: errors });
  await db.transaction(async (tx) => {
    assertAdmin(actor);
    const before = homeSectionLayout(await tx.select().from(homeSections).for("update"));
    const now = new Date();
    await tx
      .insert(homeSections)
      .values(rows.map((row) => ({ ...row, updatedAt: now })))
      .onConflictDoUpdate({
        target: homeSections.key,
        set: {
          visible: sql`excluded.visible`,
          position: sql`excluded.position`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await recordAudit(tx, {
      action: "home_sections.update",
      resource: "home_sections",
      userId: actor.userId,
      ipAddress,
      details: { before, after: homeSectionLayout(rows) },
    });
  });
  forgetHomeContent();
}
