import { messages } from "#common/messages";
import { fieldErrorsOf } from "#common/schemas/auth";
import { corporateContactSchema } from "#common/schemas/corporate-account";
import type { Db } from "#db/client";
import { corporateAccounts, corporateContacts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../identity/actor";

const m = messages.corporateAccounts;

function contactInput(input: unknown) {
  const parsed = corporateContactSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", { fieldErrors: fieldErrorsOf(parsed.error) });
  return parsed.data;
}

/** The actor's own account, locked so two contacts added at once cannot both become primary. */
async function lockOwnAccount(tx: Db, actor: Actor | null) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const [account] = await tx
    .select({ id: corporateAccounts.id })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.userId, actor.userId))
    .for("update");
  if (!account) throw new AppError("FORBIDDEN", { message: m.contactPermission });
  return account;
}

/** The owner adds a contact; the account's first contact is its primary one. */
export async function addCorporateContact(db: Db, { actor, input }: { actor: Actor | null; input: unknown }) {
  const contact = contactInput(input);
  return db.transaction(async (tx) => {
    const account = await lockOwnAccount(tx, actor);
    const [existing] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(corporateContacts)
      .where(eq(corporateContacts.corporateAccountId, account.id));
    const [row] = await tx
      .insert(corporateContacts)
      .values({
        id: newId("cct"),
        corporateAccountId: account.id,
        ...contact,
        isPrimary: (existing?.value ?? 0) === 0,
      })
      .returning();
    return row!;
  });
}

/** The owner corrects a contact of their own account; anyone else's contact is not found. */
export async function updateCorporateContact(
  db: Db,
  { actor, contactId, input }: { actor: Actor | null; contactId: string; input: unknown },
) {
  const contact = contactInput(input);
  return db.transaction(async (tx) => {
    const account = await lockOwnAccount(tx, actor);
    const [row] = await tx
      .update(corporateContacts)
      .set({ ...contact, updatedAt: new Date() })
      .where(and(eq(corporateContacts.id, contactId), eq(corporateContacts.corporateAccountId, account.id)))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", { message: m.contactNotFound });
    return row;
  });
}

/** The owner removes a contact; the primary one stays (the account always has someone to talk to). */
export async function deleteCorporateContact(
  db: Db,
  { actor, contactId }: { actor: Actor | null; contactId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockOwnAccount(tx, actor);
    const [contact] = await tx
      .select({ isPrimary: corporateContacts.isPrimary })
      .from(corporateContacts)
      .where(and(eq(corporateContacts.id, contactId), eq(corporateContacts.corporateAccountId, account.id)));
    if (!contact) throw new AppError("NOT_FOUND", { message: m.contactNotFound });
    if (contact.isPrimary) throw new AppError("CONFLICT", { message: m.primaryContact });
    await tx.delete(corporateContacts).where(eq(corporateContacts.id, contactId));
  });
}
