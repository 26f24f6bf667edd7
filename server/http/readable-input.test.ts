import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { isAppError } from "#server/lib/errors";
import { pageFormsOnly, refuseUnreadableInput } from "./readable-input";

// Mounted as server/app.ts mounts them, with its error mapping; the handlers echo what they read.
const app = new Hono();
app.onError((error, c) =>
  isAppError(error) ? c.json(error.toJSON(), error.status as 400) : c.json({ error: "unexpected" }, 500),
);
app.use("*", refuseUnreadableInput());
app.post("/api/echo", async (c) => c.json(await c.req.json()));
app.put("/api/form-echo", async (c) =>
  c.json(
    Object.fromEntries(
      [...(await c.req.raw.formData())].map(([name, value]) => [
        name,
        typeof value === "string" ? value : value.size,
      ]),
    ),
  ),
);
app.all("*", pageFormsOnly(), async (c) =>
  c.json(
    Object.fromEntries(c.req.method === "GET" ? new URL(c.req.url).searchParams : await c.req.raw.formData()),
  ),
);

const send = (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init);
const post = (path: string, contentType: string | null, body: BodyInit) =>
  send(path, { method: "POST", headers: contentType ? { "content-type": contentType } : {}, body });
const errorOf = async (response: Response) => ({
  status: response.status,
  message: ((await response.json()) as { error: { message: string } }).error.message,
});

describe("input no client sends on purpose is a 400 with a clear message", () => {
  it("refuses a NUL in the path or the query string", async () => {
    expect(await errorOf(await send("/products/ab%00cd"))).toEqual({
      status: 400,
      message: messages.errors.nulCharacter,
    });
    expect(await errorOf(await send("/search?q=a%00b"))).toEqual({
      status: 400,
      message: messages.errors.nulCharacter,
    });
  });

  it("refuses a NUL in a form field, a multipart field or a JSON string, but not in an uploaded file", async () => {
    expect(
      await errorOf(await post("/cart", "application/x-www-form-urlencoded", "intent=add&productId=a%00b")),
    ).toEqual({ status: 400, message: messages.errors.nulCharacter });
    const form = new FormData();
    form.set("comment", "a\u0000b");
    expect(await errorOf(await send("/products/1", { method: "POST", body: form }))).toEqual({
      status: 400,
      message: messages.errors.nulCharacter,
    });
    expect(
      await errorOf(
        await post("/api/echo", "application/json", JSON.stringify({ code: { nested: ["a\u0000b"] } })),
      ),
    ).toEqual({ status: 400, message: messages.errors.nulCharacter });

    const upload = new FormData();
    upload.set("intent", "upload");
    upload.set(
      "file",
      new File([new Uint8Array([37, 80, 68, 70, 0, 1])], "spec.pdf", { type: "application/pdf" }),
    );
    const response = await send("/products/1", { method: "POST", body: upload });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ intent: "upload" });
  });

  it("passes an API client's multipart form with a file on to the API, and refuses a NUL in its fields", async () => {
    const payment = () => {
      const form = new FormData();
      form.set("paymentMethod", "purchase_order");
      form.set("poDocument", new File([new Uint8Array([37, 80, 68, 70, 0, 1])], "po.pdf"));
      return form;
    };
    const passed = await send("/api/form-echo", { method: "PUT", body: payment() });
    expect(passed.status).toBe(200);
    expect(await passed.json()).toEqual({ paymentMethod: "purchase_order", poDocument: 6 });

    const withNul = payment();
    withNul.set("poNumber", "PO\u00001");
    expect(await errorOf(await send("/api/form-echo", { method: "PUT", body: withNul }))).toEqual({
      status: 400,
      message: messages.errors.nulCharacter,
    });
  });

  it("refuses a NUL in an uploaded file's name, which is stored as text", async () => {
    const upload = new FormData();
    upload.set("intent", "upload");
    upload.set(
      "file",
      new File([new Uint8Array([37, 80, 68, 70])], "spec\u0000.pdf", { type: "application/pdf" }),
    );

    expect(await errorOf(await send("/products/1", { method: "POST", body: upload }))).toEqual({
      status: 400,
      message: messages.errors.nulCharacter,
    });
  });

  it("refuses a body that does not parse as the form or JSON it claims to be", async () => {
    expect(await errorOf(await post("/api/echo", "application/json", '{"productId": "a'))).toEqual({
      status: 400,
      message: messages.errors.unreadableJson,
    });
    expect(await errorOf(await post("/cart", "multipart/form-data", "intent=add"))).toEqual({
      status: 400,
      message: messages.errors.unreadableForm,
    });
    expect(
      await errorOf(
        await post(
          "/cart",
          "multipart/form-data; boundary=xyz",
          '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd',
        ),
      ),
    ).toEqual({
      status: 400,
      message: messages.errors.unreadableForm,
    });
  });

  it("refuses anything but a form posted to a page", async () => {
    expect(await errorOf(await post("/cart", "application/json", '{"intent": "add"}'))).toEqual({
      status: 400,
      message: messages.errors.unreadableForm,
    });
    expect(await errorOf(await post("/cart", "text/plain", "intent=add"))).toEqual({
      status: 400,
      message: messages.errors.unreadableForm,
    });
    expect(await errorOf(await post("/auth/logout", null, ""))).toEqual({
      status: 400,
      message: messages.errors.unreadableForm,
    });
  });

  it("lets ordinary input through untouched", async () => {
    expect(await (await send("/search?q=caf%C3%A9%20%E2%82%AC")).json()).toEqual({ q: "café €" });
    expect(
      await (
        await post("/cart", "application/x-www-form-urlencoded", "intent=add&productId=p1&quantity=2")
      ).json(),
    ).toEqual({ intent: "add", productId: "p1", quantity: "2" });
    expect(
      await (
        await post("/api/echo", "application/json", '{"code": "WELCOME10", "path": "%00 is text here"}')
      ).json(),
    ).toEqual({ code: "WELCOME10", path: "%00 is text here" });
  });
});
