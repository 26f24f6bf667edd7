import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { createProduct, createReview, createVendor } from "../../tests/catalog-factories";
import { guestApi } from "../../tests/api-harness";
import { actorFor, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";

const t = useTestDatabase();

const jsonPost = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

interface Listed {
  rows: { id: string }[];
  nextCursor: string | null;
}

/** Follows nextCursor from `first` to the end, calling `between` after each page; every id seen, in order. */
async function walk(path: string, between: () => unknown = () => undefined): Promise<string[]> {
  const api = guestApi(t.db);
  const seen: string[] = [];
  let url: string | null = path;
  while (url) {
    const response = await api.request(url);
    expect(response.status).toBe(200);
    const page = (await response.json()) as Listed;
    seen.push(...page.rows.map((row) => row.id));
    await between();
    const glue = path.includes("?") ? "&" : "?";
    url = page.nextCursor ? `${path}${glue}cursor=${page.nextCursor}` : null;
  }
  return seen;
}

describe("GET /api/v1/products with a cursor", () => {
  it("walks every filtered product exactly once, newest first, even when products are added mid-walk", async () => {
    const vendor = await createVendor(t.db);
    // Nine products share one timestamp: only the id orders them, and no page boundary may split them wrongly.
    const sameMoment = new Date("2026-03-01T10:00:00.123456Z");
    const ghana = [];
    for (let i = 0; i < 27; i += 1)
      ghana.push(
        await createProduct(t.db, {
          vendorId: vendor.id,
          countryOfOrigin: "GH",
          createdAt: i < 9 ? sameMoment : new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    await createProduct(t.db, { vendorId: vendor.id, countryOfOrigin: "KE" });

    const first = (await (await guestApi(t.db).request("/api/v1/products?country=GH")).json()) as Listed & {
      total: number;
    };
    expect(first.total).toBe(27);
    const seen = await walk("/api/v1/products?country=GH", () =>
      createProduct(t.db, { vendorId: vendor.id, countryOfOrigin: "GH" }),
    );

    const expected = [...ghana]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((product) => product.id);
    expect(seen).toEqual(expected);
    // The numbered pages list the same products in the same order.
    const numbered: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = (await (
        await guestApi(t.db).request(`/api/v1/products?country=GH&page=${page}`)
      ).json()) as Listed;
      numbered.push(...body.rows.map((row) => row.id));
    }
    const newSince = numbered.length - expected.length;
    expect(numbered.slice(newSince)).toEqual(expected.slice(0, numbered.length - newSince));
  });

  it("answers an edited or foreign cursor with 400 and says what to do", async () => {
    await createProduct(t.db);
    const api = guestApi(t.db);
    const forged = Buffer.from(JSON.stringify(["2026-02-30 10:00:00+00", "prd_x"])).toString("base64url");
    const notAKey = Buffer.from(JSON.stringify({ drop: "table" })).toString("base64url");
    for (const cursor of ["%%%", "bm90IGpzb24", forged, notAKey, "x".repeat(500)]) {
      const response = await api.request(`/api/v1/products?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(messages.cursor.invalid);
    }
    const both = await api.request("/api/v1/products?page=2&cursor=abc");
    expect(both.status).toBe(400);
    expect((await both.json()).error.message).toBe(messages.cursor.withPage);
  });
});

describe("GET /api/v1/products/{id}", () => {
  it("answers the product page's detail with an ETag, public for a minute, and 304 when unchanged", async () => {
    const product = await createProduct(t.db, {
      name: "Adire Scarf",
      price: 450_000,
      stockQuantity: 30,
      tiers: [{ minQuantity: 10, discountPercentage: "5" }],
      imageKeys: ["demo/adire.png"],
    });
    const api = guestApi(t.db);
    const response = await api.request(`/api/v1/products/${product.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    const body = await response.json();
    expect(body).toMatchObject({
      product: { id: product.id, name: "Adire Scarf", price: 450_000, stockQuantity: 30 },
      stockStatus: "limited",
      vendor: { id: product.vendorId },
      images: [{ key: "demo/adire.png", alt: "Adire Scarf" }],
      ladder: [expect.objectContaining({ minQuantity: 10, percentOff: 5 })],
    });
    expect(body).not.toHaveProperty("vendorUserId");

    const again = await api.request(`/api/v1/products/${product.id}`, {
      headers: { "if-none-match": etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    const stale = await api.request(`/api/v1/products/${product.id}`, {
      headers: { "if-none-match": 'W/"something-else"' },
    });
    expect(stale.status).toBe(200);
  });

  it("answers 404 for an unknown product, an unlisted one and one of a suspended store", async () => {
    const unlisted = await createProduct(t.db, { isActive: false });
    const suspended = await createProduct(t.db, {
      vendorId: (await createVendor(t.db, { isActive: false })).id,
    });
    for (const id of ["prd_nope", unlisted.id, suspended.id]) {
      const response = await guestApi(t.db).request(`/api/v1/products/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(messages.product.notFound);
    }
  });
});

describe("/api/v1/products/{id}/reviews", () => {
  it("walks the reviews newest first by cursor, each once, with reviews posted mid-walk left for the next read", async () => {
    const product = await createProduct(t.db);
    const reviewers = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
    const written = [];
    for (const reviewer of reviewers.slice(0, 11))
      written.push(await createReview(t.db, { productId: product.id, userId: reviewer.id, rating: 4 }));
    const late = reviewers[11]!;

    const api = guestApi(t.db);
    const first = await api.request(`/api/v1/products/${product.id}/reviews`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    const page = (await first.json()) as { items: { id: string }[]; nextCursor: string };
    expect(page.items).toHaveLength(10);
    await guestApi(t.db, { actor: actorFor(late) }).request(
      `/api/v1/products/${product.id}/reviews`,
      jsonPost({ rating: 5, comment: "Arrived early" }),
    );
    const rest = (await (
      await api.request(`/api/v1/products/${product.id}/reviews?cursor=${page.nextCursor}`)
    ).json()) as { items: { id: string }[]; nextCursor: string | null };
    expect(rest.nextCursor).toBeNull();
    expect([...page.items, ...rest.items].map((review) => review.id).sort()).toEqual(
      written.map((review) => review.id).sort(),
    );
    expect((await api.request("/api/v1/products/prd_nope/reviews")).status).toBe(404);
  });

  it("takes a review with the review form's rules", async () => {
    const owner = await createUser(t.db);
    const vendor = await createVendor(t.db, { userId: owner.id });
    const product = await createProduct(t.db, { vendorId: vendor.id });
    const buyer = actorFor(await createUser(t.db));
    const post = (actor: ReturnType<typeof actorFor> | null, body: unknown, id = product.id) =>
      guestApi(t.db, { actor }).request(`/api/v1/products/${id}/reviews`, jsonPost(body));

    const anonymous = await post(null, { rating: 5 });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe(messages.reviews.loginToSubmit);
    expect((await post(actorFor(owner), { rating: 5 })).status).toBe(403);
    expect((await post(buyer, { rating: 9 })).status).toBe(400);
    expect((await post(buyer, { rating: 5 }, "prd_nope")).status).toBe(404);
    const created = await post(buyer, { rating: 5, comment: "Lovely weave" });
    expect(created.status).toBe(201);
    expect((await created.json()).review).toMatchObject({ rating: 5, comment: "Lovely weave" });
    const twice = await post(buyer, { rating: 4 });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(messages.reviews.alreadyReviewed);
  });
});
