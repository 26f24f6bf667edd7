import { Hono } from "hono";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { applyForTradeAssurance } from "#server/modules/trade-assurance/apply-for-trade-assurance";
import type { HonoEnv } from "./hono-env";

/**
 * POST /api/trade-assurance/apply: the Trade Assurance application as one multipart form (the text
 * fields, productCategories as a JSON list, registrationDoc, taxDoc, bankStatement and
 * additionalDoc0…additionalDoc4), with the same rules as the page. It lives at the address clients
 * already post to, outside /api/v1, and is listed in /api/v1/openapi.json. Answers 201 with the
 * application's id and status.
 */
export function tradeAssuranceApi() {
  const api = new Hono<HonoEnv>();
  api.post("/apply", async (c) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "multipart/form-data")
      throw new AppError("VALIDATION", { message: messages.errors.unreadableForm });
    const form = await c.req.raw.formData().catch(() => {
      throw new AppError("VALIDATION", { message: messages.errors.unreadableForm });
    });
    const { db, media } = c.get("services");
    const { applicationId } = await applyForTradeAssurance(db, {
      actor: c.get("actor"),
      media,
      client: c.get("client"),
      form,
    });
    return c.json({ id: applicationId, status: "pending" }, 201);
  });
  api.all("*", () => {
    throw new AppError("NOT_FOUND");
  });
  return api;
}
