import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { cartItems, products, wishlists } from "#db/schema";
import type { createApp } from "#server/app";
import type { Services } from "#server/context";
import { createCategory, createProduct, createVendor } from "../catalog-factories";
import { baseURL, createUser, signInCookie } from "../factories";
import type { TestDatabase } from "../setup/database";
import { type PageApp, startPageApp } from "../page-app";

/**
 * The weight of the pages that are mostly product cards, as a size budget (elements and bytes of
 * the server-rendered HTML, not a timing), and the shared forms the cards' buttons submit.
 */
let database: TestDatabase;
let services: Services;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;
let buyerCookie = "";
const productIds: string[] = [];

beforeAll(async () => {
  pageApp = await startPageApp("product-cards");
  ({ database, services, app } = pageApp);
  // A full home page: eight categories, and more than 12 products for every section, each card
  // with everything a card can show (badges, verified and Trade Assured vendor, a long name).
  const categories = await Promise.all(
    ["fashion", "home-decor", "jewelry", "food-products", "beauty", "art", "crafts", "machinery"].map(
      (slug) => createCategory(database.db, { slug, name: slug }),
    ),
  );
  const vendors = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      createVendor(database.db, { businessName: `Verified Vendor ${index}`, verified: true }),
    ),
  );
  for (let index = 0; index < 30; index++) {
    const product = await createProduct(database.db, {
      name: `Traditional hand-woven heritage basket with leather handles, number ${index}`,
      vendorId: vendors[index % vendors.length]!.id,
      categoryId: categories[index % categories.length]!.id,
      moq: 3,
      sampleAvailable: true,
      imageKeys: [`seed/v1/products/basket-${index}/1`],
    });
    productIds.push(product.id);
  }
  const buyer = await createUser(database.db, { role: "user" });
  buyerCookie = await signInCookie(database.db, services.auth, buyer.email);
});

afterAll(async () => {
  await pageApp?.stop();
});

const elementCount = (html: string) => html.match(/<[a-z][a-z0-9-]*/gi)?.length ?? 0;

async function get(target: string, cookie = "") {
  const response = await app.request(`${baseURL}${target}`, { headers: { accept: "text/html", cookie } });
  return { status: response.status, html: await response.text() };
}

async function post(target: string, fields: Record<string, string>, cookie = "") {
  return app.request(`${baseURL}${target}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL, cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function cards(html: string): string[] {
  return html.match(/<article class="card">.*?<\/article>/gs) ?? [];
}

describe("page weight", () => {
  it("serves the home page in at most 1,000 elements, the sections below the fold loading later", async () => {
    const { status, html } = await get("/");
    expect(status).toBe(200);
    expect(elementCount(html)).toBeLessThanOrEqual(1000);
    expect(cards(html)).toHaveLength(12);
    // The later sections are there by their titles and "View all" links, without their cards.
    expect(html).toContain("Latest Arrivals");
    expect(html).toContain('href="/vendors"');
  });

  it("keeps a product card within 2,600 bytes and 30 elements", async () => {
    const { html } = await get("/products");
    const shown = cards(html);
    expect(shown).toHaveLength(12);
    for (const card of shown) {
      expect(card.length).toBeLessThanOrEqual(2600);
      expect(elementCount(card)).toBeLessThanOrEqual(30);
    }
  });

  it("answers the later home sections from their resource route", async () => {
    const response = await app.request(`${baseURL}/resources/home-sections.data`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("Verified Vendor 0");
    expect(body).toContain(productIds.at(-1));
  });
});

describe("the cards' shared cart form", () => {
  async function cartQuantities(productId: string) {
    const rows = await database.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.productId, productId));
    return rows.map((row) => row.quantity);
  }

  it("adds the product's minimum order for add=<id>, whatever quantity is sent beside it", async () => {
    const productId = productIds[1]!;
    const response = await post("/cart", { add: productId, quantity: "1" });
    expect(response.status).toBe(200);
    const [product] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(await response.text()).toContain(messages.cart.added(3, product!.name));
    expect(await cartQuantities(productId)).toEqual([3]);
  });

  it("adds and goes to checkout for buy=<id>", async () => {
    const response = await post("/cart", { buy: productIds[2]! }, buyerCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/checkout");
  });

  it("says the product was not found for an unknown or empty id, without a server error", async () => {
    for (const add of ["prd_no-such-product", ""]) {
      const response = await post("/cart", { add });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(messages.cart.productNotFound);
    }
  });

  it("still refuses the long form without a quantity", async () => {
    const response = await post("/cart", { intent: "add", productId: productIds[3]! });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(messages.cart.quantityNotWhole);
  });
});

describe("the cards' shared wishlist form", () => {
  const saved = async (productId: string) =>
    (await database.db.select().from(wishlists).where(eq(wishlists.productId, productId))).length;

  it("adds for add=<id> and removes for remove=<id>, back to the page it came from", async () => {
    const productId = productIds[4]!;
    const added = await post(
      "/resources/wishlist",
      { add: productId, returnTo: "/products?page=2" },
      buyerCookie,
    );
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/products?page=2");
    expect(await saved(productId)).toBe(1);
    const removed = await post(
      "/resources/wishlist",
      { remove: productId, returnTo: "/products" },
      buyerCookie,
    );
    expect(removed.headers.get("location")).toBe("/products");
    expect(await saved(productId)).toBe(0);
  });

  it("sends a guest to sign in, and reports an unknown product back on the page", async () => {
    const guest = await post("/resources/wishlist", { add: productIds[5]!, returnTo: "/products" });
    expect(guest.headers.get("location")).toMatch(/^\/auth\/login\?redirect=%2Fproducts/);
    const unknown = await post(
      "/resources/wishlist",
      { add: "prd_no-such-product", returnTo: "/" },
      buyerCookie,
    );
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/");
    expect(unknown.headers.getSetCookie().join("\n")).toMatch(/wishlist-failed/);
  });
});
