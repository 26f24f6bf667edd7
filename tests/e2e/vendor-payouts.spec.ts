import { demo, expect, expectAccessible, signIn, test } from "./fixtures";
import { adminApprovesAndSandboxPays, requestPayout, shownNaira } from "./steps/payouts";

test("the demo vendor requests a payout, the admin approves it, the sandbox pays it and the vendor sees it paid", async ({
  page,
  browser,
}) => {
  test.slow();
  // A different amount each run, so this run's payout is told apart from earlier ones.
  const naira = 5_000 + (Date.now() % 900);
  const shown = shownNaira(naira);

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
  await expect(form.getByText("The smallest payout is ₦5,000")).toBeVisible();

  await requestPayout(page, naira);
  await adminApprovesAndSandboxPays(browser, { naira, storeName: "Lagos Threads", onPage: expectAccessible });

  await page.reload();
  await expect(
    main.getByRole("table", { name: "Payout history" }).getByRole("row").filter({ hasText: shown }),
  ).toContainText("Paid");
});
