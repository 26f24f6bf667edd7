import type { AdminSectionKey } from "#common/admin-sections";
import type { Db } from "#db/client";
import type { Actor } from "../identity/actor";
import { readStaffSections } from "./staff-sections.queries";

/** The staff's sections as one request sees them: read once, on first use by a staff member's request. */
export interface RequestStaffSections {
  /**
   * The sections the guard passes on for this viewer: the stored ones for staff, none for anyone else
   * (the access rules consult them for staff only, so nobody else's request reads the table).
   */
  forViewer(viewer: Pick<Actor, "role"> | null): Promise<readonly AdminSectionKey[]>;
}

/**
 * A per-request memo: the page guard, the admin layout's navigation and the API guard all ask; the
 * table is read once. Nothing is kept between requests, so an admin's save applies from the next
 * request on every server instance.
 */
export function requestStaffSections(db: Db): RequestStaffSections {
  let sections: Promise<readonly AdminSectionKey[]> | undefined;
  return {
    forViewer: (viewer) =>
      viewer?.role === "staff" ? (sections ??= readStaffSections(db)) : Promise.resolve([]),
  };
}
