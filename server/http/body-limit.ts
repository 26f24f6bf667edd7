import type { Context, MiddlewareHandler } from "hono";
import { messages } from "#common/messages";
import {
  maxBodyBytes,
  maxMultipartBodyBytes,
  multiFileUploads,
  uploadApiOperations,
  uploadPagePaths,
} from "#common/request-limits";
import { AppError } from "#server/lib/errors";

/**
 * Only a multipart form to a page or an API operation that takes a file may be that large (the
 * applications that send several files in one post, larger still); every other body is held to the
 * small limit.
 */
function limitFor(method: string, path: string, contentType: string | undefined): number {
  const multipart = contentType?.toLowerCase().startsWith("multipart/form-data") ?? false;
  const multiFile = multipart
    ? multiFileUploads.find((upload) => upload.method === method && upload.path.test(path))
    : undefined;
  if (multiFile) return multiFile.maxBytes;
  const takesFile =
    uploadPagePaths.some((pattern) => pattern.test(path)) ||
    uploadApiOperations.some((operation) => operation.method === method && operation.path.test(path));
  return multipart && takesFile ? maxMultipartBodyBytes : maxBodyBytes;
}

/**
 * Caps every request body before anything reads it (the API's JSON, React Router actions'
 * request.formData(), webhooks). A declared Content-Length over the limit is answered 413 at once,
 * unread. Any other body is streamed through a counter that fails the read past the limit, so a
 * body without a length (or one longer than it said) is never held whole either; whatever the
 * reader made of that failure, the answer is the same 413.
 */
export function limitRequestBodies(): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const limit = limitFor(c.req.method, c.req.path, c.req.header("content-type"));
    const declared = Number(c.req.header("content-length"));
    if (declared > limit) return payloadTooLarge(c);

    let tooLarge = false;
    const source = body.getReader();
    let received = 0;
    // Read by hand rather than piped: cancelling the source would reset the connection before
    // the 413 is written. The server drains or closes what is left after answering.
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) return controller.close();
        received += value.byteLength;
        if (received > limit) {
          tooLarge = true;
          source.releaseLock();
          return controller.error(new AppError("PAYLOAD_TOO_LARGE"));
        }
        controller.enqueue(value);
      },
    });
    const { method, headers, signal, url } = c.req.raw;
    c.req.raw = new Request(url, { method, headers, signal, body: counted, duplex: "half" } as RequestInit);
    await next();
    if (tooLarge) c.res = payloadTooLarge(c);
  };
}

/** JSON from the one error table for the API; a short page for a browser's form post. */
function payloadTooLarge(c: Context): Response {
  const error = new AppError("PAYLOAD_TOO_LARGE");
  if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/webhooks/"))
    return c.json(error.toJSON(), 413);
  // A plain page, built without the app: the form's page is still in the browser's history,
  // and going back to it keeps what was typed.
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${messages.errors.payloadTooLargeTitle} | Shop African Brands</title></head>` +
      `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">` +
      `<main><h1>${messages.errors.payloadTooLargeTitle}</h1><p>${error.message}</p><p>${messages.errors.payloadTooLargeBack}</p></main></body></html>`,
    413,
  );
}
