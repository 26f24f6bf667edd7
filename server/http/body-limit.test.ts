import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { createServer, type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { messages } from "#common/messages";
import { checkoutMessages } from "#common/schemas/checkout";
import {
  maxApplicationBodyBytes,
  maxRfqUploadBodyBytes,
  maxBodyBytes,
  maxMultipartBodyBytes,
  maxUploadBytes,
} from "#common/request-limits";
import { createApp } from "#server/app";
import type { Services } from "#server/context";
import { loadEnv } from "#server/lib/env";
import { baseURL, makeAuth, silentLogger, testMailer, testSecret } from "../../tests/factories";
import { memoryStore } from "../../tests/memory-media";
import { useTestDatabase } from "../../tests/setup/database";
import { limitRequestBodies } from "./body-limit";

const t = useTestDatabase();
const megabyte = 1024 * 1024;

/** A listening server on a free local port, as in production (node:http, not app.fetch). */
async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server = createServer(getRequestListener(fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

function answerOf(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("end", () =>
      resolve({
        status: response.statusCode ?? 0,
        contentType: String(response.headers["content-type"] ?? ""),
        body: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

/**
 * Posts `size` bytes (the prefix, then filler made on the fly, so the test holds no big buffer),
 * declaring the length as browsers do or chunked as a streaming client may. Stops sending once the
 * answer arrives: a server that refuses early must not need the rest.
 */
function post(
  port: number,
  {
    path,
    contentType,
    prefix = "",
    size,
    declareLength,
  }: { path: string; contentType: string; prefix?: string; size: number; declareLength: boolean },
) {
  return new Promise<Answer>((resolve, reject) => {
    const filler = Buffer.alloc(64 * 1024, "a");
    const headers = {
      "content-type": contentType,
      ...(declareLength ? { "content-length": String(size) } : {}),
    };
    const outgoing = request({ host: "127.0.0.1", port, path, method: "POST", headers });
    let answered = false;
    outgoing.on("response", (response) => {
      answered = true;
      void answerOf(response).then((answer) => {
        resolve(answer);
        outgoing.destroy();
      });
    });
    outgoing.on("error", (error) => {
      if (!answered) reject(error);
    });
    let sent = Buffer.byteLength(prefix);
    outgoing.write(prefix);
    const pump = () => {
      while (!answered && sent < size) {
        const chunk = filler.subarray(0, Math.min(filler.length, size - sent));
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once("drain", pump);
      }
      if (!answered) outgoing.end();
    };
    pump();
  });
}

/**
 * The whole app on a local port. Oversized bodies are refused before any page is built, so it needs no React
 * Router build.
 */
function startApp() {
  return listen(testApp().fetch);
}

function testApp() {
  const env = loadEnv({ APP_ENV: "test", AUTH_SECRET: testSecret, APP_URL: baseURL, SEED_DEMO: "false" });
  const services = {
    db: t.db,
    auth: makeAuth(t.db),
    env,
    mailer: testMailer,
    logger: silentLogger,
    media: memoryStore(),
  } as unknown as Services;
  return createApp({
    services,
    mode: "production",
    build: () => Promise.reject(new Error("no page build in this test")),
  });
}

describe("request body limits in the app", () => {
  it("answers 413 to oversized JSON and forms, anonymous or not, without holding the bodies in memory", async () => {
    const port = await startApp();
    const json = { path: "/api/v1/cart/items", contentType: "application/json", prefix: '{"productId":"' };
    const login = {
      path: "/auth/login",
      contentType: "application/x-www-form-urlencoded",
      prefix: "email=ada%40example.com&password=",
    };
    const small = '{"productId":"prd_none","quantity":1}';
    expect(
      (await post(port, { ...json, prefix: small, size: small.length, declareLength: true })).status,
    ).toBe(404);

    const size = 32 * megabyte;
    const rssBefore = process.memoryUsage().rss;
    const answers: Answer[] = [];
    // Browsers always declare a form's length; an API client may stream without one (the chunked
    // form case needs a reading action, below).
    const variants = [
      { ...json, declareLength: true },
      { ...json, declareLength: false },
      { ...login, declareLength: true },
    ];
    for (let index = 0; index < 20; index += 1)
      answers.push(await post(port, { ...variants[index % variants.length]!, size }));
    const grown = process.memoryUsage().rss - rssBefore;

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(413));
    const apiAnswer = answers.find((answer) => answer.contentType.startsWith("application/json"));
    expect(JSON.parse(apiAnswer?.body ?? "{}").error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: messages.errors.payloadTooLarge,
    });
    const pageAnswer = answers.find((answer) => answer.contentType.startsWith("text/html"));
    expect(pageAnswer?.body).toContain(messages.errors.payloadTooLargeBack);
    // 640 MB were offered; a server that read even a few of these bodies whole would grow by hundreds of MB.
    expect(grown).toBeLessThan(20 * size * 0.2);
  });

  it("lets the API's payment step (PUT) take a multipart form with a purchase order of the upload limit, and no other step", async () => {
    const app = testApp();
    const form = new FormData();
    form.set("paymentMethod", "purchase_order");
    form.set("poNumber", "PO-1");
    const pdfStart = new TextEncoder().encode("%PDF-1.7\n");
    form.set(
      "poDocument",
      new File([pdfStart, new Uint8Array(maxUploadBytes - pdfStart.length)], "po.pdf", {
        type: "application/pdf",
      }),
    );
    const encoded = new Response(form);
    const contentType = encoded.headers.get("content-type")!;
    const body = new Uint8Array(await encoded.arrayBuffer());
    const send = (method: string, path: string, declareLength: boolean) =>
      app.request(path, {
        method,
        headers: {
          "content-type": contentType,
          ...(declareLength ? { "content-length": String(body.length) } : {}),
        },
        body,
      });

    // A guest may not attach a purchase order: the checkout says so once it holds the file, so the
    // body went through the limit and the input check whole.
    for (const declareLength of [true, false]) {
      const accepted = await send("PUT", "/api/v1/checkout/payment", declareLength);
      expect(accepted.status).toBe(400);
      expect((await accepted.json()).error.message).toBe(checkoutMessages.loginToOrder);
    }
    for (const [method, path] of [
      ["PUT", "/api/v1/checkout/shipping"],
      ["POST", "/api/v1/checkout/payment"],
    ] as const) {
      expect((await send(method, path, true)).status).toBe(413);
    }
  });
});

describe("limitRequestBodies", () => {
  /** A handler that reads the body as a React Router action does, and fails when the read fails. */
  function formApp() {
    const app = new Hono();
    app.onError((_error, c) => c.json({ error: "the body could not be read" }, 500));
    app.use("*", limitRequestBodies());
    app.post("*", async (c) => {
      const form = await c.req.raw.formData();
      const file = form.get("file");
      return c.json({ name: form.get("name"), fileBytes: file instanceof File ? file.size : null });
    });
    return app;
  }

  const formServer = () => listen(formApp().fetch);

  function multipart(fileBytes: number) {
    const boundary = "----limit-test";
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="name"\r\n\r\nSpec sheet\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      head,
      tail,
      size: Buffer.byteLength(head) + fileBytes + Buffer.byteLength(tail),
    };
  }

  /** Sends the whole multipart form with a file of `fileBytes`, declaring no length. */
  function postMultipart(port: number, path: string, fileBytes: number) {
    const upload = multipart(fileBytes);
    return new Promise<Answer>((resolve, reject) => {
      const outgoing = request(
        { host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": upload.contentType } },
        (response) => void answerOf(response).then(resolve),
      );
      outgoing.on("error", reject);
      outgoing.end(
        Buffer.concat([Buffer.from(upload.head), Buffer.alloc(fileBytes, "a"), Buffer.from(upload.tail)]),
      );
    });
  }

  it.each(["/checkout", "/checkout.data", "/products/prd_1"])(
    "lets a form with a file of the upload limit through to %s, and refuses a bigger body even when it comes without a length",
    async (path) => {
      const port = await formServer();
      const accepted = await postMultipart(port, path, maxUploadBytes);
      expect(accepted.status).toBe(200);
      expect(JSON.parse(accepted.body)).toEqual({ name: "Spec sheet", fileBytes: maxUploadBytes });

      const tooBig = multipart(maxMultipartBodyBytes);
      for (const declareLength of [true, false]) {
        expect(
          (
            await post(port, {
              path,
              contentType: tooBig.contentType,
              prefix: tooBig.head,
              size: tooBig.size,
              declareLength,
            })
          ).status,
        ).toBe(413);
      }
      expect(
        (
          await post(port, {
            path,
            contentType: "application/x-www-form-urlencoded",
            prefix: "name=",
            size: maxBodyBytes + 1,
            declareLength: false,
          })
        ).status,
      ).toBe(413);
    },
  );

  it("holds a multipart body to the small limit on a page that takes no file", async () => {
    const app = formApp();
    const send = (path: string, fileBytes: number) => {
      const form = multipart(fileBytes);
      const body = Buffer.concat([
        Buffer.from(form.head),
        Buffer.alloc(fileBytes, "a"),
        Buffer.from(form.tail),
      ]);
      return app.request(path, {
        method: "POST",
        headers: { "content-type": form.contentType, "content-length": String(body.length) },
        body,
      });
    };

    for (const path of ["/auth/login", "/", "/checkout/shipping", "/products"]) {
      expect((await send(path, maxBodyBytes)).status).toBe(413);
    }
    expect((await send("/auth/login", 1000)).status).toBe(200);
    expect((await send("/checkout", maxBodyBytes)).status).toBe(200);
  });

  /** A form post of a bit over one file's size, declaring the length it is given. */
  function largeFormSender() {
    const app = formApp();
    const form = multipart(maxMultipartBodyBytes);
    const body = Buffer.concat([
      Buffer.from(form.head),
      Buffer.alloc(maxMultipartBodyBytes, "a"),
      Buffer.from(form.tail),
    ]);
    const send = (path: string, declared: number) =>
      app.request(path, {
        method: "POST",
        headers: { "content-type": form.contentType, "content-length": String(declared) },
        body,
      });
    return { send, length: body.length };
  }

  it("lets the Trade Assurance application (page and API) post its eight papers at once, and no more", async () => {
    const { send, length } = largeFormSender();
    for (const path of [
      "/trade-assurance/apply",
      "/trade-assurance/apply.data",
      "/api/trade-assurance/apply",
    ]) {
      expect((await send(path, length)).status).toBe(200);
      expect((await send(path, maxApplicationBodyBytes + 1)).status).toBe(413);
    }
    expect((await send("/checkout", length)).status).toBe(413);
  });

  it("lets an RFQ (page and API) post its five attachments at once, and no more", async () => {
    const { send, length } = largeFormSender();
    for (const path of ["/rfq", "/rfq.data", "/api/rfqs"]) {
      expect((await send(path, length)).status).toBe(200);
      expect((await send(path, maxRfqUploadBodyBytes + 1)).status).toBe(413);
    }
  });
});
