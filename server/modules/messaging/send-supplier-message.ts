import { vendorInboxPath } from "#common/paths";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { messages as texts } from "#common/messages";
import { notificationExcerptLength } from "#common/messaging";
import { type ContactDetails, contactDetailsSchema } from "#common/schemas/supplier-message";
import type { Db } from "#db/client";
import { conversations, messages } from "#db/schema";
import { AppError, isAppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import type { Actor } from "../identity/actor";
import { notifyUser } from "../notifications/notify-user";
import { countMessage, messageText } from "./message-rules";
import { contactTarget } from "./messaging.queries";

export interface SendSupplierMessageInput {
  actor: Actor | null;
  vendorId: string;
  productId?: string | null;
  message: unknown;
  /** What the contact form says about the sender; the account's name and e-mail when left out. */
  contact?: { name?: unknown; email?: unknown; phone?: unknown };
  logger?: Logger;
}

export type SendSupplierMessageResult =
  | { delivery: "message"; conversationId: string; message: string }
  /** The message could not be stored, so the vendor was notified instead. */
  | { delivery: "notification"; message: string };

type Target = NonNullable<Awaited<ReturnType<typeof contactTarget>>>;

/**
 * A signed-in buyer writes to a store. The text is trimmed, required and at most
 * 5000 characters; 20 messages per 10 minutes per sender. In one transaction: the store must be
 * active and not the sender's own, a named product must be one of its listed products (its name
 * prefixes the text: "About product: {name} - "), the one conversation of (buyer, store) is created
 * or touched, and the message is stored for the store's owner.
 * If storing fails, the owner gets a contact_request notification instead; if that fails too:
 * "Failed to send message. Please try again."
 */
export async function sendSupplierMessage(
  db: Db,
  input: SendSupplierMessageInput,
): Promise<SendSupplierMessageResult> {
  const { actor, vendorId, productId, logger } = input;
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const text = messageText(input.message);
  const contact = parseInput(contactDetailsSchema, {
    name: input.contact?.name ?? actor.name,
    email: input.contact?.email ?? actor.email,
    phone: input.contact?.phone,
  });
  await countMessage(db, { userId: actor.userId, side: "buyer" });

  let target: Target | undefined;
  try {
    const conversationId = await db.transaction(async (tx) => {
      target = await checkedTarget(tx, { actor, vendorId, productId });
      const content = contentOf({ text, product: target.product, contact, actor });
      const [conversation] = await tx
        .insert(conversations)
        .values({ id: newId("cnv"), buyerId: actor.userId, vendorId, productId: target.product?.id ?? null })
        .onConflictDoUpdate({
          target: [conversations.buyerId, conversations.vendorId],
          set: {
            lastMessageAt: sql`now()`,
            productId: sql`coalesce(excluded.product_id, ${conversations.productId})`,
          },
        })
        .returning({ id: conversations.id });
      await tx.insert(messages).values({
        id: newId("msg"),
        conversationId: conversation!.id,
        senderId: actor.userId,
        receiverId: target.vendor.ownerId,
        content,
      });
      return conversation!.id;
    });
    return { delivery: "message", conversationId, message: texts.contact.sent };
  } catch (error) {
    if (isAppError(error)) throw error;
    logger?.error(
      { err: error, vendorId },
      "storing a supplier message failed; notifying the vendor instead",
    );
    return notifyInstead(db, { target, vendorId, productId, text, contact, logger });
  }
}

/**
 * The store (active, not the sender's) and the product (one of its listed ones), read in the writing
 * transaction.
 */
async function checkedTarget(
  tx: Db,
  { actor, vendorId, productId }: { actor: Actor; vendorId: string; productId?: string | null },
): Promise<Target> {
  const target = await contactTarget(tx, { vendorId, productId });
  if (!target) throw new AppError("NOT_FOUND", { message: texts.store.notFoundTitle });
  if (target.vendor.ownerId === actor.userId)
    throw new AppError("FORBIDDEN", { message: texts.contact.cannotMessageOwn });
  if (productId && !target.product) throw new AppError("NOT_FOUND", { message: texts.product.notFound });
  return target;
}

/**
 * The stored text: the product prefix, the message, and the sender's contact details
 * when they differ from the account (so nothing the buyer typed is lost).
 */
function contentOf({
  text,
  product,
  contact,
  actor,
}: {
  text: string;
  product: Target["product"];
  contact: ContactDetails;
  actor: Actor;
}): string {
  const body = product ? `About product: ${product.name} - ${text}` : text;
  const differs =
    contact.phone !== "" || contact.name !== actor.name || contact.email !== actor.email.toLowerCase();
  if (!differs) return body;
  return `${body}\n\nContact: ${[contact.name, contact.email, contact.phone].filter(Boolean).join(" · ")}`;
}

/** The fallback when storing fails: a contact_request notification for the store's owner. */
async function notifyInstead(
  db: Db,
  {
    target,
    vendorId,
    productId,
    text,
    contact,
    logger,
  }: {
    target?: Target;
    vendorId: string;
    productId?: string | null;
    text: string;
    contact: ContactDetails;
    logger?: Logger;
  },
): Promise<SendSupplierMessageResult> {
  try {
    const known = target ?? (await contactTarget(db, { vendorId, productId }));
    const ownerId = known?.vendor.ownerId;
    if (!ownerId) throw new Error("the store has no owner to notify");
    const excerpt =
      text.length > notificationExcerptLength ? `${text.slice(0, notificationExcerptLength)}…` : text;
    await notifyUser(db, {
      userId: ownerId,
      title: `Message about ${known.product?.name ?? "your products"}`,
      message: `From: ${contact.name || "Anonymous"} - ${excerpt}`,
      type: "contact_request",
      actionUrl: vendorInboxPath,
    });
    return { delivery: "notification", message: texts.contact.sent };
  } catch (error) {
    logger?.error({ err: error, vendorId }, "notifying the vendor of a supplier message failed");
    throw new AppError("INTERNAL", { message: texts.contact.failed, cause: error });
  }
}
