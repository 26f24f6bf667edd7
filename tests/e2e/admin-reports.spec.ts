import { readFile } from "node:fs/promises";
import { parseCsv } from "../../common/csv";
import { demo, expect, expectAccessible, signIn, test } from "./fixtures";

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

// The demo seed gives every store but Lagos Threads 400 days of orders, searches that found nothing
// and abandoned carts (demo/marketplace-history.ts).
test("an admin reads the sales reports for a chosen range, exports one as CSV and opens insights and statistics", async ({
  page,
}) => {
  test.slow(); // three pages, four accessibility scans and a download
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Reports", exact: true }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  // The last 30 days by day: a row per day and a total.
  const byPeriod = main.getByRole("table", { name: "Sales by period" });
  await expect(byPeriod.getByRole("row")).toHaveCount(1 + 30 + 1);
  await expect(
    main.getByRole("table", { name: "Payments by method" }).getByRole("rowheader", { name: "Card" }),
  ).toBeVisible();
  await expectAccessible(page);

  // A day-by-day table of half a year is refused, with what was typed kept.
  const form = main.getByRole("form", { name: "Report range" });
  await form.getByLabel("From").fill(day(180));
  await form.getByLabel("To").fill(day(1));
  await form.getByRole("button", { name: "Show report" }).click();
  await expect(form.getByText("Group by week or month for a range longer than 92 days.")).toBeVisible();
  await expect(form.getByLabel("From")).toHaveValue(day(180));
  await expect(main.getByRole("table")).toHaveCount(0);

  await form.getByLabel("Group by").selectOption({ label: "Month" });
  await form.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/group=month/);
  const months = new Set(Array.from({ length: 180 }, (_, index) => day(index + 1).slice(0, 7)));
  await expect(byPeriod.getByRole("row")).toHaveCount(1 + months.size + 1);
  const byVendor = main.getByRole("table", { name: "Sales by vendor" });
  const firstVendor = (await byVendor.getByRole("rowheader").first().textContent())!;
  await expect(byVendor.getByRole("rowheader", { name: "Lagos Threads" })).toHaveCount(1);

  const downloading = page.waitForEvent("download");
  await main.getByRole("link", { name: "Export CSV: Sales by vendor" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`vendors-${day(180)}-to-${day(1)}.csv`);
  const rows = parseCsv(await readFile((await download.path())!, "utf8"));
  expect(rows[0]).toEqual(["Vendor", "Currency", "Sales", "Revenue"]);
  expect(rows[1]![0]).toBe(firstVendor);
  const total = rows.at(-1)!;
  expect(total.slice(0, 2)).toEqual(["Total", "NGN"]);
  // The total of the file is the page's total, in naira.
  const pageTotal = await byVendor.getByRole("row").last().getByRole("cell").last().textContent();
  expect(Number(pageTotal!.replace(/[^\d.]/g, ""))).toBe(Number(total[3]));
  await expectAccessible(page);

  await nav.getByRole("link", { name: "Insights", exact: true }).click();
  await expect(main.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
  await expect(
    main.getByRole("table", { name: "Searches with no results" }).getByRole("row").nth(1),
  ).toBeVisible();
  await expect(
    main.getByRole("table", { name: "Largest abandoned carts" }).getByRole("row").nth(1),
  ).toBeVisible();
  await expect(
    main.getByRole("region", { name: "Repeat buyers" }).getByText("Repeat-buyer rate"),
  ).toBeVisible();
  const cohorts = main.getByRole("table", { name: "Cohort retention" });
  await expect(cohorts.getByRole("columnheader", { name: "Month 11" })).toBeVisible();
  await expect(cohorts.getByRole("row").nth(1)).toBeVisible();
  await expectAccessible(page);

  await nav.getByRole("link", { name: "AI analytics", exact: true }).click();
  await expect(main.getByRole("heading", { name: "AI analytics", level: 1 })).toBeVisible();
  const forecast = main.getByRole("region", { name: "30-day sales forecast by category" });
  await expect(
    forecast.getByText(/How it is computed: a straight line is fitted by least squares/),
  ).toBeVisible();
  await expect(forecast.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await expect(
    main
      .getByRole("table", { name: "Unusual days for orders" })
      .getByRole("row")
      .filter({ hasText: "Unusually high" }),
  ).not.toHaveCount(0);
  await expect(
    main.getByRole("table", { name: "Products trending up" }).getByRole("row").nth(1),
  ).toBeVisible();
  await expectAccessible(page);
});
