import type { MiddlewareHandler } from "hono";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";

const nul = "\u0000";
const methodsWithBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Input no form or API client sends on purpose is refused where it enters, with a 400 and a clear
 * message, before any loader, action or handler reads it: a NUL character (PostgreSQL cannot store
 * U+0000 in text and fails the whole query) in the path, the query string or a field, and a body
 * that does not parse as the form or JSON its Content-Type claims (it would throw in whichever
 * action reads it). Files in a multipart form are bytes and may hold anything; their names may not.
 */
export function refuseUnreadableInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (/%00/i.test(url.pathname + url.search))
      throw new AppError("VALIDATION", { message: messages.errors.nulCharacter });
    if (methodsWithBody.has(c.req.method)) await checkBody(c.req.raw);
    await next();
  };
}

/**
 * Page actions read forms (urlencoded, or multipart for uploads): React Router's request.formData()
 * throws on any other body, so anything else sent to a page is refused here instead.
 */
export function pageFormsOnly(): MiddlewareHandler {
  return async (c, next) => {
    const type = mediaTypeOf(c.req.raw);
    if (
      methodsWithBody.has(c.req.method) &&
      type !== "application/x-www-form-urlencoded" &&
      type !== "multipart/form-data"
    ) {
      throw new AppError("VALIDATION", { message: messages.errors.unreadableForm });
    }
    await next();
  };
}

const mediaTypeOf = (request: Request) =>
  request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";

async function checkBody(request: Request): Promise<void> {
  const type = mediaTypeOf(request);
  if (type === "application/x-www-form-urlencoded") {
    refuseNul([...new URLSearchParams(await request.clone().text())].flat());
  } else if (type === "multipart/form-data") {
    const form = await request
      .clone()
      .formData()
      .catch(() => {
        throw new AppError("VALIDATION", { message: messages.errors.unreadableForm });
      });
    // A file's bytes may hold anything, but its name is stored as text (a document's name).
    refuseNul([...form].flatMap(([name, value]) => [name, typeof value === "string" ? value : value.name]));
  } else if (type === "application/json" || type.endsWith("+json")) {
    const text = await request.clone().text();
    if (!text.trim()) return;
    const strings: string[] = [];
    try {
      JSON.parse(text, (key, value: unknown) => {
        strings.push(key);
        if (typeof value === "string") strings.push(value);
        return value;
      });
    } catch {
      throw new AppError("VALIDATION", { message: messages.errors.unreadableJson });
    }
    refuseNul(strings);
  }
}

function refuseNul(texts: readonly string[]): void {
  if (texts.some((text) => text.includes(nul)))
    throw new AppError("VALIDATION", { message: messages.errors.nulCharacter });
}
