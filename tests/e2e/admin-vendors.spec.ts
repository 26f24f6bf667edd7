import { demo, expect, expectAccessible, newPartyContext, signIn, test } from "./fixtures";
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

test("the admin adjusts a store's balance after reviewing it; the vendor sees the entry in its ledger and the activity log records it", async ({
  page,
  browser,
}) => {
  test.slow(); // the store page three times, the activity log, and the vendor's payouts page
  // A different credit each run, so this run's entry is told apart from earlier ones.
  const stamp = Date.now() % 100_000;
  const reason = `Goodwill credit for a late courier pickup (run ${stamp})`;
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto("/admin/vendors?q=Lagos+Threads");
  await page.getByRole("link", { name: "Lagos Threads" }).click();
  const section = page.getByRole("region", { name: "Balance and ledger" });
  await expect(section.getByRole("table", { name: "Ledger" })).toBeVisible();
  await expectAccessible(page);

  const amount = section.getByRole("textbox", { name: /^Amount/ });
  const memo = section.getByRole("textbox", { name: "Reason" });
  const review = section.getByRole("button", { name: "Review adjustment" });
  await amount.fill("12abc");
  await review.click();
  await expect(
    section.getByText("Enter a non-zero amount: positive credits the vendor, negative debits"),
  ).toBeVisible();
  await expect(section.getByText("Say what the adjustment is for")).toBeVisible();
  await expect(amount).toHaveValue("12abc");

  // A debit past the balance is refused on review, keeping what was typed.
  await amount.fill("-999999999");
  await memo.fill(reason);
  await review.click();
  await expect(section.getByText("Insufficient funds")).toBeVisible();
  await expect(memo).toHaveValue(reason);

  await amount.fill("1,500.25");
  await review.click();
  const confirm = section.getByRole("region", { name: "Confirm the adjustment" });
  await expect(confirm).toContainText("Credit ₦1,500.25 to Lagos Threads.");
  await expect(confirm).toContainText(`Reason: ${reason}`);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Post adjustment" }).click();
  await expect(
    section.getByRole("status").filter({ hasText: "Adjustment of ₦1,500.25 posted." }),
  ).toBeVisible();
  await expect(
    section.getByRole("table", { name: "Ledger" }).getByRole("row").filter({ hasText: reason }),
  ).toContainText("₦1,500.25");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity log" }).click();
  await expect(
    page.getByRole("row").filter({ hasText: "payout.adjust_balance" }).filter({ hasText: reason }),
  ).toHaveCount(1);

  const vendorContext = await newPartyContext(browser);
  const vendorPage = await vendorContext.newPage();
  await signIn(vendorPage, demo.vendor);
  await expect(vendorPage).not.toHaveURL(/\/auth\/login/);
  await vendorPage.goto("/vendor/payouts");
  await expect(
    vendorPage.getByRole("table", { name: "Ledger" }).getByRole("row").filter({ hasText: reason }),
  ).toContainText("Adjustment");
  await vendorContext.close();
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
  // Staff read the balance and ledger, but get no form to adjust it.
  await expect(
    page.getByRole("region", { name: "Balance and ledger" }).getByRole("table", { name: "Ledger" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Review adjustment" })).toHaveCount(0);
});
