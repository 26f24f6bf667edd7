import { demo, expect, expectAccessible, gotoInteractive, newParty, signIn, test } from "./fixtures";
import { createListedProduct, distinctWord } from "./steps/products";

test("the admin unlists a vendor's product with a reason: shoppers lose it, the vendor reads why and cannot list it; relisted, it is back", async ({
  page,
  browser,
}) => {
  test.slow(); // a product made, four parties, two accessibility scans
  const word = distinctWord();
  const name = `Kampala ${word} Tote`;
  const sku = `MOD-${word.toUpperCase()}`;
  const reason = `The photos show another brand's logo (run ${word}).`;

  // The demo vendor adds a product of this run's own, so no other test's product is touched.
  const vendor = await newParty(browser);
  await signIn(vendor, demo.vendor);
  await expect(vendor).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(vendor, "/vendor/products/new");
  await createListedProduct(vendor, { name, sku, naira: 9000, stock: 12 });

  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const filters = page.getByRole("search", { name: "Filter products" });
  await filters.getByLabel("Name or SKU").fill(sku);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  const row = page.getByRole("row").filter({ hasText: sku });
  await expect(row).toContainText("Lagos Threads");
  await expect(row).toContainText("Listed");

  await row.getByRole("button", { name: `Feature ${name}` }).click();
  await expect(page.getByText(`${name} is featured.`)).toBeVisible();
  await expect(row).toContainText("Featured");
  await row.getByRole("button", { name: `Unfeature ${name}` }).click();
  await expect(page.getByText(`${name} is no longer featured.`)).toBeVisible();

  await row.getByRole("link", { name: `Unlist ${name}` }).click();
  const panel = page.getByRole("region", { name: `Unlist ${name}` });
  await panel.getByRole("textbox", { name: /^Reason/ }).fill(reason);
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Unlist product" }).click();
  await expect(page.getByText(`${name} is unlisted. Its vendor sees your reason.`)).toBeVisible();
  await expect(row).toContainText(`Reason: ${reason}`);
  await expect(panel).toHaveCount(0);

  // Shoppers no longer find it. (The product list, read fresh: /search reuses a ranking for 30 s.)
  const shopper = await newParty(browser);
  await shopper.goto(`/products?q=${encodeURIComponent(word)}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(shopper.getByRole("main").getByRole("link", { name })).toHaveCount(0);

  // Staff see the product and the reason, and no button to change anything.
  const staff = await newParty(browser);
  await signIn(staff, demo.staff);
  await expect(staff).toHaveURL(/\/admin\/dashboard/);
  await staff.goto(`/admin/products?q=${encodeURIComponent(sku)}`);
  const staffRow = staff.getByRole("row").filter({ hasText: sku });
  await expect(staffRow).toContainText(`Reason: ${reason}`);
  await expect(staffRow.getByRole("button")).toHaveCount(0);
  await expect(staffRow.getByRole("link", { name: `Unlist ${name}` })).toHaveCount(0);

  // The vendor reads why, in its list and on the product, and cannot list it again.
  await vendor.goto(`/vendor/products?q=${encodeURIComponent(sku)}`);
  const vendorRow = vendor.getByRole("row").filter({ hasText: sku });
  await expect(vendorRow).toContainText("Unlisted by the marketplace");
  await expect(vendorRow).toContainText(reason);
  await vendorRow.getByRole("link", { name }).click();
  const held = vendor.getByRole("region", { name: "Unlisted by the marketplace" });
  await expect(held).toContainText(reason);
  await vendor.getByRole("radio", { name: /^Listed/ }).check();
  await vendor.getByRole("button", { name: "Save product" }).click();
  await expect(
    vendor.getByText(
      `The marketplace unlisted this product: ${reason} Only the marketplace can list it again.`,
    ),
  ).toBeVisible();

  // The admin relists it: shoppers find it again and the vendor's note is gone.
  await row.getByRole("button", { name: `Relist ${name}` }).click();
  await expect(page.getByText(`${name} is relisted.`)).toBeVisible();
  await expect(row).toContainText("Listed");
  await shopper.goto(`/products?q=${encodeURIComponent(word)}`);
  await expect(shopper.getByRole("main").getByRole("link", { name }).first()).toBeVisible();
  await vendor.reload();
  await expect(held).toHaveCount(0);
});

test("the admin adds a category under a parent, is refused deleting one that holds products, and deletes the new one after confirming", async ({
  page,
}) => {
  test.slow();
  const name = `Test ${distinctWord()}`;
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Categories" }).click();
  await expect(page.getByRole("heading", { name: "Categories", level: 1 })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expectAccessible(page);

  await page.getByRole("button", { name: "Delete Fashion" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Fashion" });
  await dialog.getByRole("button", { name: "Delete category" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /Fashion still holds [\d,]+ products: move them to another category/ }),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "fashion" }).first()).toBeVisible();

  await page.getByRole("link", { name: "Add a category" }).click();
  await expect(page.getByRole("heading", { name: "Add a category", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByRole("textbox", { name: /^Slug/ }).fill("fashion");
  await page.getByLabel("Parent category").selectOption({ label: "Fashion" });
  await page.getByRole("textbox", { name: /^Display order/ }).fill("5");
  await page.getByRole("button", { name: "Save category" }).click();
  await expect(page.getByText("Another category already has this slug.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue(name);
  await expectAccessible(page);

  await page.getByRole("textbox", { name: /^Slug/ }).fill("");
  await page.getByRole("button", { name: "Save category" }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: `Edit ${name}`, level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "All categories" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Under Fashion");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${name}` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete category" }).click();
  await expect(page.getByText(`${name} is deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("on a phone the product list and the category tree fit the screen: only their tables scroll sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  for (const [path, heading] of [
    ["/admin/products", "Products"],
    ["/admin/categories", "Categories"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
