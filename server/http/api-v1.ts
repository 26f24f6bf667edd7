import { Hono } from "hono";
import { AppError } from "#server/lib/errors";
import { listAuditLogs } from "#server/modules/audit/audit.queries";
import type { HonoEnv } from "./hono-env";
import { adminApiGuard } from "./admin-api-guard";
import { cartApi } from "./api-v1-cart";
import { ordersApi } from "./api-v1-orders";
import { productsApi } from "./api-v1-products";
import { socialApi } from "./api-v1-social";
import { messagesApi } from "./api-v1-messages";
import { openApiDocument } from "./openapi";
import { cursorParam } from "./cursor-param";
import { searchSorts, type SearchSort } from "#common/search";
import { searchProducts, searchProductsAfter } from "#server/modules/search/search-products";
import { searchClientKey } from "#server/modules/search/search-client";
import { pageParam } from "#common/paging";
import { listCategories } from "#server/modules/catalog/categories.queries";
import { parseVendorFilters } from "#common/schemas/vendor-filters";
import { getStore, listVendors } from "#server/modules/vendors/vendors.queries";
import { messages } from "#common/messages";

/** The REST API. Every handler resolves the actor from the session, never from the request body. */
export function apiV1() {
  const api = new Hono<HonoEnv>();

  api.get("/me", (c) => {
    const actor = c.get("actor");
    if (!actor) throw new AppError("UNAUTHENTICATED");
    return c.json({
      id: actor.userId,
      email: actor.email,
      name: actor.name,
      role: actor.role,
      permissions: actor.permissions,
    });
  });

  api.use("/admin/*", adminApiGuard());

  api.get("/admin/audit-logs", async (c) => {
    const actor = c.get("actor");
    if (!actor) throw new AppError("UNAUTHENTICATED");
    if (actor.role !== "admin") throw new AppError("FORBIDDEN", { message: "Admin access required" });
    const result = await listAuditLogs(c.get("services").db, { page: pageParam(c.req.query("page")) });
    return c.json(result);
  });

  api.route("/products", productsApi());

  api.get("/categories", async (c) => c.json({ categories: await listCategories(c.get("services").db) }));

  /**
   * Search: ?q= (at least 2 characters), category, sort, and `page` for a numbered page or `cursor`
   * (a page's nextCursor) for the next.
   */
  api.get("/search", async (c) => {
    const query = new URL(c.req.url).searchParams;
    const requestedSort = query.get("sort");
    const sort = searchSorts.includes(requestedSort as SearchSort)
      ? (requestedSort as SearchSort)
      : "relevance";
    const search = { query: query.get("q") ?? "", categorySlug: query.get("category") || undefined, sort };
    const { db, env, searchRankings } = c.get("services");
    const cursor = cursorParam(c);
    if (cursor) return c.json(await searchProductsAfter(db, { ...search, cursor }));
    const userId = c.get("actor")?.userId ?? null;
    const result = await searchProducts(db, {
      ...search,
      page: pageParam(query.get("page")),
      userId,
      clientKey: searchClientKey({ userId, ip: c.get("client").ip, secret: env.AUTH_SECRET }),
      rankings: searchRankings,
    });
    return c.json(result);
  });

  /** The vendor directory: ?q= (name or country), country, businessType, verified, minRating, page. */
  api.get("/vendors", async (c) => {
    const query = new URL(c.req.url).searchParams;
    return c.json(
      await listVendors(c.get("services").db, {
        ...parseVendorFilters(query),
        page: pageParam(query.get("page")),
      }),
    );
  });

  /** A store's public profile and numbers; 404 for unknown or inactive stores. */
  api.get("/vendors/:id", async (c) => {
    const store = await getStore(c.get("services").db, {
      vendorId: c.req.param("id"),
      viewerId: c.get("actor")?.userId ?? null,
    });
    if (!store) throw new AppError("NOT_FOUND", { message: messages.store.notFoundTitle });
    return c.json(store);
  });

  api.route("/cart", cartApi());
  api.route("/", socialApi());
  api.route("/messages", messagesApi());
  api.route("/", ordersApi());

  api.get("/openapi.json", (c) => c.json(openApiDocument));

  api.all("*", () => {
    throw new AppError("NOT_FOUND");
  });
  return api;
}
