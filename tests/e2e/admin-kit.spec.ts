import sharp from "sharp";
import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  newParty,
  signIn,
  test,
} from "./fixtures";
import { createListedProduct, distinctWord } from "./steps/products";

test("the admin adds a product for a vendor in the vendor's editor: shoppers find it, the vendor owns it, and the admin edits it", async ({
  page,
  browser,
}) => {
  test.slow(); // a product made with pictures, three parties, three accessibility scans
  const word = distinctWord();
  const name = `Accra ${word} Basket`;
  const sku = `ADM-${word.toUpperCase()}`;

  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { name: "New product", level: 1 })).toBeVisible();
  await expectAccessible(page);

  // No store chosen: the form says so and keeps what was typed.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Choose the vendor who sells this product.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await expectAccessible(page);

  await page.getByRole("combobox", { name: /^Vendor/ }).selectOption({ label: "Lagos Threads" });
  await createListedProduct(page, { name, sku, naira: 15000, stock: 8 });
  await expect(page).toHaveURL(/\/admin\/products\/[^/]+\/edit/);
  await expect(page.getByText(/^Sold by Lagos Threads\./)).toBeVisible();
  await expectAccessible(page);
  const productId = /\/admin\/products\/([^/]+)\/edit/.exec(page.url())![1]!;

  // Shoppers find it in the catalogue.
  const shopper = await newParty(browser);
  await shopper.goto(`/products?q=${encodeURIComponent(word)}`);
  await expect(shopper.getByRole("main").getByRole("link", { name }).first()).toBeVisible();

  // The admin edits it in place; the product page shows the new price.
  await page.getByRole("textbox", { name: /^Price/ }).fill("16500");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
  await shopper.goto(`/product/${productId}`);
  await expect(shopper.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(shopper.getByText("₦16,500").first()).toBeVisible();

  // The list's row opens the same editor.
  await page.goto(`/admin/products?q=${encodeURIComponent(sku)}`);
  await page
    .getByRole("row")
    .filter({ hasText: sku })
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole("heading", { name: `Edit ${name}`, level: 1 })).toBeVisible();

  // The store's owner finds it among its own products.
  const vendor = await newParty(browser);
  await signIn(vendor, demo.vendor);
  await expect(vendor).not.toHaveURL(/\/auth\/login/);
  await vendor.goto(`/vendor/products?q=${encodeURIComponent(sku)}`);
  await expect(vendor.getByRole("row").filter({ hasText: sku })).toContainText("Listed");
});

test("the admin gives a category a picture with its description: the category's page shows it", async ({
  page,
}) => {
  test.slow();
  const name = `Kit ${distinctWord()}`;
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await gotoInteractive(page, "/admin/categories/new");
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByRole("button", { name: "Save category" }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();

  const pictures = page.getByRole("region", { name: "Image" });
  await expect(pictures).toContainText("No picture yet");
  const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#7c2d12" } })
    .png()
    .toBuffer();
  await pictures
    .getByLabel("Choose a picture")
    .setInputFiles({ name: "tile.png", mimeType: "image/png", buffer: bytes });
  await pictures.getByRole("button", { name: "Save picture" }).click();
  await expect(
    page.getByText("Describe the picture for people who cannot see it", { exact: false }),
  ).toBeVisible();
  await pictures
    .getByLabel("Choose a picture")
    .setInputFiles({ name: "tile.png", mimeType: "image/png", buffer: bytes });
  await pictures.getByRole("textbox", { name: /^Description of the picture/ }).fill("A rust-red sample tile");
  await pictures.getByRole("button", { name: "Save picture" }).click();
  await expect(page.getByText(`The picture of ${name} is saved.`)).toBeVisible();
  await expect(pictures.getByRole("img", { name: "A rust-red sample tile" })).toBeVisible();
  await expectAccessible(page);

  const slug = await page.getByRole("textbox", { name: /^Slug/ }).inputValue();
  await page.goto(`/category/${slug}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: "A rust-red sample tile" })).toBeVisible();
  await expectAccessible(page);

  // Tidy up: the category holds no products, so it may go.
  await gotoInteractive(page, "/admin/categories");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${name}` })
    .getByRole("button", { name: "Delete category" })
    .click();
  await expect(page.getByText(`${name} is deleted.`)).toBeVisible();
});

test("the admin opens the design system and the security check; staff may open neither", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const nav = page.getByRole("navigation", { name: "Admin" });

  await nav.getByRole("link", { name: "Design system" }).click();
  await expect(page.getByRole("heading", { name: "Design system", level: 1 })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expectAccessible(page);
  await page.getByRole("button", { name: "Delete a sample category" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Sample category" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("You cancelled. Nothing was sent.")).toBeVisible();
  await page.getByRole("button", { name: "Success", exact: true }).click();
  await expectToast(page, "Your changes have been saved.");
  await page.getByRole("navigation", { name: "Sample pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 3")).toBeVisible();

  await nav.getByRole("link", { name: "Security check" }).click();
  await expect(page.getByRole("heading", { name: "Security check", level: 1 })).toBeVisible();
  const checks = page.getByRole("list", { name: "Security checks" }).getByRole("listitem");
  await expect(checks).toHaveCount(5);
  // The test server runs on plain HTTP on this machine: a warning, explained, not a failure.
  await expect(checks.filter({ hasText: "HTTPS on APP_URL" })).toContainText("Warning");
  await expect(checks.filter({ hasText: "HTTPS on APP_URL" })).toContainText("Fine for development");
  // Its production build sends a CSP, read from its own /healthz.
  await expect(checks.filter({ hasText: "Content Security Policy" })).toContainText("Pass");
  await expectAccessible(page);

  const staff = await newParty(browser);
  await signIn(staff, demo.staff);
  await expect(staff).toHaveURL(/\/admin\/dashboard/);
  for (const path of ["/admin/design-system", "/admin/test/ssl", "/admin/products/create"]) {
    await staff.goto(path);
    await expect(staff, path).toHaveURL(/\/access-denied/);
  }
});
