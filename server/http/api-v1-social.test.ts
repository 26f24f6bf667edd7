import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { conversations, messages as messageRows } from "#db/schema";
import { newId } from "#server/lib/ids";
import { createProduct, createVendor } from "../../tests/catalog-factories";
import { guestApi } from "../../tests/api-harness";
import { actorFor, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";

const t = useTestDatabase();

type Actor = ReturnType<typeof actorFor>;

const send = (actor: Actor | null, method: string, path: string, body?: unknown) =>
  guestApi(t.db, { actor }).request(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Every item of a cursor list, following nextCursor; `key` names the list's array. */
async function walk(actor: Actor, path: string, key: string, between: () => unknown = () => undefined) {
  const seen: string[] = [];
  let url: string | null = path;
  while (url) {
    const response = await send(actor, "GET", url);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const page = (await response.json()) as Record<string, { id: string }[]> & { nextCursor: string | null };
    seen.push(...page[key]!.map((item) => item.id));
    await between();
    url = page.nextCursor ? `${path}?cursor=${page.nextCursor}` : null;
  }
  return seen;
}

describe("/api/v1/wishlist", () => {
  it("asks a guest to sign in", async () => {
    const product = await createProduct(t.db);
    for (const [method, path, body] of [
      ["GET", "/api/v1/wishlist"],
      ["POST", "/api/v1/wishlist", { productId: product.id }],
      ["DELETE", `/api/v1/wishlist/${product.id}`],
    ] as const) {
      expect((await send(null, method, path, body)).status).toBe(401);
    }
  });

  it("saves, lists by cursor (each product once while more are saved) and removes the user's own products", async () => {
    const buyer = actorFor(await createUser(t.db));
    const other = actorFor(await createUser(t.db));
    const products = [];
    for (let i = 0; i < 26; i += 1) products.push(await createProduct(t.db));
    for (const product of products)
      expect((await send(buyer, "POST", "/api/v1/wishlist", { productId: product.id })).status).toBe(201);
    const extra = await createProduct(t.db);
    const seen = await walk(buyer, "/api/v1/wishlist", "items", () =>
      send(buyer, "POST", "/api/v1/wishlist", { productId: extra.id }),
    );
    expect(seen).toHaveLength(26);
    expect(new Set(seen)).toEqual(new Set(products.map((product) => product.id)));

    expect((await send(buyer, "POST", "/api/v1/wishlist", { productId: "prd_nope" })).status).toBe(404);
    expect(await (await send(other, "GET", "/api/v1/wishlist")).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    // Another user's DELETE reaches only their own (empty) wishlist.
    await send(other, "DELETE", `/api/v1/wishlist/${extra.id}`);
    const removed = await send(buyer, "DELETE", `/api/v1/wishlist/${extra.id}`);
    expect(await removed.json()).toEqual({ inWishlist: false, removed: true });
  });

  it("answers 304 when the wishlist has not changed", async () => {
    const buyer = actorFor(await createUser(t.db));
    await send(buyer, "POST", "/api/v1/wishlist", { productId: (await createProduct(t.db)).id });
    const etag = (await send(buyer, "GET", "/api/v1/wishlist")).headers.get("etag")!;
    const again = await guestApi(t.db, { actor: buyer }).request("/api/v1/wishlist", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    await send(buyer, "POST", "/api/v1/wishlist", { productId: (await createProduct(t.db)).id });
    const changed = await guestApi(t.db, { actor: buyer }).request("/api/v1/wishlist", {
      headers: { "if-none-match": etag },
    });
    expect(changed.status).toBe(200);
  });
});

describe("/api/v1/stores", () => {
  it("follows and unfollows with the Follow Store button's rules and lists the followed stores", async () => {
    const owner = await createUser(t.db);
    const own = await createVendor(t.db, { userId: owner.id });
    const store = await createVendor(t.db);
    const buyer = actorFor(await createUser(t.db));

    expect((await send(null, "PUT", `/api/v1/stores/${store.id}/follow`)).status).toBe(401);
    expect((await send(null, "GET", "/api/v1/stores/followed")).status).toBe(401);
    const own403 = await send(actorFor(owner), "PUT", `/api/v1/stores/${own.id}/follow`);
    expect(own403.status).toBe(403);
    expect((await own403.json()).error.message).toBe(messages.store.cannotFollowOwn);
    expect((await send(buyer, "PUT", "/api/v1/stores/ven_nope/follow")).status).toBe(404);

    const followed = await send(buyer, "PUT", `/api/v1/stores/${store.id}/follow`);
    expect(await followed.json()).toEqual({ following: true, followerCount: 1 });
    expect(await (await send(buyer, "PUT", `/api/v1/stores/${store.id}/follow`)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    const list = await (await send(buyer, "GET", "/api/v1/stores/followed")).json();
    expect(list).toMatchObject({
      stores: [{ id: store.id, businessName: store.businessName }],
      nextCursor: null,
    });
    expect(await (await send(buyer, "DELETE", `/api/v1/stores/${store.id}/follow`)).json()).toEqual({
      following: false,
      followerCount: 0,
    });
    expect((await (await send(buyer, "GET", "/api/v1/stores/followed")).json()).stores).toEqual([]);
  });
});

describe("/api/v1/messages", () => {
  it("lets a buyer write to a store, the owner read and answer, and keeps everyone else out", async () => {
    const owner = actorFor(await createUser(t.db));
    const store = await createVendor(t.db, { userId: owner.userId });
    const product = await createProduct(t.db, { vendorId: store.id, name: "Shea Butter" });
    const buyer = actorFor(await createUser(t.db));
    const stranger = actorFor(await createUser(t.db));

    expect((await send(null, "GET", "/api/v1/messages")).status).toBe(401);
    const empty = await send(buyer, "POST", "/api/v1/messages", { vendorId: store.id, message: "  " });
    expect(empty.status).toBe(400);
    const sent = await send(buyer, "POST", "/api/v1/messages", {
      vendorId: store.id,
      productId: product.id,
      message: "Do you ship to Accra?",
    });
    expect(sent.status).toBe(201);
    const { conversationId } = (await sent.json()) as { conversationId: string };

    const inbox = await (await send(owner, "GET", "/api/v1/messages")).json();
    expect(inbox.conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        side: "vendor",
        product: { id: product.id, name: "Shea Butter" },
        lastMessage: "About product: Shea Butter - Do you ship to Accra?",
        unreadCount: 1,
      }),
    ]);
    const thread = await (await send(owner, "GET", `/api/v1/messages/${conversationId}`)).json();
    expect(thread).toMatchObject({ side: "vendor", total: 1, messages: [{ from: "buyer" }] });
    expect((await (await send(owner, "GET", "/api/v1/messages")).json()).conversations[0].unreadCount).toBe(
      0,
    );

    expect(
      (await send(owner, "POST", `/api/v1/messages/${conversationId}`, { message: "Yes, weekly." })).status,
    ).toBe(201);
    const buyerView = await (await send(buyer, "GET", `/api/v1/messages/${conversationId}`)).json();
    expect(buyerView).toMatchObject({
      side: "buyer",
      vendorId: store.id,
      messages: [{ from: "buyer" }, { from: "vendor", content: "Yes, weekly." }],
    });

    for (const [method, body] of [["GET"], ["POST", { message: "Hello?" }]] as const) {
      const response = await send(stranger, method, `/api/v1/messages/${conversationId}`, body);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(messages.contact.conversationNotFound);
    }
    expect((await (await send(stranger, "GET", "/api/v1/messages")).json()).conversations).toEqual([]);
  });

  it("walks a buyer's conversations by cursor, each once, while new ones start", async () => {
    const buyer = actorFor(await createUser(t.db));
    // Written directly: 24 conversations are more than the buyer's 20 messages per 10 minutes allow.
    const at = new Date("2026-05-01T08:00:00Z");
    const ids = [];
    for (let i = 0; i < 24; i += 1) {
      const store = await createVendor(t.db);
      const [row] = await t.db
        .insert(conversations)
        .values({
          id: newId("cnv"),
          buyerId: buyer.userId,
          vendorId: store.id,
          lastMessageAt: i % 3 ? new Date(at.getTime() + i * 1000) : at,
        })
        .returning();
      ids.push(row!.id);
    }
    const late = await createVendor(t.db, { userId: (await createUser(t.db)).id });
    const seen = await walk(buyer, "/api/v1/messages", "conversations", () =>
      send(buyer, "POST", "/api/v1/messages", { vendorId: late.id, message: "Hello late store" }),
    );
    expect(seen).toHaveLength(24);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect((await send(buyer, "GET", "/api/v1/messages?cursor=bm9wZQ")).status).toBe(400);
  });

  it("walks a conversation's messages from the newest page back to the oldest, each once, while both sides write", async () => {
    const owner = actorFor(await createUser(t.db));
    const store = await createVendor(t.db, { userId: owner.userId });
    const buyer = actorFor(await createUser(t.db));
    const stranger = actorFor(await createUser(t.db));
    const [conversation] = await t.db
      .insert(conversations)
      .values({ id: newId("cnv"), buyerId: buyer.userId, vendorId: store.id })
      .returning();
    // Written directly (more than the rate limits allow); every tenth message shares a moment with
    // the one before, so only the id orders them at a page boundary.
    const start = Date.UTC(2026, 4, 1, 8);
    const written = Array.from({ length: 450 }, (_, i) => ({
      id: newId("msg"),
      conversationId: conversation!.id,
      senderId: i % 2 ? owner.userId : buyer.userId,
      content: `Message ${i}`,
      createdAt: new Date(start + (i - (i % 10 === 9 ? 1 : 0)) * 1000),
    }));
    await t.db.insert(messageRows).values(written);
    const newestFirst = [...written]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((message) => message.id);
    const path = `/api/v1/messages/${conversation!.id}`;

    for (const reader of [buyer, owner]) {
      // Messages posted during the walk before are the newest ones of this one.
      const postedEarlier = await t.db
        .select({ id: messageRows.id })
        .from(messageRows)
        .where(eq(messageRows.content, "Still there?"))
        .orderBy(desc(messageRows.createdAt));
      const expected = [...postedEarlier.map((message) => message.id), ...newestFirst];
      const pages: string[][] = [];
      let url: string | null = path;
      while (url) {
        const response = await send(reader, "GET", url);
        expect(response.status).toBe(200);
        const page = (await response.json()) as { messages: { id: string }[]; nextCursor: string | null };
        pages.push(page.messages.map((message) => message.id));
        // A message written mid-walk belongs to the newest page, not to the older ones still to come.
        expect((await send(reader, "POST", path, { message: "Still there?" })).status).toBe(201);
        url = page.nextCursor ? `${path}?cursor=${page.nextCursor}` : null;
      }
      expect(pages.map((page) => page.length)).toEqual([200, 200, expected.length - 400]);
      // Each page reads oldest first; the pages run from the newest back.
      expect(pages.flatMap((page) => [...page].reverse())).toEqual(expected);
    }

    const { nextCursor } = (await (await send(buyer, "GET", path)).json()) as { nextCursor: string };
    for (const cursor of [
      "bm9wZQ",
      Buffer.from(JSON.stringify(["2026-02-30 10:00:00+00", "msg_x"])).toString("base64url"),
    ]) {
      const tampered = await send(buyer, "GET", `${path}?cursor=${cursor}`);
      expect(tampered.status).toBe(400);
      expect((await tampered.json()).error.message).toBe(messages.cursor.invalid);
    }
    const foreign = await send(stranger, "GET", `${path}?cursor=${nextCursor}`);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe(messages.contact.conversationNotFound);
  });
});
