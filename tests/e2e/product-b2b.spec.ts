import { expect, expectAccessible, expectToast, gotoInteractive, registerAccount, test } from "./fixtures";
import { confirmEmailFromOutbox } from "./steps/accounts";
import { lagosAddress, shipToAndAcceptTerms } from "./steps/checkout";

// A demo product with two customization categories: Fit (Size, required, 2XL +₦2,500) and
// Branding (Private label: text of at most 24 characters, from 50 units, with a set-up cost).
const productPath = "/products/prd_hibiscus-ankara-wrap-dress";

test("a buyer customizes a product in the B2B area, sees the price change and finds the choice in the cart preview and at review", async ({
  page,
}, testInfo) => {
  // A buyer of their own: the cart and checkout steps this test leaves must not meet another test's.
  const email = `customizer.${testInfo.workerIndex}.${Date.now()}@example.com`;
  // The floating cart preview shows only beside the page, on a wide screen.
  await page.setViewportSize({ width: 1536, height: 900 });
  await registerAccount(page, { name: "Kemi Adeyemi", email, password: "custom-order-26" });
  await confirmEmailFromOutbox(page, email);
  await gotoInteractive(page, productPath);
  const main = page.getByRole("main");
  await main.getByRole("tablist", { name: "Pricing" }).getByRole("tab", { name: "Business (B2B)" }).click();
  const inner = main.getByRole("tablist", { name: "Business options" });
  const bulk = inner.getByRole("tab", { name: "Bulk Pricing" });
  await expect(bulk).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("table", { name: "Volume pricing" })).toBeVisible();
  await expectAccessible(page);

  // Arrow keys move between the inner tabs.
  await bulk.focus();
  await page.keyboard.press("ArrowRight");
  await expect(inner.getByRole("tab", { name: "Customization" })).toBeFocused();
  await expect(inner.getByRole("tab", { name: "Customization" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(inner.getByRole("tab", { name: "Quote" })).toHaveAttribute("aria-selected", "true");
  await expect(main.getByText("A reply from the supplier within 24 hours")).toBeVisible();
  // Without a corporate account the tab leads to the RFQ page (which explains how to get one).
  await expect(main.getByRole("link", { name: "Request a quote" })).toHaveAttribute(
    "href",
    "/rfq?product=prd_hibiscus-ankara-wrap-dress",
  );
  await expectAccessible(page);
  await page.keyboard.press("ArrowLeft");
  await expect(inner.getByRole("tab", { name: "Customization" })).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page);

  const chooser = main.getByRole("tabpanel", { name: "Customization" });
  const unitPrice = chooser.locator("output").getByRole("definition").nth(1);
  await chooser.getByRole("tab", { name: "Fit" }).click();
  await chooser.getByLabel(/^Size/).selectOption({ label: "M" });
  const plain = await unitPrice.textContent();
  await chooser.getByLabel(/^Size/).selectOption({ label: "2XL (+₦2,500)" });
  await expect(unitPrice).not.toHaveText(plain ?? "");

  // Private label needs 50 units: choosing it raises the quantity to 50.
  await chooser.getByRole("tab", { name: "Branding" }).click();
  const label = chooser.getByRole("textbox", { name: "Private label" });
  await expect(label).toHaveAttribute("maxlength", "24");
  // A text longer than the maximum (sent without the field's limit) is refused at the field.
  await label.evaluate((input) => input.removeAttribute("maxlength"));
  await label.fill("A NAME FAR TOO LONG FOR THE LABEL");
  await expect(chooser.getByText("Private label must be at most 24 characters")).toBeVisible();
  await chooser.getByRole("button", { name: /^Add to Cart with customization/ }).click();
  await expect(chooser.getByText("Private label must be at most 24 characters")).toBeVisible();
  await expect(label).toHaveValue("A NAME FAR TOO LONG FOR THE LABEL");

  await label.fill("ACME STORES");
  await expect(chooser.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("50");
  await expect(chooser.getByText("Total for 50 units")).toBeVisible();
  await chooser.getByRole("button", { name: /^Add to Cart with customization/ }).click();
  await expectToast(page, "Added 50 units of Hibiscus Ankara Wrap Dress");

  await page.getByRole("button", { name: "Cart preview" }).click();
  const panel = page.getByRole("dialog", { name: /^Cart/ });
  const choice = panel.getByRole("list", { name: "Customization of Hibiscus Ankara Wrap Dress" });
  await expect(choice.getByText("Size: 2XL")).toBeVisible();
  await expect(choice.getByText("Private label: ACME STORES")).toBeVisible();
  await page.keyboard.press("Escape");

  await gotoInteractive(page, "/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Shipping", level: 2, exact: true })).toBeVisible();
  await shipToAndAcceptTerms(page, lagosAddress);
  await expect(page.getByRole("heading", { name: "Payment", level: 2, exact: true })).toBeVisible();
  await page.getByRole("radio", { name: /^Card/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Review", level: 2, exact: true })).toBeVisible();
  const review = page
    .getByRole("main")
    .getByRole("list", { name: "Customization of Hibiscus Ankara Wrap Dress" });
  await expect(review.getByText("Size: 2XL")).toBeVisible();
  await expect(review.getByText("Private label: ACME STORES")).toBeVisible();
});

test("on a phone the B2B area fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, productPath);
  const main = page.getByRole("main");
  await main.getByRole("tablist", { name: "Pricing" }).getByRole("tab", { name: "Business (B2B)" }).click();
  for (const tab of ["Bulk Pricing", "Customization", "Quote"]) {
    await main.getByRole("tablist", { name: "Business options" }).getByRole("tab", { name: tab }).click();
    await expect(main.getByRole("tabpanel", { name: tab })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the B2B area's tabs are links to its sections, and its customization form adds the choice to the cart", async ({
    page,
  }) => {
    await page.goto(productPath);
    const main = page.getByRole("main");
    await expect(main.getByRole("table", { name: "Retail pricing" })).toBeVisible();
    await main.getByRole("tablist", { name: "Pricing" }).getByRole("tab", { name: "Business (B2B)" }).click();
    await expect(main.getByRole("table", { name: "Volume pricing" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Enterprise Solutions", exact: true })).toBeVisible();
    const inner = main.getByRole("tablist", { name: "Business options" });
    await inner.getByRole("tab", { name: "Quote" }).click();
    await expect(main.getByRole("link", { name: "Request a quote" })).toBeVisible();
    await inner.getByRole("tab", { name: "Customization" }).click();
    await expect(page).toHaveURL(/\?pricing=b2b&b2b=customization#purchase$/);
    await main.getByLabel(/^Size/).selectOption({ label: "3XL (+₦4,000)" });
    await main.getByRole("button", { name: /^Add to Cart with customization/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page
        .getByRole("main")
        .getByRole("list", { name: "Customization of Hibiscus Ankara Wrap Dress" })
        .getByText("Size: 3XL"),
    ).toBeVisible();
  });
});
