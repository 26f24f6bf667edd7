import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv } from "../../common/csv";
import {
  demo,
  demoPassword,
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
import { fillAddress, startGuestCheckout } from "./steps/checkout";
import { publishFirstSectionText } from "./steps/pages";
import { createListedProduct, distinctWord } from "./steps/products";

// Every step changes something the whole platform shares (a published page, two feature flags, a VAT
// rate) and puts it back in a `finally`, so a failing step leaves the platform as it found it. The
// spec runs in the global-state lane (playwright.config.ts), after every other spec and alone, so no
// other test sees the shipping page's text, the flags off or Ghana's rate while they are changed.

/** Signs in through the back office's own sign-in page, as an admin or staff member does. */
async function signInAtBackOffice(admin: Page) {
  await admin.goto("/admin/login");
  await expect(admin.getByRole("heading", { name: "Back office sign-in", level: 1 })).toBeVisible();
  await expectAccessible(admin);
  const main = admin.getByRole("main");
  await main.getByLabel("Email").fill(demo.admin);
  await main.getByRole("textbox", { name: "Password", exact: true }).fill(demoPassword);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
}

/** Saves Ghana's VAT rate on /admin/settings (empty: the fallback rate). */
async function saveGhanaVat(admin: Page, rate: string) {
  requireGlobalStateLane("Saving Ghana's VAT");
  await gotoInteractive(admin, "/admin/settings");
  const vat = admin.getByRole("region", { name: "VAT", exact: true });
  await vat.getByLabel("Ghana (%)").fill(rate);
  await vat.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, /VAT(?: saved|: nothing changed)/);
}

