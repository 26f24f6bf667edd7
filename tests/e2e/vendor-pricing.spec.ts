import type { Page } from "@playwright/test";
import { demo, expect, expectAccessible, expectToast, gotoInteractive, signIn, test } from "./fixtures";
import { addBulkTier } from "./steps/pricing";

/** The id of one of Lagos Threads' products, read from the demo vendor's store page. */
async function demoVendorProductId(page: Page): Promise<string> {
  await page.goto("/vendor/ven_lagos-threads/store");
  const href = await page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("link")
    .first()
    .getAttribute("href");
  expect(href).toMatch(/^\/products\/[^/?#]+$/);
  return href!.split("/").pop()!;
}

test("a vendor adds a bulk tier, is refused a tier that does not rise, and adds a customization option with two choices", async ({
  page,
}) => {
  test.slow();
  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const productId = await demoVendorProductId(page);
  const main = page.getByRole("main");

  await gotoInteractive(page, `/vendor/products/${productId}/pricing`);
  await expect(main.getByRole("heading", { level: 2, name: "Bulk pricing tiers" })).toBeVisible();
  await expect(
    main.getByRole("navigation", { name: "Product sections" }).getByRole("link", { name: "Pricing tiers" }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  // Far above the demo ladders, so the tier fits whatever tiers the product already has.
  const add = await addBulkTier(page, { minQuantity: 900000, discount: 60 });
  await expectToast(page, "Bulk Pricing Tier Added");
  await expect(main.getByRole("rowheader", { name: "900,000+ units" })).toBeVisible();
  await expect(add.getByRole("textbox", { name: "Minimum quantity" })).toHaveValue("");

  // More units for a smaller discount is refused on the discount field, with what was typed kept.
  await addBulkTier(page, { minQuantity: 950000, discount: 50 });
  await expectToast(page, "Failed to add bulk pricing tier");
  await expect(add.getByText(/^Must be more than 60%, the discount from 900,000 units/)).toBeVisible();
  await expect(add.getByRole("textbox", { name: "Minimum quantity" })).toHaveValue("950000");
  await expect(add.getByRole("textbox", { name: "Discount (%)" })).toHaveValue("50");
  await expect(add.getByRole("textbox", { name: "Discount (%)" })).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByRole("rowheader", { name: "950,000+ units" })).toHaveCount(0);

  await main
    .getByRole("navigation", { name: "Product sections" })
    .getByRole("link", { name: "Customization" })
    .click();
  await expect(main.getByRole("heading", { level: 2, name: "Customization options" })).toBeVisible();
  const optionForm = main.getByRole("form", { name: "Add an option" });
  await optionForm.getByRole("textbox", { name: "Name" }).fill("Embroidered monogram");
  await optionForm.getByRole("combobox", { name: "Type" }).selectOption("select");
  await optionForm.getByRole("textbox", { name: "Category" }).fill("Branding");
  await optionForm.getByRole("textbox", { name: "Extra cost per unit (₦)" }).fill("1500");
  await optionForm.getByRole("button", { name: "Add option" }).click();
  await expectToast(page, "Customization Option Added");

  const option = main.getByRole("article", { name: "Embroidered monogram" });
  for (const [value, cost] of [
    ["Gold thread", "500"],
    ["Silver thread", "250"],
  ] as const) {
    const choiceForm = option.getByRole("form", { name: "Add a choice to Embroidered monogram" });
    await choiceForm.getByRole("textbox", { name: "Value" }).fill(value);
    await choiceForm.getByRole("textbox", { name: "Extra cost per unit (₦)" }).fill(cost);
    await choiceForm.getByRole("button", { name: "Add choice" }).click();
    await expectToast(page, "Customization Value Added");
    await expect(option.getByRole("button", { name: `Delete ${value}` })).toBeVisible();
  }
  await expectAccessible(page);

  // Buyers see the tier and the option on the product page's B2B tab.
  await gotoInteractive(page, `/products/${productId}`);
  await main.getByRole("tablist", { name: "Pricing" }).getByRole("tab", { name: "Business (B2B)" }).click();
  await expect(
    main.getByRole("table", { name: "Volume pricing" }).getByRole("rowheader", { name: /^900,000\+ units/ }),
  ).toBeVisible();
  await main
    .getByRole("tablist", { name: "Business options" })
    .getByRole("tab", { name: "Customization" })
    .click();
  const choices = main.getByRole("combobox", { name: /^Embroidered monogram/, includeHidden: true });
  await expect(choices.getByRole("option", { includeHidden: true })).toHaveText([
    "None",
    "Gold thread (+₦500)",
    "Silver thread (+₦250)",
  ]);
});
