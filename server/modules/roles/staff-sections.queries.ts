import { type AdminSectionKey, staffSectionsFrom } from "#common/admin-sections";
import type { Db } from "#db/client";
import { staffSections } from "#db/schema";

/**
 * The back-office sections staff may open, as /admin/roles stored them (inside a transaction,
 * `lock` holds the rows until it ends, so two admins' saves queue).
 */
export async function readStaffSections(db: Db, { lock = false } = {}): Promise<AdminSectionKey[]> {
  const query = db
    .select({ section: staffSections.section, allowed: staffSections.allowed })
    .from(staffSections)
    .orderBy(staffSections.section);
  return staffSectionsFrom(lock ? await query.for("update") : await query);
}
