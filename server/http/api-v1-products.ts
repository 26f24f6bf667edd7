import { Hono, type Context } from "hono";
import { stockStatus } from "#common/catalog";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { parseProductFilters } from "#common/schemas/product-filters";
import { AppError } from "#server/lib/errors";
import { getProductDetail } from "#server/modules/catalog/product-detail.queries";
import { listProducts, listProductsAfter } from "#server/modules/catalog/products.queries";
import { listProductReviewsAfter } from "#server/modules/reviews/reviews.queries";
import { submitReview } from "#server/modules/reviews/submit-review";
import { answerTagged, cachedJson, taggedJson, type TaggedJson } from "./cached-json";
import type { HonoEnv } from "./hono-env";
import { cursorParam } from "./cursor-param";
import { jsonBody } from "./json-body";

type ProductsContext = Context<HonoEnv>;

/**
 * How long one process reuses a product's serialized detail. Public caches may already serve it
 * for a minute (Cache-Control), so a few seconds here change nothing a client can see, and spare the
 * database the same four reads for every request of a popular product.
 */
const productDetailReuseMs = 5_000;
const productDetailsKept = 1_000;

/**
 * /api/v1/products: the listing (numbered pages for people, `cursor` for clients that walk it), a
 * product's detail and its reviews. What every visitor sees alike is public for a minute with an ETag.
 */
export function productsApi() {
  const api = new Hono<HonoEnv>();
  const db = (c: ProductsContext) => c.get("services").db;
  const details = new Map<string, { expires: number; json: TaggedJson }>();

  /** The /products filters; `page` for a numbered page or `cursor` (a page's nextCursor) for the next. */
  api.get("/", async (c) => {
    const query = new URL(c.req.url).searchParams;
    const filters = parseProductFilters(query);
    const cursor = cursorParam(c);
    const result = cursor
      ? await listProductsAfter(db(c), { filters, cursor })
      : await listProducts(db(c), { filters, page: pageParam(query.get("page")) });
    return cachedJson(c, result, { audience: "public" });
  });

  /** What the product page shows; 404 for an unknown or unlisted product, as the page. */
  api.get("/:id", async (c) => {
    const productId = c.req.param("id");
    const now = Date.now();
    let kept = details.get(productId);
    if (!kept || kept.expires <= now) {
      const found = await getProductDetail(db(c), { productId });
      if (!found) throw new AppError("NOT_FOUND", { message: messages.product.notFound });
      const { vendorUserId: _owner, ...detail } = found;
      if (details.size >= productDetailsKept) details.clear();
      kept = {
        expires: now + productDetailReuseMs,
        json: taggedJson({ ...detail, stockStatus: stockStatus(detail.product.stockQuantity) }),
      };
      details.set(productId, kept);
    }
    return answerTagged(c, kept.json, { audience: "public" });
  });

  /** The product's reviews, newest first, 10 at a time; `cursor` continues from a nextCursor. */
  api.get("/:id/reviews", async (c) => {
    const reviews = await listProductReviewsAfter(db(c), {
      productId: c.req.param("id"),
      cursor: cursorParam(c),
    });
    if (!reviews) throw new AppError("NOT_FOUND", { message: messages.product.notFound });
    return cachedJson(c, reviews, { audience: "public" });
  });

  /** The signed-in user's review: the review form's rules (one per person, never one's own product). */
  api.post("/:id/reviews", async (c) => {
    const body = await jsonBody(c);
    const review = await submitReview(db(c), {
      actor: c.get("actor"),
      productId: c.req.param("id"),
      rating: body.rating,
      comment: body.comment,
    });
    return c.json({ review }, 201);
  });

  return api;
}
