import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { isConnectionLost } from "#db/connection-lost";
import { requestContext } from "#server/context";
import { hydrateAfterFirstPaint } from "./lib/hydrate-after-first-paint.server";

export const streamTimeout = 5_000;

/**
 * React Router's own 4xx answers (a GET to a route that only has an action, a path that is not valid
 * percent-encoding) are the client's mistake and are not logged. A lost database connection is an
 * outage, not a bug: it is logged as a warning and the page answers 503 (server/app.ts). Everything
 * else is logged as an error, as by default.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // A route error response may carry the error it was made from; that is the one worth reading.
  const cause = (isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined) ?? error;
  if (isConnectionLost(cause)) {
    const page = (context as RouterContextProvider).get(requestContext);
    page.outcome.databaseUnavailable = true;
    page.logger.warn({ err: cause, requestId: page.requestId }, "database unavailable");
    return;
  }
  console.error(cause);
};

/**
 * Renders the whole page, then answers with it in one body; inline scripts carry the request's CSP
 * nonce. Pages hold no deferred data, so streaming would only send the head a few milliseconds
 * sooner, and passing ~70 small chunks through web streams and the compressor one by one cost more
 * than the render of the product list (server/http/compression.ts compresses the body in one call).
 * The scripts are asked for once the page has been painted (see hydrateAfterFirstPaint).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce: nonce } = loadContext.get(requestContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const html = hydrateAfterFirstPaint(Buffer.concat(chunks).toString(), nonce);
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // The page is sent whole once everything is ready, so every Suspense boundary's content is
        // written in place: never as a fallback that only a script would swap for it (React does that
        // past 12.8 KB by default), which would leave lazily loaded parts empty without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reach onShellError, and React Router logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
