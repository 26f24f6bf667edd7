import { confirmEmailFromOutbox } from "./steps/accounts";
import { fillAddress } from "./steps/checkout";
import { expect, expectAccessible, gotoInteractive, registerAccount, test } from "./fixtures";

// Demo products of Lagos Threads without a required customization (a quick order cannot choose one):
// SAB-LT-008 (minimum order 3), SAB-LT-003 (1) and SAB-LT-005 (5), each with hundreds in stock.

test("a guest's quick order adds the good rows at tier prices and keeps each bad row with its reason", async ({
  page,
}) => {
  await gotoInteractive(page, "/bulk-orders");
  await expect(page).toHaveTitle("Bulk Orders | Shop African Brands");
  await expect(page.getByRole("heading", { name: "How bulk pricing works" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Platform quantity tiers" })).toContainText("50+ units");
  await expect(page.getByRole("heading", { name: "Requests for quotation" })).toBeVisible();
  await expectAccessible(page);

  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "SKU Row 1" }).fill("SAB-LT-008");
  await main.getByRole("textbox", { name: "Quantity Row 1" }).fill("60");
  await main.getByRole("textbox", { name: "SKU Row 2" }).fill("SAB-LT-005");
  await main.getByRole("textbox", { name: "Quantity Row 2" }).fill("2");
  await main.getByLabel("Or paste a list (CSV)").fill("sku,quantity\nNOPE-404,3\nsab-lt-003,4\n");
  await main.getByRole("button", { name: "Add to cart" }).click();

  const outcome = main.getByRole("status").filter({ hasText: "Added to your cart (2)" });
  await expect(outcome).toContainText("Not added (2)");
  await expect(outcome).toContainText("Row 2 (SAB-LT-005): The minimum order for this product is 5 units");
  await expect(outcome).toContainText("Row 3 (NOPE-404): No product has the SKU NOPE-404");
  // The two refused rows are back in the form to correct, each with its reason.
  await expect(main.getByRole("textbox", { name: "SKU Row 1" })).toHaveValue("SAB-LT-005");
  await expect(main.getByRole("textbox", { name: "SKU Row 1" })).toHaveAccessibleDescription(
    "The minimum order for this product is 5 units",
  );
  await expect(main.getByRole("textbox", { name: "SKU Row 2" })).toHaveValue("NOPE-404");
  await expectAccessible(page);

  await main.getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Palm Frond Dashiki Shirt" }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Carnival Ankara Bomber Jacket" }).first()).toBeVisible();
  await expect(main.getByText(/bulk discount from/).first()).toBeVisible();
});

test("a buyer's order of 50 units shows on their bulk orders and Reorder fills the cart again", async ({
  page,
}, testInfo) => {
  test.slow();
  const email = `bulk.buyer.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await registerAccount(page, { name: "Folake Adeyemi", email, password: "adire-bulk-77" });
  await confirmEmailFromOutbox(page, email);

  await gotoInteractive(page, "/dashboard/bulk-orders");
  await expect(page.getByRole("heading", { name: "No bulk orders yet" })).toBeVisible();
  await expectAccessible(page);

  await gotoInteractive(page, "/bulk-orders");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "SKU Row 1" }).fill("SAB-LT-003");
  await main.getByRole("textbox", { name: "Quantity Row 1" }).fill("50");
  await main.getByRole("button", { name: "Add to cart" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Added to your cart (1)" })).toBeVisible();

  await gotoInteractive(page, "/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillAddress(page, {
    firstName: "Folake",
    lastName: "Adeyemi",
    street: "3 Bode Thomas Street",
    city: "Lagos",
    state: "Lagos",
    postalCode: "101283",
    country: "NG",
    phone: "+234 802 555 0199",
  });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Business Info", level: 2, exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: /^Bank transfer/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
  const orderNumber = (
    (await page
      .getByText(/SAB-\d{6}/)
      .first()
      .textContent()) ?? ""
  ).match(/SAB-\d{6}/)?.[0];
  expect(orderNumber).toBeTruthy();

  await gotoInteractive(page, "/dashboard/bulk-orders");
  await expect(page.getByRole("heading", { name: "My bulk orders" })).toBeVisible();
  const order = main
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Order ${orderNumber}` }) });
  await expect(order).toContainText("50 units");
  await expectAccessible(page);
  await order.getByRole("button", { name: `Reorder ${orderNumber}` }).click();
  await expect(order.getByRole("status")).toContainText("1 line added to your cart at today's prices.");
  await expect(page.getByRole("link", { name: /^Cart/ }).first()).toContainText("1");
});
