import { demo, expect, expectAccessible, signIn, test } from "./fixtures";

test("the demo vendor requests a payout, the admin approves it, the sandbox pays it and the vendor sees it paid", async ({
  page,
  browser,
}) => {
  test.slow();
  // A different amount each run, so this run's payout is told apart from earlier ones.
  const naira = 5_000 + (Date.now() % 900);
  const shown = `₦${naira.toLocaleString("en-US")}.00`;

  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto("/vendor/payouts");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Payouts", level: 1 })).toBeVisible();
  await expect(
    main.getByRole("region", { name: "Available balance" }).getByText("Access Bank, account ending 0031"),
  ).toBeVisible();
  await expectAccessible(page);

  const form = main.getByRole("region", { name: "Request a payout" });
  const amount = form.getByRole("textbox", { name: /^Amount/ });
  await amount.fill("12abc");
  await form.getByRole("button", { name: "Request payout" }).click();
  await expect(form.getByText("Amount must be positive")).toBeVisible();
  await expect(amount).toHaveValue("12abc");
  await amount.fill("100");
  await form.getByRole("button", { name: "Request payout" }).click();
  await expect(form.getByText("The smallest payout is ₦5,000.00")).toBeVisible();

  await amount.fill(String(naira));
  await form.getByRole("button", { name: "Request payout" }).click();
  await expect(form.getByRole("status").filter({ hasText: `Payout of ${shown} requested` })).toBeVisible();
  const history = main.getByRole("table", { name: "Payout history" });
  await expect(history.getByRole("row").filter({ hasText: shown })).toContainText("Requested");

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demo.admin);
  await expect(adminPage).not.toHaveURL(/\/auth\/login/);
  await adminPage.goto("/admin/transactions?show=payouts&status=requested");
  await expectAccessible(adminPage);
  const adminMain = adminPage.getByRole("main");
  await adminMain.getByRole("button", { name: `Approve and send ${shown} to Lagos Threads` }).click();
  await expect(adminMain.getByText("Payout approved and sent to the provider.")).toBeVisible();
  await adminMain.getByRole("link", { name: "Settle it on the sandbox page" }).click();
  await expect(adminPage.getByRole("heading", { name: "Sandbox transfer" })).toBeVisible();
  await expectAccessible(adminPage);
  await adminPage.getByRole("button", { name: "Mark transfer paid" }).click();
  await expect(adminPage).toHaveURL(/\/admin\/transactions\?show=payouts/);
  await adminContext.close();

  await page.reload();
  await expect(history.getByRole("row").filter({ hasText: shown })).toContainText("Paid");
});
