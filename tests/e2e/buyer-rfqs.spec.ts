import { expect, expectAccessible, gotoInteractive, signIn, test } from "./fixtures";
import { lagosAddress, payByCardInSandbox, shipToAndAcceptTerms } from "./steps/checkout";

/**
 * The demo procurement buyer (seeded with an RFQ that Lagos Threads and another store have quoted on,
 * and one no vendor has answered; no other browser test signs in as them).
 */
const rfqBuyer = "ifeoma@obiofficesupplies.ng";

test("a buyer compares two quotes on their RFQ, accepts one, pays at checkout and the order shows the quoted price", async ({
  page,
}) => {
  test.slow(); // sign-in, two lists, the comparison, checkout's steps, the sandbox payment and three scans
  await signIn(page, rfqBuyer);
  await expect(page).not.toHaveURL(/\/auth\/login/);

  await gotoInteractive(page, "/dashboard/rfqs");
  await expect(page.getByRole("heading", { name: "My RFQs", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "My RFQs" });
  await expect(table.getByRole("link", { name: /^View RFQ for / })).toHaveCount(2);
  await expectAccessible(page);
  // The filter keeps the one vendors have quoted on.
  await page.getByLabel("Status").selectOption({ label: "Quoted" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=quoted/);
  await expect(table.getByRole("link", { name: /^View RFQ for / })).toHaveCount(1);
  await table.getByRole("link", { name: /^View RFQ for / }).click();

  await expect(page).toHaveURL(/\/dashboard\/rfqs\/rfq_demo_obi_quoted$/);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const comparison = page.getByRole("table", { name: "Quotes side by side" });
  await expect(comparison.getByRole("columnheader")).toHaveCount(3); // the terms, then one per quote
  await expect(comparison.getByRole("columnheader", { name: "Lagos Threads" })).toBeVisible();
  for (const term of [
    "Unit price",
    "Total",
    "Delivery time",
    "Shipping method",
    "Payment terms",
    "Valid until",
  ])
    await expect(comparison.getByRole("rowheader", { name: term, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Messages with vendors" })).toBeVisible();
  await expectAccessible(page);

  // Asked first: Cancel leaves the quote waiting.
  await page.getByRole("button", { name: "Accept Lagos Threads's quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Accept Lagos Threads's quote" });
  await expect(dialog).toBeVisible();
  const question = (await dialog.getByText(/^Accept Lagos Threads's quote for/).textContent()) ?? "";
  const quotedTotal = /for (₦[\d,.]+)\?/.exec(question)![1]!;
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Accept Lagos Threads's quote" }).click();
  await dialog.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole("heading", { name: "Shipping", level: 2, exact: true })).toBeVisible();
  await shipToAndAcceptTerms(page, lagosAddress);
  await page.getByRole("radio", { name: /^Card/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Review", level: 2, exact: true })).toBeVisible();
  await expect(page.getByText("Quoted price", { exact: true })).toBeVisible();
  await expect(page.getByText("Quote quo_demo_obi_lagos_threads")).toBeVisible();
  await expect(page.getByText(quotedTotal, { exact: true }).first()).toBeVisible();
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment", level: 2, exact: true })).toBeVisible();
  const orderNumber = await payByCardInSandbox(page, { street: lagosAddress.street });

  await gotoInteractive(page, "/account/orders");
  await page.getByRole("link", { name: `Order ${orderNumber}` }).click();
  await expect(page.getByText("Quoted price", { exact: true })).toBeVisible();
  await expect(page.getByText("Quote quo_demo_obi_lagos_threads")).toBeVisible();
  await expect(page.getByText(quotedTotal, { exact: true }).first()).toBeVisible();

  // The RFQ is decided: the accepted quote is marked ordered, the other one declined.
  await gotoInteractive(page, "/account/rfqs/rfq_demo_obi_quoted");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Accepted");
  await expect(page.getByRole("table", { name: "Quotes side by side" }).getByText("Ordered")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Accept / })).toHaveCount(0);
});

test("the quote comparison fits a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, rfqBuyer);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await gotoInteractive(page, "/account/rfqs/rfq_demo_obi_pending");
  await expect(page.getByText("No quotes yet. Vendors usually reply within 24 hours.")).toBeVisible();
  // The comparison scrolls sideways inside its own frame; the page itself does not.
  await gotoInteractive(page, "/account/rfqs/rfq_demo_obi_quoted");
  await expect(page.getByRole("table", { name: "Quotes side by side" })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await gotoInteractive(page, "/account/rfqs");
  await expect(page.getByRole("heading", { name: "My RFQs", level: 1 })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});
