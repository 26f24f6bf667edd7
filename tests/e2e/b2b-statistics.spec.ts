import { demo, expect, expectAccessible, signIn, test } from "./fixtures";

// The demo seed sends a dozen RFQs over six months from three buyers (demo/rfqs.ts), among them
// Asante Hospitality Group's pending request to Bonwire Kente Weavers Cooperative.
test("an admin reads the B2B overview from the demo RFQs and changes an RFQ's status with a note", async ({
  page,
}) => {
  test.slow(); // four pages and three accessibility scans
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "B2B overview" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "B2B overview", level: 1 })).toBeVisible();
  const totals = main.getByRole("region", { name: "Totals" });
  await expect(totals.getByText("Conversion rate", { exact: true })).toBeVisible();
  await expect(main.getByRole("img", { name: /RFQs sent in each of the last six months/ })).toBeVisible();
  await expect(main.getByRole("table", { name: "RFQs per month as a table" }).getByRole("row")).toHaveCount(
    7,
  );
  await expect(
    main.getByRole("table", { name: "Top vendors by RFQs" }).getByRole("link", { name: "Lagos Threads" }),
  ).toBeVisible();
  await expect(
    main
      .getByRole("region", { name: "Recent activity" })
      .getByRole("link", { name: /sent an RFQ for/ })
      .first(),
  ).toHaveAttribute("href", /^\/admin\/b2b\/rfqs\//);
  await expect(main.getByText("Market days are not on the marketplace yet")).toBeVisible();
  await expectAccessible(page);

  await nav.getByRole("link", { name: "RFQs", exact: true }).click();
  await expect(main.getByRole("heading", { name: "RFQs", level: 1 })).toBeVisible();
  await main
    .getByRole("search", { name: "Filter RFQs" })
    .getByLabel("Status")
    .selectOption({ label: "Pending" });
  await main.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  const row = main.getByRole("row").filter({ hasText: "Asante Hospitality Group" }).first();
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await row.getByRole("link").click();

  await expect(main.getByRole("heading", { name: /^RFQ: /, level: 1 })).toContainText("Pending");
  await expect(main.getByRole("region", { name: "Vendors it was sent to" })).toContainText(
    "Bonwire Kente Weavers Cooperative",
  );
  await expect(
    main.getByRole("region", { name: "Attachments" }).getByRole("link", { name: "pattern-request.pdf" }),
  ).toHaveAttribute("href", /^\/rfq-attachments\//);
  // The admin reads the buyer's thread with each vendor, with no form to write in it.
  const threads = main.getByRole("region", { name: "Messages between the buyer and each vendor" });
  await expect(threads).toContainText("The buyer's conversation with Bonwire Kente Weavers Cooperative");
  await expect(threads.getByText("No messages yet.")).toBeVisible();
  await expect(threads.getByRole("button", { name: "Send message" })).toHaveCount(0);
  await expectAccessible(page);
  const form = main.getByRole("region", { name: "Change status" });
  await form.getByLabel("New status").selectOption({ label: "Processing" });
  await form
    .getByLabel("Note for the buyer (optional)")
    .fill("The cooperative asked for a week to sample colours.");
  // The change reaches the buyer and vendors at once, so it is asked first; Cancel changes nothing.
  await form.getByRole("button", { name: "Update status" }).click();
  const question = page.getByRole("dialog", { name: "Change this RFQ's status?" });
  await expect(question).toContainText("The RFQ will read Processing");
  await expectAccessible(page);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(main.getByRole("heading", { name: /^RFQ: /, level: 1 })).toContainText("Pending");
  await form.getByRole("button", { name: "Update status" }).click();
  await question.getByRole("button", { name: "Change status" }).click();
  await expect(form.getByRole("status")).toHaveText("RFQ Status Updated");
  await expect(main.getByRole("heading", { name: /^RFQ: /, level: 1 })).toContainText("Processing");
  await expect(main.getByText("The cooperative asked for a week to sample colours.")).toBeVisible();
});

test("the demo vendor reads the B2B statistics of its own store", async ({ page }) => {
  await signIn(page, demo.vendor);
  await expect(page).toHaveURL(/\/vendor\/dashboard/);
  await page
    .getByRole("navigation", { name: "Vendor" })
    .getByRole("link", { name: "B2B statistics" })
    .click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "B2B statistics", level: 1 })).toBeVisible();
  await expect(
    main.getByRole("region", { name: "Totals" }).getByText("Quotes", { exact: true }),
  ).toBeVisible();
  // A store is not ranked against itself; its activity opens its own RFQ pages.
  await expect(main.getByRole("region", { name: "Top vendors by RFQs" })).toHaveCount(0);
  await expect(
    main.getByRole("region", { name: "Recent activity" }).getByRole("link").first(),
  ).toHaveAttribute("href", /^\/vendor\/rfqs\//);
  await expectAccessible(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the demo buyer's B2B statistics fit without sideways scrolling", async ({ page }) => {
    await signIn(page, demo.buyer);
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto("/dashboard/b2b");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "My B2B statistics", level: 1 })).toBeVisible();
    await expect(main.getByRole("table", { name: "Top vendors by RFQs" }).getByRole("row")).not.toHaveCount(
      0,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
