import type { Db } from "#db/client";
import { footerLinks } from "#db/schema";
import { type FooterColumn, homeContentLimits, isFooterColumn } from "#common/home-content";
import { en } from "#common/i18n/en";
import { messages } from "#common/messages";
import { footerLinkSchema } from "#common/schemas/home-content";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import { count, eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { forgetHomeContent } from "./home-content.queries";
import { footerLinkNotFound } from "./not-found";
import { checkSitePath } from "./site-path";

type FooterLinkInput = { label?: unknown; path?: unknown; position?: unknown };

/**
 * The label to store: a seeded link keeps its catalogue key (so it stays in the visitor's language)
 * while its label is the catalogue's English text unchanged; any other text is the admin's own label.
 */
function labelColumns(
  label: string,
  labelKey: string | null,
): { label: string | null; labelKey: string | null } {
  const nav: Record<string, string> = en.nav;
  if (labelKey && Object.hasOwn(nav, labelKey) && nav[labelKey] === label) return { label: null, labelKey };
  return { label, labelKey: null };
}

/**
 * An admin adds a link at the end (or at its position) of a footer column: label (1–40 characters)
 * and a path of a page of this site that exists (`checkSitePath`), each refused under its field.
 * Role, link and the column's limit (12 links) are checked in the transaction that writes it, audited.
 */
export async function addFooterLink(
  db: Db,
  {
    actor,
    column,
    input,
    ipAddress,
  }: { actor: Actor | null; column: FooterColumn; input: FooterLinkInput; ipAddress?: string | null },
): Promise<{ id: string }> {
  assertAdmin(actor);
  if (!isFooterColumn(column)) throw footerLinkNotFound();
  const link = parseInput(footerLinkSchema, input);
  const row = await db.transaction(async (tx) => {
    assertAdmin(actor);
    const [existing] = await tx
      .select({ value: count() })
      .from(footerLinks)
      .where(eq(footerLinks.column, column));
    if ((existing?.value ?? 0) >= homeContentLimits.linksPerColumn)
      throw new AppError("VALIDATION", {
        fieldErrors: { label: messages.homeContent.tooManyLinks(homeContentLimits.linksPerColumn) },
      });
    const path = await checkSitePath(tx, { path: link.path, field: "path" });
    const id = newId("ftl");
    await tx
      .insert(footerLinks)
      .values({ id, column, label: link.label, labelKey: null, path, position: link.position });
    await recordAudit(tx, {
      action: "footer_link.create",
      resource: `footer_link:${id}`,
      userId: actor.userId,
      ipAddress,
      details: { column, label: link.label, path },
    });
    return { id };
  });
  forgetHomeContent();
  return row;
}

/**
 * An admin changes a footer link's label, path and position (checked as when added). An unknown
 * link is NOT_FOUND, before its fields are judged. Locked, checked and audited in one transaction.
 */
export async function updateFooterLink(
  db: Db,
  {
    actor,
    linkId,
    input,
    ipAddress,
  }: { actor: Actor | null; linkId: string; input: FooterLinkInput; ipAddress?: string | null },
): Promise<void> {
  assertAdmin(actor);
  const [known] = await db.select({ id: footerLinks.id }).from(footerLinks).where(eq(footerLinks.id, linkId));
  if (!known) throw footerLinkNotFound();
  const link = parseInput(footerLinkSchema, input);
  await db.transaction(async (tx) => {
    assertAdmin(actor);
    const [locked] = await tx.select().from(footerLinks).where(eq(footerLinks.id, linkId)).for("update");
    if (!locked) throw footerLinkNotFound();
    const path = await checkSitePath(tx, { path: link.path, field: "path" });
    const label = labelColumns(link.label, locked.labelKey);
    await tx
      .update(footerLinks)
      .set({ ...label, path, position: link.position, updatedAt: new Date() })
      .where(eq(footerLinks.id, linkId));
    await recordAudit(tx, {
      action: "footer_link.update",
      resource: `footer_link:${linkId}`,
      userId: actor.userId,
      ipAddress,
      details: {
        before: {
          label: locked.label,
          labelKey: locked.labelKey,
          path: locked.path,
          position: locked.position,
        },
        after: { ...label, path, position: link.position },
      },
    });
  });
  forgetHomeContent();
}

/** An admin deletes a footer link (audited). An unknown link is NOT_FOUND. */
export async function deleteFooterLink(
  db: Db,
  { actor, linkId, ipAddress }: { actor: Actor | null; linkId: string; ipAddress?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    assertAdmin(actor);
    const [row] = await tx.delete(footerLinks).where(eq(footerLinks.id, linkId)).returning();
    if (!row) throw footerLinkNotFound();
    await recordAudit(tx, {
      action: "footer_link.delete",
      resource: `footer_link:${linkId}`,
      userId: actor.userId,
      ipAddress,
      details: { column: row.column, label: row.label, labelKey: row.labelKey, path: row.path },
    });
  });
  forgetHomeContent();
}
