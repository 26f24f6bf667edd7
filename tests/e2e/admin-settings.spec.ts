import type { Page } from "@playwright/test";
import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  newParty,
  requireGlobalStateLane,
  signIn,
  test,
} from "./fixtures";
import { fillAddress, lagosAddress } from "./steps/checkout";

/** The VAT section of /admin/settings and its Nigeria field. */
function vatSection(admin: Page) {
  const section = admin.getByRole("region", { name: "VAT", exact: true });
  return { section, nigeria: section.getByLabel("Nigeria (%)") };
}

/** Saves Nigeria's rate; the toast says "VAT saved", or that nothing changed when it already was. */
async function saveNigeriaVat(admin: Page, rate: string) {
  requireGlobalStateLane("Saving Nigeria's VAT");
  const { section, nigeria } = vatSection(admin);
  await nigeria.fill(rate);
  await section.getByRole("button", { name: "Save" }).click();
  await expectToast(admin, /VAT(?: saved|: nothing changed)/);
}

test("an admin changes Nigeria's VAT and a new cart shipping to Lagos is charged the new rate", async ({
  page,
  browser,
}) => {
  test.slow(); // two people, a guest checkout and two accessibility scans
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(admin, "/admin/settings");
  await expect(admin.getByRole("heading", { name: "Platform settings", level: 1 })).toBeVisible();
  await expect(
    admin.getByRole("navigation", { name: "Admin", exact: true }).getByRole("link", { name: "Settings" }),
  ).toBeVisible();
  // Referrals and pay on delivery say they are not in use yet; the company domains cannot be edited.
  await expect(admin.getByText(/used when referrals launch/)).toBeVisible();
  await expect(admin.getByText(/used when pay on delivery launches/)).toBeVisible();
  await expect(
    admin.getByRole("region", { name: "Company e-mail domains" }).getByText("shopafricanbrands.com"),
  ).toBeVisible();
  await expectAccessible(admin);
  // The rest happens on a phone: the sections fit its width.
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const { section, nigeria } = vatSection(admin);
  const original = await nigeria.inputValue();

  // A wrong figure: its message under the field, what was typed kept, nothing saved.
  await nigeria.fill("seven");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(
    section.getByText("Enter a percentage from 0 to 100, with at most two decimals"),
  ).toBeVisible();
  await expect(nigeria).toHaveValue("seven");
  await expect(nigeria).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(admin);
  await gotoInteractive(admin, "/admin/settings");
  await expect(nigeria).toHaveValue(original);

  try {
    await saveNigeriaVat(admin, "12.5");

    // A new guest cart, shipped to Lagos: checkout and the cart both charge 12.5%.
    await gotoInteractive(page, "/vendor/ven_lagos-threads/store");
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Add to Cart: /, disabled: false })
      .first()
      .click();
    await expectToast(page, /added to your cart/);
    await gotoInteractive(page, "/cart");
    const summary = page.getByRole("region", { name: "Order summary" });
    // Before checkout knows where the order goes, the fallback rate.
    await expect(summary.getByText("VAT (5%)")).toBeVisible();
    await page.getByRole("link", { name: "Check out as a guest" }).click();
    await expect(page.getByRole("heading", { name: "Guest Checkout" })).toBeVisible();
    await fillAddress(page, lagosAddress);
    await page.getByRole("main").getByLabel("Email").fill("amaka.vat@example.com");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Payment", level: 2, exact: true })).toBeVisible();
    await expect(summary.getByText("VAT (12.5%)")).toBeVisible();
    await gotoInteractive(page, "/cart");
    await expect(summary.getByText("VAT (12.5%)")).toBeVisible();
  } finally {
    await gotoInteractive(admin, "/admin/settings");
    await saveNigeriaVat(admin, original);
  }
  await expect(vatSection(admin).nigeria).toHaveValue(original);
});

test("staff are kept out of the platform settings", async ({ page }) => {
  await signIn(page, demo.staff);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/access-denied/);
});
