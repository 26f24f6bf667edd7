import { demo, expect, expectAccessible, signIn, test } from "./fixtures";

// The demo seed gives Lagos Threads 90 days of orders, views and customers (demo/vendor-insights.ts).
test.beforeEach(async ({ page }) => {
  await signIn(page, demo.vendor);
  await expect(page).toHaveURL(/\/vendor\/dashboard/);
});

test("the demo vendor reads its dashboard and switches the period", async ({ page }) => {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Revenue" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Orders placed in the period, by status" })).toBeVisible();
  await expectAccessible(page);

  const period = main.getByRole("combobox", { name: "Period" });
  await period.selectOption("7d");
  await main.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/vendor\/dashboard\?period=7d$/);
  await expect(period).toHaveValue("7d");
  await expect(main.getByRole("region", { name: "Last 7 days" })).toBeVisible();
});

test("the demo vendor's analytics draw charts that can also be read as tables", async ({ page }) => {
  await page.getByRole("navigation", { name: "Vendor" }).getByRole("link", { name: "Analytics" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await main.getByRole("combobox", { name: "Period" }).selectOption("90d");
  await main.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/vendor\/analytics\?period=90d$/);
  await expect(main.getByRole("img", { name: /Revenue per period, Last 90 days/ })).toBeVisible();
  const salesTable = main.getByRole("table", { name: "Sales over time (table)" });
  await expect(salesTable.getByRole("columnheader", { name: "Week starting" })).toHaveCount(1);
  await expect(salesTable.getByRole("row")).not.toHaveCount(0);
  await expect(
    main.getByRole("table", { name: "From views to orders (table)" }).getByRole("row"),
  ).toHaveCount(4);
  await expect(main.getByRole("table", { name: "Top products by revenue" })).toBeVisible();
  await expectAccessible(page);
});

test("the demo vendor lists, sorts and searches its customers", async ({ page }) => {
  await page.getByRole("navigation", { name: "Vendor" }).getByRole("link", { name: "Customers" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  const customers = main.getByRole("table", { name: "Your customers" });
  await expect(customers.getByRole("row").nth(1)).toBeVisible();
  await expect(customers.getByRole("link", { name: /^Open conversation with / })).toHaveCount(1);
  await expectAccessible(page);

  await main.getByRole("combobox", { name: "Sort by" }).selectOption("recent");
  await main.getByRole("searchbox", { name: "Search by name or e-mail" }).fill("nobody-ordered-this");
  await main.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=nobody-ordered-this/);
  await expect(main.getByText("No customer matches “nobody-ordered-this”.")).toBeVisible();
});
