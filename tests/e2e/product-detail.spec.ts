import type { Page } from "@playwright/test";
import { demo, expect, expectAccessible, expectToast, gotoInteractive, signIn, test } from "./fixtures";

/** The product links of the /products grid (seeded demo catalog), in page order. */
/**
 * The product pages a listing links to, newest first. Other tests add products of their own, some
 * without a category, and those come first on /products.
 */
async function productPaths(page: Page, listing = "/products"): Promise<string[]> {
  await page.goto(listing);
  const links = page.getByRole("main").getByRole("article").getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("href") ?? ""),
  );
  return [...new Set(hrefs.filter((href) => /^\/products\/[^/?#]+$/.test(href)))];
}

async function openProduct(page: Page, path: string): Promise<string> {
  await gotoInteractive(page, path);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  return name;
}

async function signInAsBuyer(page: Page) {
  await signIn(page, demo.buyer);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

test("the product page shows its price ladder, minimum order and badges", async ({ page }) => {
  const [path] = await productPaths(page);
  await openProduct(page, path!);
  const main = page.getByRole("main");

  const status = main.getByRole("list", { name: "Product status" });
  await expect(status.getByText(/^(In Stock|Low Stock \(\d+ left\)|Out of Stock)$/)).toBeVisible();
  await expect(status.getByText(/^SKU: \S+/)).toBeVisible();
  await expect(main.getByText("Minimum order:", { exact: true })).toBeVisible();

  const pricing = main.getByRole("tablist", { name: "Pricing" });
  await expect(pricing.getByRole("tab", { name: "Retail" })).toHaveAttribute("aria-selected", "true");
  const retail = main.getByRole("table", { name: "Retail pricing" });
  await expect(retail.getByRole("rowheader", { name: /^1\+ units/ })).toBeVisible();
  // The cart gives every buyer the volume prices: the Retail tab shows the same ladder as Bulk Pricing.
  await expect(
    main.getByText("Every buyer gets these volume prices in the cart, no account needed."),
  ).toBeVisible();
  const retailRows = await retail.getByRole("row").allInnerTexts();
  await pricing.getByRole("tab", { name: "Business (B2B)" }).click();
  const volume = main.getByRole("table", { name: "Volume pricing" });
  await expect(volume).toBeVisible();
  // The base row plus at least one ladder step (the product's own tiers or the platform ladder).
  expect(await volume.getByRole("rowheader").count()).toBeGreaterThan(1);
  expect(await volume.getByRole("row").allInnerTexts()).toEqual(retailRows);
  await expect(main.getByText(/^Up to [\d.]+% off in bulk$/)).toBeVisible();

  await expect(main.getByRole("link", { name: "Visit Store" })).toHaveAttribute(
    "href",
    /^\/vendor\/[^/]+\/store$/,
  );
  await expect(main.getByRole("link", { name: "Contact Supplier" })).toHaveAttribute(
    "href",
    /^\/messages\/vendor\/[^/]+\?productId=/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  const socialImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(socialImage).toMatch(/^http:\/\/localhost:\d+\/media\/.+\?fit=social$/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const preview = await page.request.get(socialImage!);
  expect(preview.headers()["content-type"]).toBe("image/jpeg");
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  expect(jsonLd.some((text) => text.includes('"@type":"Product"') && text.includes('"@type":"Offer"'))).toBe(
    true,
  );
  await expectAccessible(page);
});

test("the quantity never goes below the minimum order, in the browser and on the server", async ({
  page,
}) => {
  const [path] = await productPaths(page);
  await openProduct(page, path!);
  const main = page.getByRole("main");
  const quantity = main.getByRole("spinbutton", { name: "Quantity" });
  const minimum = Number(await quantity.getAttribute("min"));
  expect(minimum).toBeGreaterThanOrEqual(1);

  await expect(quantity).toHaveValue(String(minimum));
  await expect(main.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  await main.getByRole("button", { name: "Increase quantity" }).click();
  await expect(quantity).toHaveValue(String(minimum + 1));
  await quantity.fill("0");
  await quantity.blur();
  await expect(quantity).toHaveValue(String(minimum));

  await gotoInteractive(page, `${path}?quantity=0`);
  await expect(page.getByRole("main").getByRole("spinbutton", { name: "Quantity" })).toHaveValue(
    String(minimum),
  );
});

test("an unknown product id answers 404 with the Product not found panel", async ({ page }) => {
  const response = await page.goto("/products/prd_does-not-exist");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Product not found", level: 1 })).toBeVisible();
  await expect(main.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
  await expect(main.getByRole("link", { name: "Search All Products" })).toHaveAttribute("href", "/search");
  await expectAccessible(page);
});

test("/product/:id redirects permanently to /products/:id", async ({ page }) => {
  const [path] = await productPaths(page);
  const id = path!.split("/").at(-1)!;
  const response = await page.request.get(`/product/${id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(new RegExp(`/products/${id}$`));
  await page.goto(`/product/${id}`);
  await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
});

test("a signed-in buyer posts a review and sees it at once", async ({ page }) => {
  await signInAsBuyer(page);
  const main = page.getByRole("main");
  let opened = false;
  for (const path of await productPaths(page)) {
    await openProduct(page, path);
    await main.getByRole("tab", { name: /^Reviews \(\d+\)$/ }).click();
    // The tab loads the reviews; the demo buyer may already have reviewed some products: use the
    // first one they have not.
    const writeReview = main.getByText("Write a Review");
    await expect(writeReview.or(main.getByText("You've reviewed this product"))).toBeVisible();
    if (await writeReview.isVisible()) {
      opened = true;
      break;
    }
  }
  expect(opened).toBe(true);

  await main.getByText("Write a Review").click();
  const submit = main.getByRole("button", { name: "Submit Review" });
  await expect(submit).toBeDisabled();
  await main.getByRole("radio", { name: "4 stars" }).check();
  await expect(submit).toBeEnabled();
  const comment = `Lovely finish and quick delivery (${test.info().testId})`;
  await main.getByRole("textbox", { name: /Your review/ }).fill(comment);
  await submit.click();

  await expect(main.getByRole("status").filter({ hasText: "You've reviewed this product" })).toBeVisible();
  await expect(main.getByText(comment)).toBeVisible();
  await expectAccessible(page);
});

test("a guest is asked to sign in instead of reviewing", async ({ page }) => {
  const [path] = await productPaths(page);
  await openProduct(page, path!);
  const main = page.getByRole("main");
  await main.getByRole("tab", { name: /^Reviews \(\d+\)$/ }).click();
  await expect(main.getByText("Please sign in to leave a review")).toBeVisible();
  await expect(main.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
    "href",
    `/auth/login?redirect=${encodeURIComponent(`${path}?tab=reviews#reviews`)}`,
  );
});

test("the wishlist heart toggles, and /wishlist lists and removes the product", async ({ page }) => {
  // The floating previews show only beside the page, on a wide screen.
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInAsBuyer(page);
  const paths = await productPaths(page);
  const name = await openProduct(page, paths.at(-1)!);
  const main = page.getByRole("main");
  const heart = main
    .getByRole("button", {
      name: new RegExp(`^(Add ${escapeRegExp(name)} to|Remove ${escapeRegExp(name)} from) wishlist$`),
    })
    .first();
  if ((await heart.getAttribute("aria-pressed")) === "true") {
    await heart.click();
    await expect(main.getByRole("button", { name: `Add ${name} to wishlist` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  }

  await main.getByRole("button", { name: `Add ${name} to wishlist` }).click();
  await expectToast(page, "Added to wishlist");
  await expect(main.getByRole("button", { name: `Remove ${name} from wishlist` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The floating preview shows the newest saved products (at most 5) and leads to /wishlist.
  const previewButton = page.getByRole("button", { name: /^Wishlist preview/ });
  await previewButton.click();
  const preview = page.getByRole("dialog", { name: /^Wishlist/ });
  await expect(preview.getByRole("listitem").first().getByRole("link", { name })).toBeVisible();
  expect(await preview.getByRole("listitem").count()).toBeLessThanOrEqual(5);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await expect(previewButton).toBeFocused();
  await previewButton.click();
  await preview.getByRole("link", { name: "View Wishlist" }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole("button", { name: /^Wishlist preview/ })).toHaveCount(0);

  await gotoInteractive(page, "/wishlist");
  await expect(page.getByRole("heading", { name: "My Wishlist", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole("main")
    .getByRole("button", { name: `Remove ${name} from wishlist` })
    .click();
  await expectToast(page, "Item removed from wishlist");
  await expect(page.getByRole("main").getByRole("link", { name })).toHaveCount(0);
});

test("a guest's wishlist heart offers to log in and comes back to the product", async ({ page }) => {
  const [path] = await productPaths(page);
  const name = await openProduct(page, path!);
  await page
    .getByRole("main")
    .getByRole("button", { name: `Add ${name} to wishlist` })
    .click();
  await expectToast(page, "Please log in to add items to your wishlist");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path!)}`);
});

test("a product viewed before shows under Recently Viewed", async ({ page }) => {
  // Related products share the product's category: two demo products of one.
  const [first, second] = await productPaths(page, "/category/fashion");
  const firstName = await openProduct(page, first!);
  await openProduct(page, second!);
  // The foot of the page loads when scrolled to.
  await expect(page.getByRole("region", { name: "Recently Viewed" })).toHaveCount(0);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const recent = page.getByRole("region", { name: "Recently Viewed" });
  await expect(recent.getByRole("link", { name: firstName })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Related Products" }).getByRole("article").first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test("the page sends only its open tabs and loads the reviews when their tab opens", async ({ page }) => {
  const [path] = await productPaths(page);
  const html = await (await page.request.get(path!)).text();
  expect(html).toContain("Retail pricing");
  expect(html).not.toContain("Volume pricing");
  expect(html).not.toContain("Rating distribution");
  expect(html).not.toContain("Related Products");

  await openProduct(page, path!);
  const reviewRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/resources/product-reviews/"))
      reviewRequests.push(request.url());
  });
  const main = page.getByRole("main");
  await main.getByRole("link", { name: /^(\d\.\d .+ \(\d+ reviews?\)|No reviews yet)$/ }).click();
  const reviews = main.getByRole("tabpanel", { name: "Reviews" });
  await expect(reviews.getByRole("list", { name: "Rating distribution" })).toBeVisible();
  await expect(main.getByRole("tab", { name: /^Reviews/ })).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page);
  // The first page of reviews is asked for once (it was asked again at every render).
  expect(reviewRequests).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab is a link that opens the page with that tab", async ({ page }) => {
    const [path] = await productPaths(page);
    await page.goto(path!);
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Specifications" }).click();
    await expect(page).toHaveURL(/\?tab=specifications#product-info$/);
    await expect(main.getByRole("tab", { name: "Specifications" })).toHaveAttribute("aria-selected", "true");
    await expect(main.getByRole("tabpanel", { name: "Specifications" })).toBeVisible();
    await main.getByRole("tab", { name: /^Reviews/ }).click();
    await expect(
      main.getByRole("tabpanel", { name: "Reviews" }).getByRole("list", { name: "Rating distribution" }),
    ).toBeVisible();
    await main.getByRole("tab", { name: "Business (B2B)" }).click();
    await expect(main.getByRole("table", { name: "Volume pricing" })).toBeVisible();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