test("an admin runs the platform from the back office: publishes a page, turns features off and on, changes a VAT rate, moderates a product and exports a report", async ({
  page: admin,
  browser,
}) => {
  test.slow(); // three people, a checkout, a product made, a download and many accessibility scans
  const word = distinctWord();
  const visitor = await newParty(browser);
  const vendor = await newParty(browser);
  await signIn(vendor, demo.vendor);
  await expect(vendor).not.toHaveURL(/\/auth\/login/);
  await signInAtBackOffice(admin);

  await test.step("a page edited in the builder and published is what visitors see", async () => {
    await gotoInteractive(admin, "/admin/pages");
    await expect(admin.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
    await expectAccessible(admin);
    await admin.getByRole("link", { name: "Edit Shipping and delivery" }).click();
    await expect(
      admin.getByRole("heading", { name: "Edit page: Shipping and delivery", level: 1 }),
    ).toBeVisible();
    await admin.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expectAccessible(admin);
    const builder = new URL(admin.url()).pathname;
    const text = admin.getByRole("region", { name: /^Section 1 of \d+: Rich text$/ }).getByLabel("Text");
    const original = await text.inputValue();
    const sentence = `Parcels marked ${word} leave the same day.`;
    try {
      await publishFirstSectionText(admin, `${sentence}\n\n${original}`);
      await visitor.goto("/shipping");
      await expect(visitor.getByRole("main").getByText(sentence)).toBeVisible();
      // The rest of the section is still there.
      await expect(visitor.getByRole("heading", { name: "Where we deliver", level: 2 })).toBeVisible();
    } finally {
      // The page as it was, published again (the builder reloaded, in case a step failed half way).
      await gotoInteractive(admin, builder);
      await publishFirstSectionText(admin, original);
    }
    await visitor.reload();
    await expect(visitor.getByRole("main").getByText(sentence)).toHaveCount(0);
  });

  await test.step("features turned off lose their links and pages, and come back", async () => {
    await gotoInteractive(admin, "/admin/features");
    await expect(admin.getByRole("heading", { name: "Feature flags", level: 1 })).toBeVisible();
    await expectAccessible(admin);
    const adminNav = admin.getByRole("navigation", { name: "Admin" });
    const vendorNav = vendor.getByRole("navigation", { name: "Vendor" });
    const secondary = visitor.getByRole("navigation", { name: "Secondary" });
    const mainNav = visitor.getByRole("navigation", { name: "Main" });
    await visitor.goto("/");
    await expect(secondary.getByRole("link", { name: "Market Days" })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Market Days" })).toBeVisible();
    await expect(adminNav.getByRole("link", { name: "Insights", exact: true })).toBeVisible();
    await expect(adminNav.getByRole("link", { name: "Market days", exact: true })).toBeVisible();
    await vendor.goto("/vendor/dashboard");
    await expect(vendorNav.getByRole("link", { name: "Analytics" })).toBeVisible();
    await expect(vendorNav.getByRole("link", { name: "Market days", exact: true })).toBeVisible();
    try {
      await setFeatureFlag(admin, "Market days", false);
      await setFeatureFlag(admin, "Analytics dashboard", false);
      await expect(adminNav.getByRole("link", { name: "Insights", exact: true })).toHaveCount(0);
      await expect(adminNav.getByRole("link", { name: "AI analytics", exact: true })).toHaveCount(0);
      await expect(adminNav.getByRole("link", { name: "Market days", exact: true })).toHaveCount(0);
      await expect(adminNav.getByRole("link", { name: "Market day registrations" })).toHaveCount(0);
      await expectAccessible(admin);
      expect((await admin.goto("/admin/insights"))?.status()).toBe(404);

      await vendor.goto("/vendor/dashboard");
      await expect(vendorNav.getByRole("link", { name: "Products" })).toBeVisible();
      await expect(vendorNav.getByRole("link", { name: "Analytics" })).toHaveCount(0);
      expect((await vendor.goto("/vendor/analytics"))?.status()).toBe(404);
      await expect(vendorNav.getByRole("link", { name: "Market days", exact: true })).toHaveCount(0);
      await expect(vendorNav.getByRole("link", { name: "My market days" })).toHaveCount(0);
      expect((await vendor.goto("/vendor/my-market-days"))?.status()).toBe(404);

      // Market days' links leave every menu with the flag, and their pages answer 404.
      await visitor.goto("/");
      await expect(secondary.getByRole("link", { name: "Market Days" })).toHaveCount(0);
      await expect(mainNav.getByRole("link", { name: "Market Days" })).toHaveCount(0);
      await expect(visitor.getByRole("contentinfo").getByRole("link", { name: "Market Days" })).toHaveCount(
        0,
      );
      expect((await visitor.goto("/market-days"))?.status()).toBe(404);
      expect((await visitor.goto("/active-market/mkd_demo_harmattan"))?.status()).toBe(404);
      // The 404 page's popular pages leave it out too.
      expect((await visitor.goto(`/no-such-page-${word}`))?.status()).toBe(404);
      const popular = visitor.getByRole("navigation", { name: "Popular Pages" });
      await expect(popular.getByRole("link", { name: "Become a Vendor" })).toBeVisible();
      await expect(popular.getByRole("link", { name: "Market Days" })).toHaveCount(0);
      // So does a phone's bottom bar.
      await visitor.setViewportSize({ width: 390, height: 844 });
      await visitor.goto("/");
      const bottomBar = visitor.getByRole("navigation", { name: "Mobile" });
      await expect(bottomBar.getByRole("link", { name: "Products" })).toBeVisible();
      await expect(bottomBar.getByRole("link", { name: "Market", exact: true })).toHaveCount(0);
    } finally {
      await visitor.setViewportSize({ width: 1280, height: 720 });
      try {
        await setFeatureFlag(admin, "Analytics dashboard", true);
      } finally {
        await setFeatureFlag(admin, "Market days", true);
      }
    }
    await expect(adminNav.getByRole("link", { name: "Insights", exact: true })).toBeVisible();
    await visitor.goto("/");
    await expect(secondary.getByRole("link", { name: "Market Days" })).toBeVisible();
  });

  await test.step("a new VAT rate for Ghana is what a new cart shipping to Accra is charged", async () => {
    await gotoInteractive(admin, "/admin/settings");
    await expect(admin.getByRole("heading", { name: "Platform settings", level: 1 })).toBeVisible();
    await expectAccessible(admin);
    const ghana = admin.getByRole("region", { name: "VAT", exact: true }).getByLabel("Ghana (%)");
    const original = await ghana.inputValue();
    try {
      await saveGhanaVat(admin, "13.5");
      await expect(ghana).toHaveValue("13.5");

      await startGuestCheckout(visitor, "/vendor/ven_lagos-threads/store");
      await fillAddress(visitor, {
        firstName: "Akosua",
        lastName: "Mensah",
        street: "12 Oxford Street",
        city: "Accra",
        state: "Greater Accra",
        postalCode: "GA-101",
        country: "GH",
        phone: "+233 20 555 0142",
      });
      await visitor.getByRole("main").getByLabel("Email").fill(`akosua.${word.toLowerCase()}@example.com`);
      await visitor.getByRole("button", { name: "Continue" }).click();
      await expect(visitor.getByRole("heading", { name: "Payment", level: 2, exact: true })).toBeVisible();
      await expect(
        visitor.getByRole("region", { name: "Order summary" }).getByText("VAT (13.5%)"),
      ).toBeVisible();
    } finally {
      await saveGhanaVat(admin, original);
    }
    await expect(ghana).toHaveValue(original);
  });

  await test.step("a product unlisted with a reason: the vendor reads it, visitors get 404; relisted, it is back", async () => {
    const name = `Tamale ${word} Basket`;
    const sku = `JRN-${word.toUpperCase()}`;
    const reason = `The listing copies another store's photos (run ${word}).`;
    await gotoInteractive(vendor, "/vendor/products/new");
    await createListedProduct(vendor, { name, sku, naira: 7500, stock: 8 });
    const productId = new URL(vendor.url()).pathname.split("/")[3]!;
    const publicPath = `/products/${productId}`;
    expect((await visitor.goto(publicPath))?.status()).toBe(200);

    await gotoInteractive(admin, `/admin/products?q=${encodeURIComponent(sku)}`);
    await expect(admin.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
    const row = admin.getByRole("row").filter({ hasText: sku });
    await expect(row).toContainText("Listed");
    await expectAccessible(admin);
    await row.getByRole("link", { name: `Unlist ${name}` }).click();
    const panel = admin.getByRole("region", { name: `Unlist ${name}` });
    await panel.getByRole("textbox", { name: /^Reason/ }).fill(reason);
    await expectAccessible(admin);
    await panel.getByRole("button", { name: "Unlist product" }).click();
    await expect(admin.getByText(`${name} is unlisted. Its vendor sees your reason.`)).toBeVisible();
    await expect(row).toContainText(`Reason: ${reason}`);

    expect((await visitor.goto(publicPath))?.status()).toBe(404);
    await vendor.goto(`/vendor/products?q=${encodeURIComponent(sku)}`);
    const vendorRow = vendor.getByRole("row").filter({ hasText: sku });
    await expect(vendorRow).toContainText("Unlisted by the marketplace");
    await expect(vendorRow).toContainText(reason);

    await row.getByRole("button", { name: `Relist ${name}` }).click();
    await expect(admin.getByText(`${name} is relisted.`)).toBeVisible();
    expect((await visitor.goto(publicPath))?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
  });

  await test.step("a report's CSV has the page's columns and is named by the table and range", async () => {
    await gotoInteractive(admin, "/admin/reports");
    const main = admin.getByRole("main");
    await expect(main.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
    await expectAccessible(admin);
    const range = main.getByRole("form", { name: "Report range" });
    const from = await range.getByLabel("From").inputValue();
    const to = await range.getByLabel("To").inputValue();
    const payments = main.getByRole("table", { name: "Payments by method" });
    await expect(payments.getByRole("rowheader", { name: "Card" })).toBeVisible();
    const columns = await payments.getByRole("columnheader").allTextContents();
    expect(columns.length).toBeGreaterThan(1);

    const downloading = admin.waitForEvent("download");
    await main.getByRole("link", { name: "Export CSV: Payments by method" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`payments-${from}-to-${to}.csv`);
    const rows = parseCsv(await readFile((await download.path())!, "utf8"));
    expect(rows[0]).toEqual(columns);
    // A line per method the page shows, then its totals.
    const pageRows = await payments.getByRole("rowheader").allTextContents();
    expect(rows.slice(1).map((row) => row[0])).toEqual(pageRows);
  });
});
