import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages as texts } from "#common/messages";
import { conversations, messages, notifications } from "#db/schema";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import type { Actor } from "../identity/actor";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import { listConversation } from "./list-conversation";
import { messageRateLimits } from "./message-rules";
import { vendorInbox } from "./messaging.queries";
import { openVendorConversation } from "./open-vendor-conversation";
import { replyAsVendor } from "./reply-as-vendor";
import { sendSupplierMessage } from "./send-supplier-message";

const t = useTestDatabase();

/** A store with its owner's account. */
async function storeWithOwner(name = "Lagos Threads") {
  const owner = await createUser(t.db, { role: "vendor", name: `${name} owner` });
  const vendor = await createVendor(t.db, { userId: owner.id, businessName: name });
  return { owner: actorFor(owner), vendor };
}

async function buyer(name?: string): Promise<Actor> {
  return actorFor(await createUser(t.db, { name }));
}

describe("sendSupplierMessage", () => {
  it("stores the message for the store's owner in the one conversation of buyer and store", async () => {
    const { owner, vendor } = await storeWithOwner();
    const ada = await buyer();

    const first = await sendSupplierMessage(t.db, {
      actor: ada,
      vendorId: vendor.id,
      message: "  Do you ship to Accra?  ",
    });
    expect(first).toMatchObject({
      delivery: "message",
      message: "Message sent successfully to the supplier",
    });
    const second = await sendSupplierMessage(t.db, {
      actor: ada,
      vendorId: vendor.id,
      message: "And to Nairobi?",
    });
    expect(second).toMatchObject({ delivery: "message" });
    if (first.delivery !== "message" || second.delivery !== "message")
      throw new Error("expected stored messages");
    expect(second.conversationId).toBe(first.conversationId);

    const rows = await t.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, first.conversationId))
      .orderBy(messages.createdAt);
    expect(rows.map((row) => row.content)).toEqual(["Do you ship to Accra?", "And to Nairobi?"]);
    expect(
      rows.every((row) => row.senderId === ada.userId && row.receiverId === owner.userId && !row.read),
    ).toBe(true);
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(conversation).toMatchObject({ buyerId: ada.userId, vendorId: vendor.id });
    expect(conversation!.lastMessageAt.getTime()).toBeGreaterThanOrEqual(rows[1]!.createdAt.getTime());
  });

  it("prefixes the product's name and keeps it on the conversation; the product must be one of the store's listed products", async () => {
    const { vendor } = await storeWithOwner();
    const scarf = await createProduct(t.db, { vendorId: vendor.id, name: "Adire Scarf" });
    const elsewhere = await createProduct(t.db);
    const hidden = await createProduct(t.db, { vendorId: vendor.id, isActive: false });
    const ada = await buyer();

    const sent = await sendSupplierMessage(t.db, {
      actor: ada,
      vendorId: vendor.id,
      productId: scarf.id,
      message: "Is indigo available?",
    });
    if (sent.delivery !== "message") throw new Error("expected a stored message");
    const [row] = await t.db.select().from(messages).where(eq(messages.conversationId, sent.conversationId));
    expect(row!.content).toBe("About product: Adire Scarf - Is indigo available?");
    await sendSupplierMessage(t.db, { actor: ada, vendorId: vendor.id, message: "Thanks" });
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sent.conversationId));
    expect(conversation!.productId).toBe(scarf.id);

    for (const productId of [elsewhere.id, hidden.id, "prd_missing"]) {
      const error = await appErrorFrom(
        sendSupplierMessage(t.db, { actor: ada, vendorId: vendor.id, productId, message: "Hello" }),
      );
      expect(error).toMatchObject({ code: "NOT_FOUND", message: texts.product.notFound });
    }
  });

  it("adds the sender's contact details when they differ from the account", async () => {
    const { vendor } = await storeWithOwner();
    const ada = await buyer("Ada Obi");
    const sent = await sendSupplierMessage(t.db, {
      actor: ada,
      vendorId: vendor.id,
      message: "Call me",
      contact: { name: "Ada Obi", email: ada.email, phone: "+234 800 000 0000" },
    });
    if (sent.delivery !== "message") throw new Error("expected a stored message");
    const [row] = await t.db.select().from(messages).where(eq(messages.conversationId, sent.conversationId));
    expect(row!.content).toBe(`Call me\n\nContact: Ada Obi · ${ada.email} · +234 800 000 0000`);
  });

  it("refuses guests, empty and over-long messages, unknown or inactive stores and one's own store", async () => {
    const { owner, vendor } = await storeWithOwner();
    const closed = await createVendor(t.db, { isActive: false });
    const ada = await buyer();

    expect(
      await appErrorFrom(sendSupplierMessage(t.db, { actor: null, vendorId: vendor.id, message: "Hi" })),
    ).toMatchObject({ code: "UNAUTHENTICATED" });
    for (const message of ["", "   \n ", undefined]) {
      const error = await appErrorFrom(
        sendSupplierMessage(t.db, { actor: ada, vendorId: vendor.id, message }),
      );
      expect(error).toMatchObject({ code: "VALIDATION", fieldErrors: { message: "Please enter a message" } });
    }
    const long = await appErrorFrom(
      sendSupplierMessage(t.db, { actor: ada, vendorId: vendor.id, message: "x".repeat(5001) }),
    );
    expect(long.fieldErrors).toEqual({ message: texts.contact.messageTooLong });
    expect(
      await sendSupplierMessage(t.db, { actor: ada, vendorId: vendor.id, message: "x".repeat(5000) }),
    ).toMatchObject({ delivery: "message" });
    const badEmail = await appErrorFrom(
      sendSupplierMessage(t.db, {
        actor: ada,
        vendorId: vendor.id,
        message: "Hi",
        contact: { name: "Ada", email: "nope" },
      }),
    );
    expect(badEmail.fieldErrors).toEqual({ email: texts.validation.emailInvalid });

    for (const vendorId of [closed.id, "ven_missing"]) {
      expect(
        await appErrorFrom(sendSupplierMessage(t.db, { actor: ada, vendorId, message: "Hi" })),
      ).toMatchObject({ code: "NOT_FOUND", message: texts.store.notFoundTitle });
    }
    expect(
      await appErrorFrom(sendSupplierMessage(t.db, { actor: owner, vendorId: vendor.id, message: "Hi me" })),
    ).toMatchObject({
      code: "FORBIDDEN",
      message: texts.contact.cannotMessageOwn,
    });
    expect(await t.db.$count(messages)).toBe(1);
  });

  it("allows 20 messages per 10 minutes per sender", async () => {
    const { vendor } = await storeWithOwner();
    const ada = await buyer();
    const rule = messageRateLimits.buyer;
    for (let index = 0; index < rule.limit; index += 1) {
      await hitRateLimit(t.db, {
        key: `${rule.prefix}${ada.userId}`,
        limit: rule.limit,
        windowSeconds: rule.windowSeconds,
      });
    }
    const error = await appErrorFrom(
      sendSupplierMessage(t.db, { actor: ada, vendorId: vendor.id, message: "One more" }),
    );
    expect(error).toMatchObject({ code: "RATE_LIMITED", message: texts.contact.tooMany });
    expect(
      await sendSupplierMessage(t.db, { actor: await buyer(), vendorId: vendor.id, message: "Hi" }),
    ).toMatchObject({ delivery: "message" });
  });

  it("notifies the owner instead when the message cannot be stored, and fails when neither works", async () => {
    const { owner, vendor } = await storeWithOwner();
    const scarf = await createProduct(t.db, { vendorId: vendor.id, name: "Adire Scarf" });
    // A session whose account row is gone: the conversation insert breaks its foreign key.
    const ghost: Actor = { ...(await buyer("Kofi Mensah")), userId: "usr_deleted" };
    const text = `${"a".repeat(100)}b`;

    const result = await sendSupplierMessage(t.db, {
      actor: ghost,
      vendorId: vendor.id,
      productId: scarf.id,
      message: text,
    });
    expect(result).toEqual({
      delivery: "notification",
      message: "Message sent successfully to the supplier",
    });
    expect(await t.db.$count(messages)).toBe(0);
    expect(await t.db.$count(conversations)).toBe(0);
    const [notification] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.userId));
    expect(notification).toMatchObject({
      title: "Message about Adire Scarf",
      message: `From: Kofi Mensah - ${"a".repeat(100)}…`,
      type: "contact_request",
    });

    const ownerless = await createVendor(t.db);
    const failed = await appErrorFrom(
      sendSupplierMessage(t.db, { actor: ghost, vendorId: ownerless.id, message: "Hello" }),
    );
    expect(failed).toMatchObject({ code: "INTERNAL", message: "Failed to send message. Please try again." });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, owner.userId));
    expect(notes).toHaveLength(1);
  });

  it("titles the fallback notification 'your products' without a product", async () => {
    const { owner, vendor } = await storeWithOwner();
    const ghost: Actor = { ...(await buyer("Zuri")), userId: "usr_deleted" };
    await sendSupplierMessage(t.db, { actor: ghost, vendorId: vendor.id, message: "Wholesale prices?" });
    const [notification] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.userId));
    expect(notification).toMatchObject({
      title: "Message about your products",
      message: "From: Zuri - Wholesale prices?",
    });
  });
});

