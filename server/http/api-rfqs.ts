import { Hono } from "hono";
import { messages } from "#common/messages";
import { submitRfq } from "#server/flows/submit-rfq";
import { AppError } from "#server/lib/errors";
import { rfqFormFields } from "#server/modules/rfqs/rfq-input";
import type { HonoEnv } from "./hono-env";
import { jsonBody } from "./json-body";

/** The form field that carries an RFQ's files in a multipart post. */
export const rfqAttachmentsField = "attachments";

/** The RFQ's fields as a multipart form sent them; a field not sent stays absent (the quantity then defaults). */
function formInput(form: FormData): Record<string, string> {
  return Object.fromEntries(
    rfqFormFields.flatMap((name) => {
      const value = form.get(name);
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
}

/**
 * POST /api/rfqs: a buyer with a pending or approved corporate account sends a request for quotation,
 * with the page's rules. A JSON object body sends the fields only; a multipart form may add up to 5
 * files under `attachments` (the RFQ page sends this way to show each file's upload progress). Lives
 * beside /api/trade-assurance, outside /api/v1, and is listed in /api/v1/openapi.json. Answers 201
 * with the RFQ's id, how many suppliers it went to and the files left out.
 */
export function rfqsApi() {
  const api = new Hono<HonoEnv>();
  api.post("/", async (c) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    let input: Record<string, unknown>;
    let files: unknown[] = [];
    if (type === "multipart/form-data") {
      const form = await c.req.raw.formData().catch(() => {
        throw new AppError("VALIDATION", { message: messages.errors.unreadableForm });
      });
      input = formInput(form);
      files = form.getAll(rfqAttachmentsField);
    } else input = await jsonBody(c);
    const { db, media, mailer, env, logger } = c.get("services");
    const sent = await submitRfq(db, {
      actor: c.get("actor"),
      media,
      client: c.get("client"),
      input,
      files,
      delivery: { mailer, appUrl: env.APP_URL, logger },
    });
    return c.json(
      {
        id: sent.id,
        status: "pending",
        recipientCount: sent.recipientCount,
        attachmentCount: sent.attachmentCount,
        skippedAttachments: sent.skippedAttachments,
      },
      201,
    );
  });
  api.all("*", () => {
    throw new AppError("NOT_FOUND");
  });
  return api;
}
