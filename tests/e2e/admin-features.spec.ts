import type { Page } from "@playwright/test";
import { demo, expect, expectAccessible, setFeatureFlag, signIn, test } from "./fixtures";

const rfqLink = "Request For Quote";

/** The admin's toggle of the RFQ system. */
const setRfqSystem = (page: Page, on: boolean) => setFeatureFlag(page, "RFQ system", on);

test("an admin turns the RFQ system off: its links leave the header and menu and /rfq answers not found; turned on again, they are back", async ({
  page,
}) => {
  test.slow(); // the flags page twice, the home page at two widths, and an accessibility scan
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Feature flags" }).click();
  await expect(page.getByRole("heading", { name: "Feature flags", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "B2B", level: 2 })).toBeVisible();
  await expect(page.getByText("Needs: Bulk pricing")).toBeVisible();
  await expectAccessible(page);

  const secondary = page.getByRole("navigation", { name: "Secondary" });
  await expect(secondary.getByRole("link", { name: rfqLink })).toBeVisible();
  try {
    await setRfqSystem(page, false);
    await expect(secondary.getByRole("link", { name: rfqLink })).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "RFQs" }),
    ).toHaveCount(0);
    await expectAccessible(page);

    const response = await page.goto("/rfq");
    expect(response?.status()).toBe(404);

    // The phone's menu: its business services no longer offer a quote request.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Bulk Orders" })).toBeVisible();
    await expect(menu.getByRole("link", { name: rfqLink })).toHaveCount(0);

    // The flags page fits a phone: nothing wider than the screen.
    await page.keyboard.press("Escape");
    await page.goto("/admin/features");
    await expect(page.getByRole("button", { name: "Turn on RFQ system" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
    await setRfqSystem(page, true);
  }
  await expect(secondary.getByRole("link", { name: rfqLink })).toBeVisible();
  expect((await page.goto("/rfq"))?.status()).toBe(200);
});
