import type { Page } from "@playwright/test";
import { demo, expect, expectAccessible, gotoInteractive, signIn, test } from "./fixtures";

/** A listed product and a distinctive word of its name, read from the API so the test follows the seed. */
async function someProduct(page: Page) {
  const response = await page.request.get("/api/v1/products?page=2");
  const { rows } = (await response.json()) as { rows: { id: string; name: string }[] };
  const product = rows.find((row) => row.name.split(/\s+/).some((word) => word.length >= 5))!;
  const word = product.name
    .split(/\s+/)
    .find((candidate) => candidate.length >= 5)!
    .replace(/[^\p{L}]/gu, "");
  return { ...product, word };
}

test("the search page finds a product by a word of its name and sorts by price", async ({ page }) => {
  const product = await someProduct(page);
  await page.goto(`/search?q=${encodeURIComponent(product.word)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${product.word}”`);
  await expect(page.getByRole("main").getByRole("link", { name: product.name }).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/search?q=${encodeURIComponent(product.word)}&sort=price_asc`);
  const api = await page.request.get(`/api/v1/search?q=${encodeURIComponent(product.word)}&sort=price_asc`);
  const { rows } = (await api.json()) as { rows: { price: number }[] };
  expect(rows.map((row) => row.price)).toEqual([...rows.map((row) => row.price)].sort((a, b) => a - b));
});

test("a misspelt or unknown search says so, and one character is refused with the spec's message", async ({
  page,
}) => {
  await page.goto("/search?q=zzqqxxvv");
  await expect(page.getByText('No results found for "zzqqxxvv"')).toBeVisible();
  await page.goto("/search?q=k");
  await expect(page.getByRole("alert")).toHaveText("Please enter at least 2 characters to search");
  await gotoInteractive(page, "/");
  const box = page
    .getByRole("banner")
    .getByRole("combobox", { name: "Search products" })
    .filter({ visible: true });
  await box.fill("k");
  await box.press("Enter");
  await expect(
    page.getByRole("banner").getByText("Please enter at least 2 characters to search"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("the header search box suggests products as you type and remembers recent searches", async ({
  page,
}) => {
  const product = await someProduct(page);
  await gotoInteractive(page, "/");
  const banner = page.getByRole("banner");
  const box = banner.getByRole("combobox", { name: "Search products" }).filter({ visible: true });
  await box.click();
  await expect(banner.getByText("No recent searches").filter({ visible: true })).toBeVisible();
  await box.fill(product.word);
  const results = banner.getByRole("listbox", { name: `Results for ${product.word}` });
  await expect(results.getByRole("option").first()).toBeVisible();
  await expectAccessible(page);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${product.word}`));
  await gotoInteractive(page, "/");
  await box.click();
  await expect(
    banner
      .getByRole("listbox", { name: "Recent and popular searches" })
      .getByRole("option", { name: new RegExp(product.word) })
      .first(),
  ).toBeVisible();
});

test("every product card has a wishlist heart, and the header counts the wishlist", async ({ page }) => {
  await signIn(page, demo.buyer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await gotoInteractive(page, "/products");
  const heart = page
    .getByRole("main")
    .getByRole("button", { name: /^Add .+ to wishlist$/ })
    .first();
  const name = (await heart.getAttribute("aria-label"))!.replace(/^Add (.+) to wishlist$/, "$1");
  await heart.click();
  await expect(
    page.getByRole("main").getByRole("button", { name: `Remove ${name} from wishlist` }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: /^Wishlist \(\d+ items?\)$/ })
      .filter({ visible: true }),
  ).toBeVisible();
  await page.goto("/wishlist");
  await expect(page.getByRole("main").getByText(name).first()).toBeVisible();
});
