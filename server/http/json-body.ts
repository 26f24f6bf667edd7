import type { Context } from "hono";
import { AppError } from "#server/lib/errors";

/** A JSON object body; anything else is a 400 rather than a guess. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new AppError("VALIDATION", { message: "Send a JSON object body." });
  return body as Record<string, unknown>;
}
