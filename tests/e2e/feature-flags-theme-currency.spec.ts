import type { Page } from "@playwright/test";
import { convertMinorUnits } from "../../common/display-currency";
import { formatMoney } from "../../common/format";
import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  newParty,
  requireGlobalStateLane,
  setFeatureFlag,
  signIn,
  test,
} from "./fixtures";

// Both tests turn on or off a flag every page reads (multi-currency, custom theme), and the first
// sets an exchange rate: the file runs in the global-state lane (playwright.config.ts), after every
// other spec and alone, and each test puts back what it changed in a `finally`.

const usdRate = { USD: 1600 };

/** "₦25,000" or "₦12,500.50" as kobo, shown in dollars at the test's rate the way the shop writes it. */
function inDollars(naira: string): string {
  const kobo = Math.round(Number(naira.replace(/[₦,]/g, "")) * 100);
  return formatMoney(convertMinorUnits(kobo, "NGN", "USD", usdRate)!, "USD", "en-NG", "NGN");
}

const usdField = "US Dollar (USD): ₦ per 1 USD";

/** The naira per dollar /admin/settings shows now ("" when no rate is set). */
async function currentUsdRate(admin: Page): Promise<string> {
  await admin.goto("/admin/settings");
  return admin.getByRole("region", { name: "Exchange rates" }).getByLabel(usdField).inputValue();
}

/** Saves the dollar's rate as it was before the test ("" clears it). */
async function restoreUsdRate(admin: Page, rate: string) {
  requireGlobalStateLane("Saving the exchange rates");
  await gotoInteractive(admin, "/admin/settings");
  const section = admin.getByRole("region", { name: "Exchange rates" });
  await section.getByLabel(usdField).fill(rate);
  await section.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, /Exchange rates(?: saved|: nothing changed)/);
}

async function saveRates(admin: Page) {
  requireGlobalStateLane("Saving the exchange rates");
  await admin.goto("/admin/settings");
  const section = admin.getByRole("region", { name: "Exchange rates" });
  await expect(section.getByText("No rate: not offered").first()).toBeVisible();
  // A bad rate is refused under its own field, with what was typed kept.
  await section.getByLabel("Kenyan Shilling (KES): ₦ per 1 KES").fill("twelve");
  await section.getByLabel(usdField).fill("1600");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByText(/^Enter the naira for one unit/)).toBeVisible();
  await expect(section.getByLabel("Kenyan Shilling (KES): ₦ per 1 KES")).toHaveValue("twelve");
  await expectAccessible(admin);
  await section.getByLabel("Kenyan Shilling (KES): ₦ per 1 KES").fill("");
  await section.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, "Exchange rates saved");
  await expect(section.getByLabel(usdField)).toHaveValue("1600");
  await expect(section.getByText(/^Set on /)).toHaveCount(1);
}

test("with multi-currency on, a shopper reads the catalogue, a product and the cart in dollars at the admin's rate, and pays in naira", async ({
  page,
  browser,
}) => {
  test.slow(); // two parties, the settings and flags pages, three shop pages and accessibility scans
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const usdBefore = await currentUsdRate(page);

  const shopper = await newParty(browser);
  const main = shopper.getByRole("main");
  const picker = shopper.getByRole("banner").getByRole("combobox", { name: "Show prices in" });
  const note = main.getByText("Prices shown in USD are approximate; you pay in NGN");
  // Off (the default): no picker; a product that can be added to the cart, and its price in naira.
  await gotoInteractive(shopper, "/products");
  const addButton = main.getByRole("button", { name: /^Add to Cart: /, disabled: false }).first();
  const name = ((await addButton.getAttribute("aria-label")) ?? "").replace(/^Add to Cart: /, "");
  const card = main
    .getByRole("article")
    .filter({ has: shopper.getByRole("button", { name: `Add to Cart: ${name}`, exact: true }) });
  const nairaPrice =
    (await card
      .getByText(/^₦[\d,.]+$/)
      .first()
      .textContent()) ?? "";
  expect(nairaPrice).not.toBe("");
  await expect(picker).toHaveCount(0);

  try {
    await saveRates(page);
    await setFeatureFlag(page, "Multi-currency", true);
    await gotoInteractive(shopper, "/products");
    await expect(picker).toHaveValue("NGN");
    await expect(picker.getByRole("option")).toHaveText(["NGN", "USD"]);
    await picker.selectOption("USD");
    await shopper.getByRole("banner").getByRole("button", { name: "Change currency" }).click();
    await expect(picker).toHaveValue("USD");
    await expect(note).toBeVisible();
    await expect(card.getByText(inDollars(nairaPrice), { exact: true })).toBeVisible();
    await expectAccessible(shopper);
    await card.getByRole("button", { name: `Add to Cart: ${name}`, exact: true }).click();
    await expectToast(shopper, `× ${name} added to your cart`);

    // The product page: its price converted and said to be approximate; the choice kept across pages.
    await card.getByRole("link", { name }).first().click();
    await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(note).toBeVisible();
    await expect(main.getByText(inDollars(nairaPrice), { exact: true }).first()).toBeVisible();

    // The cart: its lines in dollars, what is paid (the order summary) in naira.
    await gotoInteractive(shopper, "/cart");
    await expect(note).toBeVisible();
    const line = main.getByRole("listitem").filter({ has: shopper.getByRole("link", { name }) });
    await expect(line.getByText(/\$[\d,.]+/).first()).toBeVisible();
    const summary = shopper.getByRole("region", { name: "Order summary" });
    await expect(summary.getByText(/^₦[\d,.]+$/).last()).toBeVisible();
    await expect(summary.getByText(/\$/)).toHaveCount(0);
    await expectAccessible(shopper);
  } finally {
    try {
      await setFeatureFlag(page, "Multi-currency", false);
    } finally {
      await restoreUsdRate(page, usdBefore);
    }
  }
  // Off again: no picker, and the kept cookie is ignored.
  await gotoInteractive(shopper, "/products");
  await expect(picker).toHaveCount(0);
  await expect(card.getByText(nairaPrice, { exact: true })).toBeVisible();
  await shopper.context().close();
});

test("with custom-theme off the toggle is gone and a shopper who chose dark gets light pages from the first paint; back on, their choice returns", async ({
  page,
  browser,
}) => {
  test.slow(); // two parties, the flags page twice and an accessibility scan
  await gotoInteractive(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard/);
  // Notes whether <html> is ever dark while a page loads: before the first paint or after hydration.
  await page.addInitScript(() => {
    const marks = window as typeof window & { everDark?: boolean };
    marks.everDark = false;
    new MutationObserver(() => {
      if (document.documentElement?.classList.contains("dark")) marks.everDark = true;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["class"] });
  });
  try {
    await setFeatureFlag(admin, "Custom theme", false);
    await gotoInteractive(page, "/products");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: /^Switch to / })).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => (window as { everDark?: boolean }).everDark)).toBe(false);
    // The choice is kept for when the flag is back on.
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await expectAccessible(page);
  } finally {
    await setFeatureFlag(admin, "Custom theme", true);
    await admin.context().close();
  }
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Switch to light theme" })).toBeVisible();
});
