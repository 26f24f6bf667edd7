import {
  type AdminSectionKey,
  adminSectionKeys,
  editableStaffSections,
  isAdminSectionKey,
  staffMayOpen,
  staffSectionAccess,
} from "#common/admin-sections";
import { adminAreaTexts } from "#common/i18n/admin-area";
import { adminRolesTexts } from "#common/i18n/admin-roles";
import type { Db } from "#db/client";
import { staffSections } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import type { ClientInfo } from "../identity/client-info";
import { readStaffSections } from "./staff-sections.queries";

const t = adminRolesTexts.en;

/**
 * An admin chooses the back-office sections staff may open: `sections` is the whole choice (the
 * ticked boxes), so an editable section left out is taken away. Staff's home page stays open whether
 * named or not; an unknown key, or a section staff may never have, refuses the whole save (VALIDATION,
 * nothing written). In one transaction the rows are read FOR UPDATE; when the choice differs, every
 * editable section's row is written and the change is audited once as `staff_sections.update` with the sections added and removed.
 * Answers the sections staff now have and whether anything changed.
 */
export async function setStaffSections(
  db: Db,
  { actor, sections, client }: { actor: Actor | null; sections: readonly string[]; client?: ClientInfo },
): Promise<{ sections: AdminSectionKey[]; changed: boolean }> {
  assertAdmin(actor);
  const unknown = sections.find((key) => !isAdminSectionKey(key));
  if (unknown !== undefined)
    throw new AppError("VALIDATION", { fieldErrors: { sections: t.unknownSection(unknown) } });
  const never = (sections as AdminSectionKey[]).find((key) => staffSectionAccess(key) === "never");
  if (never)
    throw new AppError("VALIDATION", {
      fieldErrors: { sections: t.neverForStaff(adminAreaTexts.en.sections[never]) },
    });

  const wanted = new Set<string>(sections);
  const after = adminSectionKeys.filter((key) => staffMayOpen(key, sections as AdminSectionKey[]));
  return db.transaction(async (tx) => {
    const before = await readStaffSections(tx, { lock: true });
    const added = after.filter((key) => !before.includes(key));
    const removed = before.filter((key) => !after.includes(key));
    if (added.length === 0 && removed.length === 0) return { sections: after, changed: false };
    for (const section of editableStaffSections) {
      const allowed = wanted.has(section);
      await tx
        .insert(staffSections)
        .values({ section, allowed })
        .onConflictDoUpdate({ target: staffSections.section, set: { allowed, updatedAt: sql`now()` } });
    }
    await recordAudit(tx, {
      action: "staff_sections.update",
      resource: "staff_sections",
      userId: actor.userId,
      ipAddress: client?.ip ?? null,
      details: { added, removed },
    });
    return { sections: after, changed: true };
  });
}
