import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  newPartyContext,
  signIn,
  test,
} from "./fixtures";
import { confirmEmailFromOutbox, signOut } from "./steps/accounts";
import { approveApplication } from "./steps/admin-vendors";
import { lagosAddress, payByCardInSandbox, shipToAndAcceptTerms } from "./steps/checkout";
import {
  fillBusinessDetails,
  saveMobileMoneyPayout,
  signUpToSell,
  uploadApplicationDocuments,
  uploadLogo,
} from "./steps/onboarding";
import { adminApprovesAndSandboxPays, requestPayout, shownNaira } from "./steps/payouts";
import { addBulkTier } from "./steps/pricing";
import { createListedProduct, distinctWord } from "./steps/products";
import { shipAndDeliver } from "./steps/vendor-orders";

// One unit sells for ₦20,000; after the 10% commission the vendor earns ₦18,000, above the ₦5,000
// smallest payout, so a payout of ₦6,000 fits the balance the sale leaves.
const productNaira = 20_000;
const payoutNaira = 6_000;

test("a newcomer applies to sell, is approved, lists a product, sells it, ships it and is paid out", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const word = distinctWord();
  const businessName = `Kano Indigo ${word}`;
  const productName = `Adire ${word} Wrapper`;
  const email = `seller.${testInfo.workerIndex}.${Date.now()}@example.com`;
  const password = "indigo-dye-2026";
  const main = page.getByRole("main");

  // A new person signs up to sell, confirms the e-mail and completes every step of the application.
  await page.goto("/vendors/auth");
  await signUpToSell(page, { name: "Amina Yusuf", email, password });
  await confirmEmailFromOutbox(page, email);
  await expect(page).toHaveURL(/\/vendors\/onboarding$/);
  await fillBusinessDetails(page, { businessName });
  await main.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=images$/);
  await uploadLogo(page);
  await main.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=payout$/);
  await saveMobileMoneyPayout(page, businessName);
  await expect(page).toHaveURL(/step=documents$/);
  await uploadApplicationDocuments(page);
  await main.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=review$/);
  await main.getByRole("button", { name: "Submit application" }).click();
  await expect(main.getByRole("heading", { name: "Application received" })).toBeVisible();

  // The demo admin finds the application and approves it.
  const adminContext = await newPartyContext(browser);
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demo.admin);
  await expect(adminPage).not.toHaveURL(/\/auth\/login/);
  await adminPage.goto(`/admin/vendors?q=${encodeURIComponent(businessName)}`);
  await adminPage.getByRole("main").getByRole("link", { name: businessName }).click();
  await expect(adminPage.getByRole("heading", { name: businessName, level: 1 })).toBeVisible();
  await approveApplication(adminPage, businessName);
  await adminContext.close();

  // The new vendor lists a product with two pictures and a bulk tier.
  await gotoInteractive(page, "/vendor/products/new");
  await expect(page.getByRole("heading", { level: 1, name: "Add a product" })).toBeVisible();
  await createListedProduct(page, {
    name: productName,
    sku: `E2E-${word.toUpperCase()}`,
    naira: productNaira,
    stock: 10,
  });
  await main
    .getByRole("navigation", { name: "Product sections" })
    .getByRole("link", { name: "Pricing tiers" })
    .click();
  await expect(main.getByRole("heading", { level: 2, name: "Bulk pricing tiers" })).toBeVisible();
  await addBulkTier(page, { minQuantity: 5, discount: 10 });
  await expectToast(page, "Bulk Pricing Tier Added");
  await expect(main.getByRole("rowheader", { name: "5+ units" })).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // A buyer finds it in search and pays for one by card.
  await signIn(page, demo.buyer);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(page, `/search?q=${encodeURIComponent(word)}`);
  await main
    .getByRole("button", { name: `Add to Cart: ${productName}` })
    .first()
    .click();
  await expectToast(page, `× ${productName} added to your cart`);
  await gotoInteractive(page, "/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Shipping", level: 2, exact: true })).toBeVisible();
  await shipToAndAcceptTerms(page, lagosAddress);
  const orderNumber = await payByCardInSandbox(page, { street: lagosAddress.street });
  await signOut(page);

  // The vendor ships it and marks it delivered, which puts the earning on its balance.
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await shipAndDeliver(page, { orderNumber, carrier: "GIG Logistics", trackingNumber: "GIG-77310" });

  // It requests a payout to the wallet from its application; the admin approves, the sandbox pays.
  await page.goto("/vendor/payouts");
  await expect(main.getByRole("heading", { name: "Payouts", level: 1 })).toBeVisible();
  await expect(
    main.getByRole("region", { name: "Available balance" }).getByText(shownNaira(productNaira * 0.9)),
  ).toBeVisible();
  await requestPayout(page, payoutNaira);
  await adminApprovesAndSandboxPays(browser, { naira: payoutNaira, storeName: businessName });
  await page.reload();
  await expect(
    main
      .getByRole("table", { name: "Payout history" })
      .getByRole("row")
      .filter({ hasText: shownNaira(payoutNaira) }),
  ).toContainText("Paid");
  await expectAccessible(page);
});
