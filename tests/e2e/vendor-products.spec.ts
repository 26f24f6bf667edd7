import sharp from "sharp";
import { demo, expect, expectAccessible, gotoInteractive, signIn, test } from "./fixtures";

/** A small solid-colour PNG, drawn here so the test needs no fixture files. */
async function pngFile(name: string, color: string) {
  const buffer = await sharp({ create: { width: 240, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Letters only, so the search engine reads the word as typed. */
function distinctWord(): string {
  return `Zeb${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
}

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

  await page.getByRole("textbox", { name: /^Price/ }).fill("15000");
  await page.getByRole("textbox", { name: "Stock", exact: true }).fill("30");
  await page
    .getByLabel("Add pictures")
    .setInputFiles([await pngFile("front.png", "#1e3a8a"), await pngFile("back.png", "#b45309")]);
  await page.getByRole("radio", { name: /^Listed/ }).check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product created.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Product sections" }).getByRole("link")).toHaveText([
    "Details",
    "Pricing tiers",
    "Customization",
  ]);
  const pictures = page.getByRole("region", { name: "Pictures" }).getByRole("listitem");
  await expect(pictures).toHaveCount(2);
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
