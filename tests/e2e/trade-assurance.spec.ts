import { demo, expect, expectAccessible, signIn, test } from "./fixtures";
import { pdfFile } from "./steps/onboarding";

test("a vendor applies for Trade Assurance with its papers, an admin approves it, and the badge shows on the store and its products", async ({
  page,
}) => {
  test.slow(); // two sign-ins, the form twice, the review, the store and a product page, with scans

  // The public page explains the badge and leads to the form.
  await signIn(page, demo.vendor);
  await expect(page).toHaveURL(/\/vendor\/dashboard/);
  await page.goto("/trade-assurance");
  await expect(
    page.getByRole("heading", { name: /Trade Assurance: order from African brands/, level: 1 }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("main").getByRole("link", { name: "Apply for Trade Assurance" }).first().click();
  await expect(page.getByRole("heading", { name: "Apply for Trade Assurance", level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Back to Trade Assurance" })).toBeVisible();

  // Sent half filled: the banner, a message under each field left out, what was typed kept.
  await main.getByLabel("Registration number").fill("RC-1184520");
  await main.getByRole("button", { name: "Submit Application" }).click();
  const banner = main.getByRole("alert").filter({ hasText: "Application Error" });
  await expect(banner).toBeVisible();
  await expect(main.getByText("Tax registration document is required")).toBeVisible();
  await expect(main.getByText("Select at least one product category")).toBeVisible();
  await expect(main.getByText("You must accept the terms and conditions")).toBeVisible();
  await expect(main.getByLabel("Registration number")).toHaveValue("RC-1184520");
  await expectAccessible(page);

  // Completed, with the three papers and one more.
  await main.getByLabel("Country").selectOption({ label: "Nigeria" });
  await main.getByLabel("Business type").selectOption({ label: "Manufacturer" });
  await main.getByLabel("Operational since").fill("2015-04-20");
  await main.getByLabel("Annual revenue (USD)").fill("180000");
  await main.getByLabel("Contact person").fill("Tolu Adebayo");
  await main.getByLabel("Phone").fill("+234 803 123 4567");
  await main.getByLabel("Business address").fill("12 Broad Street, Lagos Island, Lagos");
  await main.getByLabel("Textiles & Fashion").check();
  await main.getByLabel("Business registration document").setInputFiles(pdfFile("cac-certificate.pdf"));
  await main.getByLabel("Tax registration document").setInputFiles(pdfFile("tin-certificate.pdf"));
  await main.getByLabel("Bank statement").setInputFiles(pdfFile("bank-statement.pdf"));
  await main.getByLabel("Additional document 1 (optional)").setInputFiles(pdfFile("export-licence.pdf"));
  await main.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  await main.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted Successfully" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
  await expectAccessible(page);

  // The admin finds it in the queue, downloads a paper and approves it.
  await page.context().clearCookies();
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Trade Assurance" })
    .click();
  const filters = page.getByRole("search", { name: "Filter applications" });
  await filters.getByLabel("Status").selectOption({ label: "Pending review" });
  await filters.getByRole("button", { name: "Apply filter" }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expectAccessible(page);
  await page
    .getByRole("table", { name: "Trade Assurance applications" })
    .getByRole("link", { name: "Lagos Threads" })
    .click();
  await expect(page.getByRole("heading", { name: "Lagos Threads", level: 1 })).toBeVisible();
  const paper = page.getByRole("link", { name: "Download cac-certificate.pdf" });
  const download = await page.request.get((await paper.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  await expectAccessible(page);
  await page.getByText("Approve", { exact: true }).click();
  await page.getByRole("button", { name: "Confirm approval" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Approved: the store now carries" })).toBeVisible();
  const applicationUrl = page.url();

  // Buyers see the badge on the store page and on its product pages.
  await page.getByRole("link", { name: "Lagos Threads" }).click();
  await expect(page.getByRole("heading", { name: "Lagos Threads", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByText("Trade Assurance", { exact: true }).first()).toBeVisible();
  await page.getByRole("main").locator('a[href^="/products/"]').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(
    page.getByRole("region", { name: "Supplier" }).getByText("Trade Assurance", { exact: true }),
  ).toBeVisible();

  const productUrl = page.url();

  // The admin revokes the badge: a confirmation with a required reason first.
  await page.goto(applicationUrl);
  await expect(page.getByRole("heading", { name: "Revoke the badge" })).toBeVisible();
  await page.getByText("Revoke badge", { exact: true }).click();
  await expect(page.getByText(/Revoke this store's Trade Assurance badge\?/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("button", { name: "Confirm revocation" }).click();
  await expect(page.getByText("Give the reason for revoking the badge")).toBeVisible();
  await page
    .getByLabel("Reason (the applicant reads it)")
    .fill("Repeated late shipments reported by buyers.");
  await page.getByRole("button", { name: "Confirm revocation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Revoked: the badge is off" })).toBeVisible();
  await expect(page.getByText("Repeated late shipments reported by buyers.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Revoke the badge" })).toHaveCount(0);
  await expectAccessible(page);

  // The badge is gone from the product page.
  await page.goto(productUrl);
  await expect(page.getByRole("region", { name: "Supplier" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Supplier" }).getByText("Trade Assurance", { exact: true }),
  ).toHaveCount(0);

  // The vendor reads why and may apply again.
  await page.context().clearCookies();
  await signIn(page, demo.vendor);
  await expect(page).toHaveURL(/\/vendor\/dashboard/);
  await page.goto("/trade-assurance/apply");
  await expect(page.getByText("Your store's Trade Assurance badge was revoked")).toBeVisible();
  await expect(page.getByText(/Repeated late shipments reported by buyers\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeVisible();
});
