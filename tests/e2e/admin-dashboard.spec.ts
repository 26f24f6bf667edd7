import type { Page } from "@playwright/test";
import { demo, demoPassword, expect, expectAccessible, test } from "./fixtures";

const accessDenied = "Access Denied: You don't have permission to access this page or feature.";

async function signInAtBackOffice(page: Page, email: string) {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Back office sign-in", level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByRole("textbox", { name: "Password", exact: true }).fill(demoPassword);
  await main.getByRole("button", { name: "Sign in" }).click();
}

test("an admin signs in at /admin/login and reads the marketplace's figures for a chosen period", async ({
  page,
}) => {
  test.slow(); // two accessibility scans and three dashboard loads on a busy machine
  await page.goto("/admin/login");
  await expectAccessible(page);
  await signInAtBackOffice(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText(/Figures up to a minute old/)).toBeVisible();

  const kpis = page.getByRole("region", { name: "Key figures" });
  for (const label of ["GMV", "Orders", "Average order value", "New buyers", "New vendors"])
    await expect(kpis.getByText(label, { exact: true })).toBeVisible();
  // The demo shop has paid orders in the last 30 days: GMV is an amount in naira.
  await expect(kpis.getByRole("definition").first()).toHaveText(/^₦[\d,]+/);
  const waiting = page.getByRole("region", { name: "Waiting now" });
  for (const label of ["Vendor applications waiting", "RFQs open", "Payouts pending"])
    await expect(waiting.getByText(label, { exact: true })).toBeVisible();
  for (const heading of ["Top products", "Top vendors", "Top countries", "Six-month trend"])
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  await expect(page.getByRole("table", { name: "GMV and orders per month" }).getByRole("row")).toHaveCount(7);
  await expectAccessible(page);

  // Another period: the form is a GET, so the period lands in the address.
  await page.getByLabel("Show figures for").selectOption("90d");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/period=90d/);
  await expect(page.getByLabel("Show figures for")).toHaveValue("90d");

  // Custom dates that cannot be: each field says why and keeps what was typed.
  await page.goto("/admin/dashboard?period=custom&from=2026-05-10&to=2026-05-01");
  await expect(page.getByText("The last day must not be before the first")).toBeVisible();
  await expect(page.getByLabel("From")).toHaveValue("2026-05-10");
  await expect(page.getByText("Fix the dates above to see the figures.")).toBeVisible();
  await expectAccessible(page);

  // The bypass address shows the same dashboard.
  await page.goto("/direct-admin-access");
  await expect(page.getByRole("heading", { name: "Admin dashboard", level: 1 })).toBeVisible();
  // Signed in, the back office's sign-in page goes straight to the dashboard.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("a vendor who signs in at /admin/login is told Access Denied and is not signed in", async ({ page }) => {
  await signInAtBackOffice(page, demo.vendor);
  await expect(page.getByRole("alert")).toHaveText(accessDenied);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(demo.vendor);
  await expectAccessible(page);
  // No session was left behind: the vendor's own area asks for a sign-in.
  await page.goto("/vendor/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
});

test("staff sign in at /admin/login and see the dashboard", async ({ page }) => {
  await signInAtBackOffice(page, demo.staff);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("region", { name: "Key figures" })).toBeVisible();
  // Staff may not open the payouts (the transactions are the admin's): no link to them.
  const waiting = page.getByRole("region", { name: "Waiting now" });
  await expect(waiting.getByRole("link", { name: "Review: Payouts pending" })).toHaveCount(0);
  await expect(waiting.getByRole("link", { name: "Review: Vendor applications waiting" })).toBeVisible();
});
