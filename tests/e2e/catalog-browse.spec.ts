import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures";

// Assumes the demo seed: 200+ products in the eight categories, 12+ vendors, several countries.

type ProductPageJson = { rows: { id: string }[]; total: number; page: number; pageSize: number };

const results = (page: Page) => page.getByRole("region", { name: "Results" });
const cards = (scope: Locator) => scope.getByRole("article");
const countText = (total: number) =>
  `${total.toLocaleString("en-NG")} ${total === 1 ? "product" : "products"}`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/v1/products?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ProductPageJson).total;
}

async function productHrefs(scope: Locator): Promise<string[]> {
  return cards(scope)
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

test.describe("products list", () => {
  test("shows 12 cards, the count and spec card content, and is accessible", async ({ page }) => {
    const total = await apiTotal(page, "");
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(page.getByRole("main").getByText(countText(total), { exact: true })).toBeVisible();
    await expect(cards(results(page)).first()).toBeVisible();
    const first = cards(results(page)).first();
    await expect(first.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/products\/[^/]+$/);
    await expect(first.getByText(/₦\d[\d,]*(\.\d{2})?/)).toBeVisible();
    await expect(first.getByText(/^(In Stock|Limited|Out of Stock)$/)).toBeVisible();
    await expect(
      first
        .getByRole("img", { name: /^Rated \d\.\d out of 5, \d+ reviews?$/ })
        .or(first.getByText("No reviews yet", { exact: true })),
    ).toBeVisible();
    await expect(first.getByText(/^Min\. order: /)).toBeVisible();
    await expectAccessible(page);
  });

  test("pages with Previous and Next links without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/products");
    await expect(cards(results(page))).toHaveCount(12);
    const firstPage = await productHrefs(results(page));
    await page.getByRole("navigation", { name: "Product pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(cards(results(page))).toHaveCount(12);
    const secondPage = await productHrefs(results(page));
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    await expect(
      page.getByRole("navigation", { name: "Product pages" }).getByRole("link", { name: "Previous" }),
    ).toBeVisible();
    await context.close();
  });

  test("loads further pages by cursor as the end of the list scrolls into view, without duplicates", async ({
    page,
  }) => {
    const cursors: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/v1/products" && url.searchParams.has("cursor"))
        cursors.push(url.searchParams.get("cursor") ?? "");
    });
    await gotoInteractive(page, "/products");
    const list = results(page);
    await expect
      .poll(async () => {
        await page.keyboard.press("End");
        return cards(list).count();
      })
      .toBeGreaterThanOrEqual(36);
    await expect(list.getByText(/^Showing 1–\d+ of /)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^12 more products loaded$/ })).toBeAttached();
    const hrefs = await productHrefs(list);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // One request per page, each continuing from the one before, never the same page twice.
    expect(cursors.length).toBeGreaterThanOrEqual(2);
    expect(new Set(cursors).size).toBe(cursors.length);
  });

  test("Load more appends the next page from the keyboard and keeps focus on it", async ({ page }) => {
    await gotoInteractive(page, "/products");
    const list = results(page);
    const loadMore = list.getByRole("link", { name: "Load more products" });
    await loadMore.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => cards(list).count()).toBeGreaterThanOrEqual(24);
    await expect(loadMore).toBeFocused();
  });

  test("Load more is a link to the next numbered page without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/products");
    await results(page).getByRole("link", { name: "Load more products" }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(cards(results(page))).toHaveCount(12);
    await context.close();
  });

  test("a filter applies at once, goes back to page 1 and matches the API", async ({ page }) => {
    const total = await apiTotal(page, "category=fashion");
    await gotoInteractive(page, "/products?page=2");
    const filters = page.getByRole("form", { name: "Product filters" });
    await filters.getByLabel("Category").selectOption("fashion");
    await expect(page).toHaveURL(/\/products\?category=fashion$/);
    await expect(page.getByRole("main").getByText(countText(total), { exact: true })).toBeVisible();

    await filters.getByLabel("In stock only").check();
    await expect(page).toHaveURL(/availability=in_stock/);
    const inStock = await apiTotal(page, "category=fashion&availability=in_stock");
    await expect(page.getByRole("main").getByText(countText(inStock), { exact: true })).toBeVisible();
    await expect(cards(results(page)).getByText("Out of Stock", { exact: true })).toHaveCount(0);
  });

  test("typed keywords and prices apply after a pause and stay in the form", async ({ page }) => {
    await gotoInteractive(page, "/products");
    const filters = page.getByRole("form", { name: "Product filters" });
    await filters.getByLabel("Min price").fill("1000");
    await expect(page).toHaveURL(/minPrice=1000/);
    await filters.getByLabel("Keywords").fill("a");
    await expect(page).toHaveURL(/q=a/);
    await expect(filters.getByLabel("Keywords")).toBeFocused();
    await expect(filters.getByLabel("Min price")).toHaveValue("1000");
    const total = await apiTotal(page, "q=a&minPrice=1000");
    await expect(page.getByRole("main").getByText(countText(total), { exact: true })).toBeVisible();
  });

  test("works as a plain form without JavaScript: Apply submits the filters", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/products");
    const filters = page.getByRole("form", { name: "Product filters" });
    await filters.getByLabel("Country of origin").selectOption("GH");
    await filters.getByLabel("Verified vendors only").check();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/country=GH/);
    await expect(page.getByRole("heading", { level: 1, name: "Products from Ghana" })).toBeVisible();
    await expect(filters.getByLabel("Verified vendors only")).toBeChecked();
    await context.close();
  });

  test("no match shows the empty state, and Clear filters brings everything back", async ({ page }) => {
    await gotoInteractive(page, "/products?q=no-such-product-anywhere");
    await expect(page.getByText("No products match these filters")).toBeVisible();
    await expectAccessible(page);
    await results(page).getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(results(page)).first()).toBeVisible();
  });

  test("search text is plain text and malformed parameters never fail the page", async ({ page }) => {
    for (const query of [
      "q=%25",
      "q=_",
      "minPrice=abc&page=-4&country=Nigeria&minRating=lots",
      "price=9-1&moq=x-y",
    ]) {
      const response = await page.goto(`/products?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    // "__" would match any two characters as a LIKE pattern; taken literally, no product contains it.
    expect(await apiTotal(page, "q=__")).toBe(0);
  });

  test("the header's Browse by Country menu shows counts and filters by country", async ({ page }) => {
    await gotoInteractive(page, "/");
    const banner = page.getByRole("banner");
    await banner.getByText("Browse by Country").click();
    const nigeria = banner.getByRole("link", { name: /^Nigeria \(\d[\d,]*\)$/ });
    await expect(nigeria).toBeVisible();
    const shown = Number((await nigeria.textContent())!.replace(/\D/g, ""));
    expect(shown).toBe(await apiTotal(page, "country=NG"));
    await nigeria.click();
    await expect(page).toHaveURL(/\/products\?country=NG$/);
    await expect(page.getByRole("heading", { level: 1, name: "Products from Nigeria" })).toBeVisible();
    await expect(page.getByRole("main").getByText(countText(shown), { exact: true })).toBeVisible();
  });
});

test.describe("categories", () => {
  test("the categories page shows each category with its product count", async ({ page }) => {
    const response = await page.request.get("/api/v1/categories");
    const { categories } = (await response.json()) as {
      categories: { slug: string; name: string; productCount: number }[];
    };
    expect(categories.length).toBeGreaterThanOrEqual(8);
    await page.goto("/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
    for (const category of categories) {
      const link = page.getByRole("main").getByRole("link", {
        name: new RegExp(`^${escapeRegExp(category.name)},?\\s*${countText(category.productCount)}$`),
      });
      await expect(link).toHaveAttribute("href", `/category/${category.slug}`);
    }
    await expectAccessible(page);
  });

  test("a category page lists its products 12 at a time with breadcrumbs", async ({ page }) => {
    const total = await apiTotal(page, "category=jewelry");
    await gotoInteractive(page, "/categories");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Jewelry/ })
      .click();
    await expect(page).toHaveURL(/\/category\/jewelry$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jewelry" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Categories" }),
    ).toHaveAttribute("href", "/categories");
    await expect(page.getByRole("main").getByText(countText(total), { exact: true })).toBeVisible();
    await expect(cards(page.getByRole("region", { name: "Products in Jewelry" })).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown category is a 404 with a way back", async ({ page }) => {
    const response = await page.goto("/category/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Category not found" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "All Categories" })).toHaveAttribute("href", "/categories");
    await expect(main.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectAccessible(page);
  });
});

test.describe("home page", () => {
  test("shows categories, product sections and featured vendors from the catalog", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const categories = main.getByRole("region", { name: "Shop by Category" });
    await expect(categories.getByRole("link", { name: /^Fashion,?\s*\d+ products?$/ })).toHaveAttribute(
      "href",
      "/category/fashion",
    );
    await expect(cards(main.getByRole("region", { name: "Best Selling" }))).toHaveCount(12);
    // The sections further down load as they come near.
    const latest = main.getByRole("region", { name: "Latest Arrivals" });
    await latest.scrollIntoViewIfNeeded();
    await expect(cards(latest)).toHaveCount(12);
    const vendors = main
      .getByRole("region", { name: "Featured Vendors" })
      .getByRole("link", { name: /verified vendor/ });
    await expect(vendors).toHaveCount(8);
    await expect(vendors.first()).toHaveAttribute("href", /^\/vendor\/[^/]+\/store$/);
    await expectAccessible(page);
  });

  test("without JavaScript the sections further down offer their View all links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(cards(main.getByRole("region", { name: "Best Selling" }))).toHaveCount(12);
    await expect(
      main
        .getByRole("region", { name: "Latest Arrivals" })
        .getByRole("link", { name: "View all new arrivals" }),
    ).toHaveAttribute("href", "/products");
    await expect(
      main.getByRole("region", { name: "Featured Vendors" }).getByRole("link", { name: "All vendors" }),
    ).toHaveAttribute("href", "/vendors");
    await context.close();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold into a Filters disclosure that shows how many apply", async ({ page }) => {
    await gotoInteractive(page, "/products?country=KE&availability=in_stock");
    const filters = page.getByRole("form", { name: "Product filters" });
    await expect(filters.getByLabel("Category")).toBeHidden();
    await page.getByText("Filters (2)").click();
    await expect(filters.getByLabel("Category")).toBeVisible();
    await expect(filters.getByLabel("Country of origin")).toHaveValue("KE");
    await expectAccessible(page);
  });
});

test.describe("REST API", () => {
  test("GET /api/v1/products pages and filters like the page; GET /api/v1/categories lists categories", async ({
    page,
  }) => {
    const response = await page.request.get("/api/v1/products?country=NG&page=2");
    expect(response.status()).toBe(200);
    const body = (await response.json()) as ProductPageJson;
    expect(body).toMatchObject({ page: 2, pageSize: 12 });
    expect(body.rows.length).toBeLessThanOrEqual(12);
    const categories = await page.request.get("/api/v1/categories");
    expect(categories.status()).toBe(200);
  });
});
