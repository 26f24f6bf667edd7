import { expect, expectAccessible, gotoInteractive, test } from "./fixtures";

test("a product card's quick view shows the product and closes back to its button", async ({ page }) => {
  await gotoInteractive(page, "/products");
  const card = page.getByRole("main").getByRole("article").first();
  const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
  const href = await card.getByRole("link", { name }).getAttribute("href");
  const trigger = card.getByRole("button", { name: `Quick view: ${name}` });
  await trigger.click();

  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Minimum order", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Lead time", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "View Details" })).toHaveAttribute("href", href!);
  const quantity = dialog.getByRole("spinbutton", { name: "Quantity" });
  const minimum = await quantity.inputValue();
  await expect(dialog.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await expect(quantity).toHaveValue(String(Number(minimum) + 1));
  await expectAccessible(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Opening again starts over at the minimum order.
  await trigger.click();
  await expect(page.getByRole("dialog", { name }).getByRole("spinbutton", { name: "Quantity" })).toHaveValue(
    minimum,
  );
  await page.getByRole("button", { name: "Close quick view" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("Compare Vendors lists other vendors' offers with key differences, and searches, switches tabs and exports", async ({
  page,
}) => {
  await gotoInteractive(page, "/category/fashion");
  await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\/[^/]+$/);
  const productUrl = page.url();
  await page.getByRole("button", { name: "Compare" }).click();

  const overlay = page.getByRole("dialog", { name: "Compare Vendors" });
  await expect(overlay.getByRole("heading", { name: "Key Differences" })).toBeVisible();
  await expect(overlay.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  const rows = overlay.getByRole("table", { name: "Overview" }).getByRole("rowheader");
  await expect(rows.first()).toContainText("This product");
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(overlay.getByText(/^Showing \d+ offers of \d+\.$/)).toBeVisible();
  await expectAccessible(page);

  const secondVendor = ((await rows.nth(1).textContent()) ?? "")
    .split(/Basic|Verified|Premium|Elite|[A-Z]{2}$/)[0]!
    .trim();
  await overlay.getByRole("searchbox", { name: "Search vendors" }).fill(secondVendor.slice(0, 6));
  await expect(rows.filter({ hasText: secondVendor })).toHaveCount(1);
  await overlay.getByRole("searchbox", { name: "Search vendors" }).fill("no vendor is called this");
  await expect(overlay.getByText("No offers match the search and filters.")).toBeVisible();
  await overlay.getByRole("searchbox", { name: "Search vendors" }).fill("");

  await overlay.getByRole("tab", { name: "Performance Metrics" }).click();
  await expect(
    overlay
      .getByRole("table", { name: "Performance metrics" })
      .getByRole("columnheader", { name: "Response rate" }),
  ).toBeVisible();

  const download = page.waitForEvent("download");
  await overlay.getByRole("button", { name: "Export" }).click();
  expect((await download).suggestedFilename()).toMatch(/^compare-vendors-.+\.csv$/);

  await overlay.getByRole("button", { name: "Close comparison" }).click();
  await expect(overlay).toBeHidden();

  // A shared comparison link opens the overlay straight away.
  await gotoInteractive(page, `${new URL(productUrl).pathname}?compare=1`);
  await expect(
    page.getByRole("dialog", { name: "Compare Vendors" }).getByRole("heading", { name: "Key Differences" }),
  ).toBeVisible();
});
