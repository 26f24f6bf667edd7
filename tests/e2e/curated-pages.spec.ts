import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures";

const results = (page: Page) => page.getByRole("main").getByRole("list").first().getByRole("article");
const productHrefs = (cards: Locator) =>
  cards
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
const naira = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test.describe("curated catalogue pages", () => {
  test("/deals lists discounted products, deepest first, each with its earlier price and the cut it gives", async ({
    page,
  }) => {
    await page.goto("/deals");
    await expect(page).toHaveTitle("Deals | Shop African Brands");
    await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
    const cards = results(page);
    await expect(cards.first()).toBeVisible();

    const cuts: number[] = [];
    for (const card of (await cards.all()).slice(0, 4)) {
      const label = await card.getByText(/^(\d+% off|Reduced), was ₦/).textContent();
      const [, percent, was] = /^(?:(\d+)% off|Reduced), was (₦[\d,.]+)$/.exec(label ?? "") ?? [];
      // The price comes first on the card, the struck earlier price under it.
      const price = naira(
        (await card
          .getByText(/^₦[\d,.]+$/)
          .first()
          .textContent()) ?? "",
      );
      // The cut shown is the one the two prices give, rounded down.
      expect(naira(was!)).toBeGreaterThan(price);
      expect(Number(percent ?? 0)).toBe(Math.floor(((naira(was!) - price) * 100) / naira(was!)));
      cuts.push((naira(was!) - price) / naira(was!));
    }
    expect(cuts).toEqual([...cuts].sort((a, b) => b - a));
    await expectAccessible(page);
  });

  test("/deals loads the next deals in place with their earlier prices, and without JavaScript Load more is page 2", async ({
    page,
    browser,
  }) => {
    await gotoInteractive(page, "/deals");
    const cards = results(page);
    await expect(cards).toHaveCount(12);
    const loadMore = page.getByRole("main").getByRole("link", { name: "Load more products" });
    await expect(loadMore).toHaveAttribute("href", "/deals?page=2");
    await loadMore.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
    await expect(page).toHaveURL(/\/deals$/);
    const shown = await productHrefs(cards);
    expect(new Set(shown).size).toBe(shown.length);
    // Every appended card is a deal too: its earlier price is there.
    const wasLabels = cards.getByText(/^(\d+% off|Reduced), was ₦/);
    await expect(wasLabels).toHaveCount(await cards.count());

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto("/deals");
    const firstPage = await productHrefs(results(noScript));
    await noScript.getByRole("main").getByRole("link", { name: "Load more products" }).click();
    await expect(noScript).toHaveURL(/\/deals\?page=2$/);
    await expect(results(noScript).first()).toBeVisible();
    const secondPage = await productHrefs(results(noScript));
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    await context.close();
  });

  test("/african-crafts introduces the collection, lists crafts and leads on to the category and its neighbours", async ({
    page,
  }) => {
    await page.goto("/african-crafts");
    await expect(page).toHaveTitle("African Crafts | Shop African Brands");
    await expect(page.getByRole("heading", { level: 1, name: "African Crafts" })).toBeVisible();
    await expect(page.getByText(/Carved masks and headrests/)).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Related categories" }).getByRole("link")).toHaveText([
      "Art",
      "Home Decor",
      "Jewelry",
    ]);
    await expectAccessible(page);
    await page.getByRole("link", { name: "See all of Crafts" }).click();
    await expect(page).toHaveURL(/\/category\/crafts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Crafts" })).toBeVisible();
  });

  test("/african-machinery lists machinery and points business buyers to quotes and bulk orders", async ({
    page,
  }) => {
    await page.goto("/african-machinery");
    await expect(page).toHaveTitle("African Machinery | Shop African Brands");
    await expect(page.getByRole("heading", { level: 1, name: "African Machinery" })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "See all of Machinery" })).toHaveAttribute(
      "href",
      "/category/machinery",
    );
    const business = page.getByRole("navigation", { name: "Buying for a business?" });
    await expect(business.getByRole("link", { name: "Request a quote" })).toHaveAttribute("href", "/rfq");
    await expect(business.getByRole("link", { name: "Bulk orders" })).toHaveAttribute("href", "/bulk-orders");
    await expectAccessible(page);
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the three pages fit the screen without sideways scrolling", async ({ page }) => {
      for (const [path, heading] of [
        ["/deals", "Deals"],
        ["/african-crafts", "African Crafts"],
        ["/african-machinery", "African Machinery"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(results(page).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await expectAccessible(page);
    });
  });
});
