import { effectiveRole } from "#common/roles";
import { adminSupportTicketPath } from "#common/support-paths";
import type { Db } from "#db/client";
import { profiles, users } from "#db/schema";
import { eq } from "drizzle-orm";
import { notifyUser } from "../notifications/notify-user";

/** The admins who hear of a new ticket: stored role admin, honoured only for a company address. */
async function adminRecipients(db: Db, companyDomains: readonly string[]) {
  const rows = await db
    .select({ userId: users.id, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.role, "admin"));
  return rows.filter((row) => effectiveRole("admin", row.email, companyDomains) === "admin");
}

/**
 * Tells every admin of a new ticket, in the caller's transaction; the notification opens the ticket
 * in the inbox. Type `contact_message` for both ways in, as the notifications have always been called.
 */
export async function notifyTeamOfTicket(
  tx: Db,
  {
    ticketId,
    companyDomains,
    title,
    message,
  }: { ticketId: string; companyDomains: readonly string[]; title: string; message: string },
): Promise<void> {
  for (const admin of await adminRecipients(tx, companyDomains))
    await notifyUser(tx, {
      userId: admin.userId,
      title,
      message,
      type: "contact_message",
      actionUrl: adminSupportTicketPath(ticketId),
    });
}
