import { demo, expect, expectAccessible, signIn, test } from "./fixtures";
import { approveApplication } from "./steps/admin-vendors";

test("the admin filters pending applications, approves one after confirming, and finds the decision in the activity log", async ({
  page,
}) => {
  test.slow(); // list, application, decision and activity log: four pages and two accessibility scans
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const adminNav = page.getByRole("navigation", { name: "Admin" });
  await adminNav.getByRole("link", { name: "Vendors" }).click();
  await expect(page.getByRole("heading", { name: "Vendors", level: 1 })).toBeVisible();
  await expectAccessible(page);

  const filters = page.getByRole("search", { name: "Filter vendors" });
  await filters.getByLabel("Status").selectOption({ label: "Pending application" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=pending/);
  const table = page.getByRole("table", { name: "Vendor applicants and stores" });
  await expect(table.getByText("Pending application").first()).toBeVisible();
  await expect(table.getByText("Active store")).toHaveCount(0);

  // A seeded demo applicant (from Senegal, which no store-count test counts): never the application
  // another test (the seller journey) is making.
  const name = "Dakar Bissap & Co";
  await table.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Application", level: 2 })).toBeVisible();
  await expect(page.getByText(/ending in \d{4}/)).toBeVisible();
  await expectAccessible(page);

  await approveApplication(page, name);
  await expect(page.getByText("Approve…")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View the store page" })).toBeVisible();

  await adminNav.getByRole("link", { name: "Activity log" }).click();
  await expect(
    page.getByRole("row").filter({ hasText: "vendor_application.approve" }).filter({ hasText: name }),
  ).toHaveCount(1);
});

test("staff see the vendor list, an application and a store, but no decisions", async ({ page }) => {
  await signIn(page, demo.staff);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Vendors" }).click();
  await expect(page.getByText("only an administrator can decide")).toBeVisible();

  await page.getByRole("search", { name: "Filter vendors" }).getByLabel("Status").selectOption({
    label: "Rejected application",
  });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("link", { name: "Lagos Leather Works" }).click();
  await expect(page.getByRole("heading", { name: "Lagos Leather Works", level: 1 })).toBeVisible();
  await expect(page.getByText(/The CAC registration number is missing/)).toBeVisible();
  await expect(page.getByText("Approve…")).toHaveCount(0);
  await expectAccessible(page);

  await page.goto("/admin/vendors?q=Lagos+Threads");
  await page.getByRole("link", { name: "Lagos Threads" }).click();
  await expect(page.getByRole("heading", { name: "Store", level: 2 })).toBeVisible();
  await expect(page.getByText("Suspend…")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Verified badge/ })).toHaveCount(0);
});
