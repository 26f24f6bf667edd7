import { Hono, type Context } from "hono";
import { messages as texts } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { listConversations } from "#server/modules/messaging/conversations.queries";
import { openConversation } from "#server/modules/messaging/open-conversation";
import { sendSupplierMessage } from "#server/modules/messaging/send-supplier-message";
import { writeInConversation } from "#server/modules/messaging/write-in-conversation";
import { cachedJson } from "./cached-json";
import { cursorParam } from "./cursor-param";
import type { HonoEnv } from "./hono-env";
import { jsonBody } from "./json-body";

type MessagesContext = Context<HonoEnv>;

function signedIn(c: MessagesContext) {
  const actor = c.get("actor");
  if (!actor) throw new AppError("UNAUTHENTICATED");
  return actor;
}

/**
 * /api/v1/messages: the signed-in user's conversations with stores, and those of the stores they
 * own, with the messaging module's rules and rate limits (as the contact form and the vendor inbox).
 */
export function messagesApi() {
  const api = new Hono<HonoEnv>();
  const db = (c: MessagesContext) => c.get("services").db;

  api.get("/", async (c) => {
    const actor = signedIn(c);
    return cachedJson(c, await listConversations(db(c), { actor, cursor: cursorParam(c) }), {
      audience: "private",
    });
  });

  /** A buyer writes to a store (`vendorId`, optional `productId` of its listed products). */
  api.post("/", async (c) => {
    const actor = signedIn(c);
    const body = await jsonBody(c);
    const sent = await sendSupplierMessage(db(c), {
      actor,
      vendorId: String(body.vendorId ?? ""),
      productId: typeof body.productId === "string" ? body.productId : null,
      message: body.message,
      logger: c.get("services").logger,
    });
    return c.json(sent, 201);
  });

  /**
   * One conversation, newest 200 messages oldest first; `cursor` (a page's nextCursor) walks back to
   * the older ones. Opening it marks the other side's read.
   */
  api.get("/:conversationId", async (c) => {
    const thread = await openConversation(db(c), {
      actor: signedIn(c),
      conversationId: c.req.param("conversationId"),
      cursor: cursorParam(c),
    });
    if (!thread) throw new AppError("NOT_FOUND", { message: texts.contact.conversationNotFound });
    return cachedJson(c, thread, { audience: "private" });
  });

  api.post("/:conversationId", async (c) => {
    const actor = signedIn(c);
    const body = await jsonBody(c);
    const sent = await writeInConversation(db(c), {
      actor,
      conversationId: c.req.param("conversationId"),
      message: body.message,
      logger: c.get("services").logger,
    });
    return c.json(sent, 201);
  });

  return api;
}
