import { describe, expect, it } from "vitest";
import { apiV1 } from "./api-v1";
import { rfqsApi } from "./api-rfqs";
import { tradeAssuranceApi } from "./api-trade-assurance";
import { openApiDocument } from "./openapi";

/** "/vendors/:id" in Hono is "/vendors/{id}" in OpenAPI. */
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI document", () => {
  it("describes every route /api/v1, /api/trade-assurance and /api/rfqs serve, with the same method", () => {
    const servedBy = (api: ReturnType<typeof apiV1>, prefix: string) =>
      api.routes
        .filter((route) => route.path !== "/*" && route.method !== "ALL")
        // A sub-app's root ("/") is the prefix itself.
        .map((route) => `${route.method} ${`${prefix}${toOpenApiPath(route.path)}`.replace(/(.)\/$/, "$1")}`);
    const served = [
      ...servedBy(apiV1(), ""),
      ...servedBy(tradeAssuranceApi(), "/trade-assurance"),
      ...servedBy(rfqsApi(), "/rfqs"),
    ];
    const described = Object.entries(openApiDocument.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((key) => key !== "servers")
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(3);
    expect(described.sort()).toEqual([...new Set(served)].sort());
  });

  it("says the shipping step may name the cart's shipping method", () => {
    expect(openApiDocument.paths["/checkout/{step}"]).toMatchObject({
      put: {
        parameters: [{ name: "step", schema: { enum: ["shipping", "business", "payment"] } }],
        requestBody: {
          content: { "application/json": { schema: { properties: { shippingMethod: { type: "string" } } } } },
        },
      },
    });
  });

  it("says the payment step takes a multipart form with the purchase-order document", () => {
    expect(openApiDocument.paths["/checkout/{step}"]).toMatchObject({
      put: {
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: { properties: { paymentMethod: { type: "string" }, poDocument: { type: "string" } } },
            },
          },
        },
        responses: { "413": {} },
      },
    });
  });

  it("lists the Trade Assurance application at its own address, as a multipart form with its three papers", () => {
    expect(openApiDocument.paths["/trade-assurance/apply"]).toMatchObject({
      servers: [{ url: "/api" }],
      post: {
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: { required: expect.arrayContaining(["registrationDoc", "taxDoc", "bankStatement"]) },
            },
          },
        },
        responses: { "201": {}, "413": {} },
      },
    });
  });

  it("documents adding a line with its customization, with an example, and each line's chosen options", () => {
    expect(openApiDocument.paths["/cart/items"]).toMatchObject({
      post: {
        requestBody: {
          content: {
            "application/json": {
              schema: { properties: { customization: { type: "object" } } },
              example: { customization: expect.any(Object) },
            },
          },
        },
      },
    });
    expect(JSON.stringify(openApiDocument.paths["/cart"])).toContain('"perUnit"');
  });

  it("says which reads are public for a minute, which are private, and that lists walk by cursor with a 304 on an unchanged ETag", () => {
    const paths = openApiDocument.paths;
    const cacheControl = (path: string) =>
      (
        paths[path]!.get as {
          responses: { "200": { headers: Record<string, { schema: { example: string } }> } };
        }
      ).responses["200"].headers["Cache-Control"]!.schema.example;
    for (const path of ["/products", "/products/{id}", "/products/{id}/reviews"])
      expect(cacheControl(path)).toBe("public, max-age=60");
    for (const path of ["/wishlist", "/stores/followed", "/messages", "/messages/{conversationId}"])
      expect(cacheControl(path)).toBe("private, no-store");
    for (const path of [
      "/products",
      "/products/{id}/reviews",
      "/wishlist",
      "/stores/followed",
      "/messages",
    ]) {
      expect(paths[path]!.get).toMatchObject({
        parameters: expect.arrayContaining([expect.objectContaining({ name: "cursor", in: "query" })]),
        responses: {
          "304": {},
          "200": {
            content: { "application/json": { schema: { required: expect.arrayContaining(["nextCursor"]) } } },
          },
        },
      });
    }
  });
});
