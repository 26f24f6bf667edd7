import { demo, expect, expectAccessible, gotoInteractive, signIn, test } from "./fixtures";
import { createListedProduct, distinctWord } from "./steps/products";

test("the demo vendor adds a listed product with two pictures, a buyer finds it, the vendor reprices and unlists it", async ({
  page,
  browser,
}) => {
  test.slow();
  const word = distinctWord();
  const name = `Adire ${word} Scarf`;
  const sku = `E2E-${word.toUpperCase()}`;

  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(page, "/vendor/products?status=draft");
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Aso-Oke Fila Cap" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Add a product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a product" })).toBeVisible();
  // Bad input: the price is refused beside its field and what was typed stays.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: /^Price/ }).fill("a lot");
  await page.getByRole("textbox", { name: /^SKU/ }).fill(sku);
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(
    page.getByText("Enter a price above 0 with at most two decimals, e.g. 12500.50."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await expect(page.getByRole("textbox", { name: /^Price/ })).toHaveAccessibleDescription(
    /Enter a price above 0/,
  );
  await expectAccessible(page);

  await createListedProduct(page, { name, sku, naira: 15000, stock: 30 });
  await expect(page.getByRole("navigation", { name: "Product sections" }).getByRole("link")).toHaveText([
    "Details",
    "Pricing tiers",
    "Customization",
  ]);
  await expectAccessible(page);

  // A buyer finds it in search.
  const buyer = await browser.newPage();
  await buyer.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(buyer.getByRole("main").getByRole("link", { name }).first()).toBeVisible();

  // The vendor changes the price.
  await page.getByRole("textbox", { name: /^Price/ }).fill("14500");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Price/ })).toHaveValue("14500");

  // And unlists it from the list: buyers no longer find it.
  await gotoInteractive(page, `/vendor/products?q=${encodeURIComponent(sku)}`);
  await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await page.getByRole("button", { name: "Unlist" }).click();
  await expect(page.getByText("1 product is now unlisted.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: sku })).toContainText("Unlisted");
  await buyer.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(buyer.getByText(`No results found for "${word}"`)).toBeVisible();
  await buyer.close();
});
