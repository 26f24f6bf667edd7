import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectToast, gotoInteractive, registerAccount, test } from "./fixtures";
import { confirmEmailFromOutbox } from "./steps/accounts";
import { addFirstProductFrom } from "./steps/checkout";

/** Adds the first in-stock demo fashion product from its card; returns the product's name. */
function addFirstProductFromGrid(page: Page): Promise<string> {
  return addFirstProductFrom(page, "/category/fashion");
}

function cartLine(page: Page, name: string) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name }) });
}

test("a guest fills a cart: quantity, promo code, shipping, save for later, move back and remove", async ({
  page,
}) => {
  // A long walk through every control of the page (with an accessibility scan), not a slow page.
  test.slow();
  const name = await addFirstProductFromGrid(page);
  await expect(page.getByRole("link", { name: /^Cart/ }).first()).toContainText("1");

  await gotoInteractive(page, "/cart");
  await expect(page).toHaveTitle("Shopping Cart | Shop African Brands");
  const line = cartLine(page, name);
  await expect(line).toBeVisible();
  const summary = page.getByRole("region", { name: "Order summary" });
  const totalBefore = await summary.getByText(/^₦/).last().textContent();
  await expectAccessible(page);

  await line.getByRole("button", { name: `Increase quantity of ${name}` }).click();
  await expectToast(page, "Cart updated");
  await expect(summary.getByText(/^₦/).last()).not.toHaveText(totalBefore ?? "");

  await page.getByLabel("Promo code").fill("NOT-A-CODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This promo code is not valid or has expired" }),
  ).toBeVisible();
  await page.getByLabel("Promo code").fill("welcome10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expectToast(page, "Promo code applied successfully!");
  await expect(summary.getByText("Promo (WELCOME10)")).toBeVisible();

  await page.getByRole("radio", { name: /Express Shipping/ }).check();
  await expectToast(page, "Shipping method updated");
  await expect(summary.getByText("₦1,500")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Freight/ })).toBeDisabled();

  await line.getByRole("button", { name: `Save ${name} for later` }).click();
  await expectToast(page, "Item saved for later");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  const saved = page.getByRole("region", { name: /Saved for Later/ });
  await saved.getByRole("button", { name: `Move to Cart: ${name}` }).click();
  await expectToast(page, "Item moved to cart");
  await expect(cartLine(page, name)).toBeVisible();

  await cartLine(page, name)
    .getByRole("button", { name: `Remove ${name} from cart` })
    .click();
  await expectToast(page, "Item removed from cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByText("Looks like you haven't added any products to your cart yet.")).toBeVisible();
});

test("the cart refuses a quantity above the stock with the spec's message and keeps the old one", async ({
  page,
}) => {
  const name = await addFirstProductFromGrid(page);
  await gotoInteractive(page, "/cart");
  const quantity = cartLine(page, name).getByRole("spinbutton", { name: `Quantity of ${name}` });
  await quantity.fill("999999");
  await quantity.press("Enter");
  await expect(cartLine(page, name).getByRole("alert")).toHaveText(/^Only \d+ items in stock$/);
  await page.reload();
  await expect(cartLine(page, name).getByRole("spinbutton", { name: `Quantity of ${name}` })).not.toHaveValue(
    "999999",
  );
});

test("a guest's cart merges into their new account when they sign up and confirm", async ({
  page,
}, testInfo) => {
  const name = await addFirstProductFromGrid(page);
  const email = `amara.cart.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await registerAccount(page, { name: "Amara Obi", email, password: "adire-indigo-42" });
  await confirmEmailFromOutbox(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "1 items merged into your cart");

  await gotoInteractive(page, "/cart");
  await expect(cartLine(page, name)).toBeVisible();
});

test("the floating cart preview lists what was added and leads to the cart", async ({ page }) => {
  // The floating buttons show only beside the page, on a wide screen.
  await page.setViewportSize({ width: 1536, height: 900 });
  const name = await addFirstProductFromGrid(page);
  await page.getByRole("button", { name: "Cart preview" }).click();
  const panel = page.getByRole("dialog", { name: /^Cart/ });
  await expect(panel.getByRole("link", { name })).toBeVisible();
  await expect(panel.getByText("Subtotal")).toBeVisible();
  // Each line: quantity × the unit price the server charges = the line total.
  const detail =
    (await panel
      .getByText(/^[\d,]+ × ₦[\d,.]+ = ₦[\d,.]+/)
      .first()
      .textContent()) ?? "";
  const [, quantity, unitPrice, lineTotal] = /^([\d,]+) × (₦[\d,.]+) = (₦[\d,.]+)/.exec(detail) ?? [];
  const amount = (text = "") => Number(text.replace(/[^\d.]/g, ""));
  expect(amount(quantity) * amount(unitPrice)).toBeCloseTo(amount(lineTotal), 2);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: "Cart preview" }).click();
  await panel.getByRole("link", { name: "View Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, name).getByText(`${unitPrice} per unit`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cart preview" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add to Cart posts a form and the cart page shows the product", async ({ page }) => {
    await page.goto("/category/fashion");
    const button = page
      .getByRole("main")
      .getByRole("button", { name: /^Add to Cart: /, disabled: false })
      .first();
    const name = ((await button.getAttribute("aria-label")) ?? "").replace(/^Add to Cart: /, "");
    await button.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: `× ${name} added to your cart` })).toBeVisible();
    await expect(cartLine(page, name)).toBeVisible();
    await page.goto("/cart");
    await expect(cartLine(page, name)).toBeVisible();
  });
});