describe("conversations: who may read and answer", () => {
  it("shows a buyer only their own thread, oldest first, and marks the store's replies read when they open it", async () => {
    const { owner, vendor } = await storeWithOwner();
    const ada = await buyer();
    const bayo = await buyer();
    const sent = await sendSupplierMessage(t.db, { actor: ada, vendorId: vendor.id, message: "Hello" });
    if (sent.delivery !== "message") throw new Error("expected a stored message");
    await replyAsVendor(t.db, { actor: owner, conversationId: sent.conversationId, message: "Welcome!" });

    expect(await listConversation(t.db, { actor: bayo, vendorId: vendor.id })).toBeNull();
    const thread = await listConversation(t.db, { actor: ada, vendorId: vendor.id });
    expect(thread?.messages.map((message) => [message.from, message.content])).toEqual([
      ["buyer", "Hello"],
      ["vendor", "Welcome!"],
    ]);
    const stored = await t.db.select({ senderId: messages.senderId, read: messages.read }).from(messages);
    expect(stored.find((row) => row.senderId === owner.userId)?.read).toBe(true);
    expect(stored.find((row) => row.senderId === ada.userId)?.read).toBe(false);
    expect(await appErrorFrom(listConversation(t.db, { actor: null, vendorId: vendor.id }))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
  });

  it("gives a vendor the inbox of their own stores only, with unread counts, and lets only them open and answer", async () => {
    const lagos = await storeWithOwner("Lagos Threads");
    const nairobi = await storeWithOwner("Nairobi Beads");
    const ada = await buyer("Ada Obi");
    const scarf = await createProduct(t.db, { vendorId: lagos.vendor.id, name: "Adire Scarf" });
    await sendSupplierMessage(t.db, {
      actor: ada,
      vendorId: lagos.vendor.id,
      productId: scarf.id,
      message: "First",
    });
    const sent = await sendSupplierMessage(t.db, {
      actor: ada,
      vendorId: lagos.vendor.id,
      message: "Second",
    });
    await sendSupplierMessage(t.db, {
      actor: await buyer(),
      vendorId: nairobi.vendor.id,
      message: "Other store",
    });
    if (sent.delivery !== "message") throw new Error("expected a stored message");

    const inbox = await vendorInbox(t.db, { actor: lagos.owner, page: 1 });
    expect(inbox.total).toBe(1);
    expect(inbox.rows[0]).toMatchObject({
      id: sent.conversationId,
      vendorName: "Lagos Threads",
      buyerName: "Ada Obi",
      buyerEmail: ada.email,
      productName: "Adire Scarf",
      lastMessage: "Second",
      unreadCount: 2,
    });
    expect((await vendorInbox(t.db, { actor: ada, page: 1 })).total).toBe(0);

    // Another vendor can neither read nor answer it.
    expect(
      await openVendorConversation(t.db, { actor: nairobi.owner, conversationId: sent.conversationId }),
    ).toBeNull();
    expect(
      await appErrorFrom(
        replyAsVendor(t.db, {
          actor: nairobi.owner,
          conversationId: sent.conversationId,
          message: "Mine now",
        }),
      ),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: texts.contact.conversationNotFound,
    });
    expect(
      await appErrorFrom(
        replyAsVendor(t.db, { actor: ada, conversationId: sent.conversationId, message: "As the store" }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect((await vendorInbox(t.db, { actor: lagos.owner, page: 1 })).rows[0]!.unreadCount).toBe(2);

    const opened = await openVendorConversation(t.db, {
      actor: lagos.owner,
      conversationId: sent.conversationId,
    });
    expect(opened).toMatchObject({
      buyerName: "Ada Obi",
      vendorName: "Lagos Threads",
      product: { id: scarf.id, name: "Adire Scarf" },
      total: 2,
    });
    expect((await vendorInbox(t.db, { actor: lagos.owner, page: 1 })).rows[0]!.unreadCount).toBe(0);

    const reply = await replyAsVendor(t.db, {
      actor: lagos.owner,
      conversationId: sent.conversationId,
      message: "  Yes, in stock.  ",
    });
    const [stored] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, reply.id)));
    expect(stored).toMatchObject({
      senderId: lagos.owner.userId,
      receiverId: ada.userId,
      content: "Yes, in stock.",
      read: false,
    });
    expect((await vendorInbox(t.db, { actor: lagos.owner, page: 1 })).rows[0]!.lastMessage).toBe(
      "Yes, in stock.",
    );
    const empty = await appErrorFrom(
      replyAsVendor(t.db, { actor: lagos.owner, conversationId: sent.conversationId, message: " " }),
    );
    expect(empty.fieldErrors).toEqual({ message: "Please enter a message" });
  });
});
