import { expect, expectAccessible, gotoInteractive, test } from "./fixtures";
import { confirmEmailFromOutbox } from "./steps/accounts";
import {
  fillBusinessDetails,
  saveMobileMoneyPayout,
  signUpToSell,
  uploadApplicationDocuments,
  uploadLogo,
} from "./steps/onboarding";

test("a newcomer signs up to sell, fills in every step of the application and sees it pending", async ({
  page,
}, testInfo) => {
  test.slow();
  const email = `amina.${testInfo.workerIndex}.${Date.now()}@example.com`;

  await page.goto("/sell");
  await expect(page).toHaveURL(/\/vendors\/become-vendor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Take your African brand to buyers across the continent",
  );
  await expect(page.getByText(/We keep a commission of 10% of each order/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Create your seller account" }).first().click();

  await expect(page).toHaveURL(/\/vendors\/auth$/);
  await expectAccessible(page);
  await signUpToSell(page, { name: "Amina Yusuf", email, password: "indigo-dye-2026" });

  // The confirmation link signs the account in and lands on the application; the seller page, visited
  // again, goes straight there too.
  await confirmEmailFromOutbox(page, email);
  await expect(page).toHaveURL(/\/vendors\/onboarding$/);
  await page.goto("/vendors/auth");
  await expect(page).toHaveURL(/\/vendors\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Business details" })).toBeVisible();
  await expectAccessible(page);

  // A description that is too short is refused with its own message; what was typed stays.
  const main = page.getByRole("main");
  await fillBusinessDetails(page, { businessName: "Kano Indigo Works" });
  await main.getByLabel("About your business").fill("Indigo cloth.");
  await main.getByRole("button", { name: "Save and continue" }).click();
  await expect(main.getByText("Describe your business in at least 50 characters")).toBeVisible();
  await expect(main.getByLabel("Business name")).toHaveValue("Kano Indigo Works");
  await expect(main.getByLabel("Business phone")).toHaveValue("0803 123 4567");

  await fillBusinessDetails(page, { businessName: "Kano Indigo Works" });
  await main.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=images$/);

  await uploadLogo(page);
  await main.getByRole("link", { name: "Continue" }).click();

  await expect(page).toHaveURL(/step=payout$/);
  await saveMobileMoneyPayout(page, "Kano Indigo Works");

  await expect(page).toHaveURL(/step=documents$/);
  await uploadApplicationDocuments(page);
  await expectAccessible(page);
  await main.getByRole("link", { name: "Continue" }).click();

  await expect(page).toHaveURL(/step=review$/);
  await expect(main.getByText("MTN MoMo, +2348031234567")).toBeVisible();
  await main.getByRole("button", { name: "Submit application" }).click();
  await expect(main.getByRole("heading", { name: "Application received" })).toBeVisible();
  await expectAccessible(page);
});

test("the application page needs a signed-in person", async ({ page }) => {
  await gotoInteractive(page, "/vendors/onboarding");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fvendors%2Fonboarding$/);
});
