import { confirmEmailFromOutbox } from "./steps/accounts";
import { lagosAddress, payByCardInSandbox, shipToAndAcceptTerms } from "./steps/checkout";
import {
  demo,
  expect,
  expectAccessible,
  gotoInteractive,
  newParty,
  registerAccount,
  signIn,
  test,
} from "./fixtures";
import type { Page } from "@playwright/test";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const companyAddress = "22 Ozumba Mbadiwe Avenue, Victoria Island, Lagos";
const businessPrice = "Your business price (5% off with your corporate account)";

/** As a store's owner: opens the RFQ asking for `wanted` and quotes one of the store's products at `price`. */
async function quote(page: Page, { wanted, price }: { wanted: string; price: string }) {
  await gotoInteractive(page, "/vendor/rfqs");
  const main = page.getByRole("main");
  await main.getByRole("row").filter({ hasText: wanted }).getByRole("link", { name: wanted }).click();
  await expect(main.getByRole("heading", { level: 1, name: wanted })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const form = main.getByRole("form", { name: "Your quote" });
  await form.getByLabel("Your product").selectOption({ index: 1 });
  await form.getByRole("textbox", { name: /^Price per unit/ }).fill(price);
  await form.getByRole("textbox", { name: "Shipping method" }).fill("Air freight");
  await form.getByRole("textbox", { name: "Payment terms" }).fill("Paid at order");
  await form.getByRole("button", { name: "Send quote" }).click();
  await expect(main.getByText(/Revision 1, valid until/)).toBeVisible();
}

test("a business buyer is approved as premium, sources by RFQ from several vendors, accepts the best quote and pays exactly that; the vendor sees the order", async ({
  browser,
}, testInfo) => {
  test.slow(); // four people, a dozen pages, an upload, checkout and the sandbox payment
  const buyer = await newParty(browser);
  const email = `procurement.${testInfo.workerIndex}.${Date.now()}@example.com`;
  const company = `Adebayo Hospitality ${Date.now()}`;
  await registerAccount(buyer, { name: "Bisi Adebayo", email, password: "b2b-journey-26" });
  await confirmEmailFromOutbox(buyer, email);

  // The buyer applies for a corporate account.
  await gotoInteractive(buyer, "/account/corporate");
  const application = buyer.getByRole("main");
  await application.getByLabel("Company name").fill(company);
  await application.getByLabel("Company address").fill(companyAddress);
  await application.getByLabel("Registration number").fill("RC 8812040");
  await application.getByLabel("Tax ID").fill("TIN 40021177-0001");
  await application.getByLabel("Industry").fill("Hospitality");
  await application.getByLabel("Company size").selectOption({ label: "51-200 employees" });
  await application
    .getByLabel("Verification documents")
    .setInputFiles({ name: "cac-certificate.pdf", mimeType: "application/pdf", buffer: pdfBytes });
  await application.getByRole("button", { name: "Submit application" }).click();
  await expect(buyer.getByRole("status").filter({ hasText: "Corporate Account Created" })).toBeVisible();

  // An admin approves it as premium.
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard/);
  await gotoInteractive(admin, "/admin/corporate-accounts?status=pending");
  await admin.getByRole("link", { name: company }).click();
  await admin.getByRole("link", { name: "Change status and terms" }).click();
  await admin.getByLabel("Status").selectOption({ label: "Approved" });
  await admin.getByLabel("Discount tier").selectOption({ label: "Premium" });
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("The corporate account has been approved")).toBeVisible();

  // The buyer now sees 5% more off on a product page.
  await buyer.goto("/products");
  const productLink = buyer.getByRole("main").getByRole("article").getByRole("link").first();
  await gotoInteractive(buyer, (await productLink.getAttribute("href"))!);
  await expect(buyer.getByText(businessPrice).first()).toBeVisible();
  // Its Quote tab holds the RFQ form, the address taken from the corporate account.
  const main = buyer.getByRole("main");
  await main.getByRole("tablist", { name: "Pricing" }).getByRole("tab", { name: "Business (B2B)" }).click();
  await main.getByRole("tablist", { name: "Business options" }).getByRole("tab", { name: "Quote" }).click();
  const quoteTab = main.getByRole("tabpanel", { name: "Quote" });
  await expect(quoteTab.getByLabel("Shipping address")).toHaveValue(companyAddress);
  await expect(quoteTab.getByRole("button", { name: "Submit RFQ" })).toBeVisible();

  // An RFQ about a category, with a drawing, goes to every store selling in it.
  const wanted = `Kente-trim staff uniforms ${Date.now()}`;
  await gotoInteractive(buyer, "/rfq");
  const form = buyer.getByRole("main");
  await form.getByLabel("Category").selectOption({ label: "Fashion" });
  await form.getByLabel("What are you looking for?").fill(wanted);
  await form.getByLabel("Quantity (units)").fill("20");
  await form
    .getByLabel("Attachments")
    .setInputFiles({ name: "uniform-sketch.pdf", mimeType: "application/pdf", buffer: pdfBytes });
  await form.getByRole("button", { name: "Submit RFQ" }).click();
  await expect(buyer.getByRole("heading", { name: "RFQ Submitted Successfully" })).toBeVisible();
  const sentTo = Number(
    /Sent to (\d+) suppliers/.exec((await buyer.getByText(/Sent to \d+ suppliers/).textContent()) ?? "")?.[1],
  );
  expect(sentTo).toBeGreaterThanOrEqual(3);
  const rfqPath = (await buyer.getByRole("link", { name: "View your RFQ" }).getAttribute("href"))!;

  // Two of the stores quote.
  const lagosThreads = await newParty(browser);
  await signIn(lagosThreads, demo.vendor);
  await expect(lagosThreads).toHaveURL(/\/vendor\/dashboard/);
  await quote(lagosThreads, { wanted, price: "9500" });
  const kente = await newParty(browser);
  await signIn(kente, demo.kenteVendor);
  await expect(kente).toHaveURL(/\/vendor\/dashboard/);
  await quote(kente, { wanted, price: "8800" });

  // The buyer compares the two quotes side by side and accepts the cheaper one.
  await gotoInteractive(buyer, rfqPath);
  const comparison = buyer.getByRole("table", { name: "Quotes side by side" });
  await expect(comparison.getByRole("columnheader")).toHaveCount(3);
  await expect(comparison.getByRole("cell", { name: "₦8,800" })).toBeVisible();
  await expect(comparison.getByRole("cell", { name: "₦9,500" })).toBeVisible();
  await expectAccessible(buyer);
  await buyer.getByRole("button", { name: "Accept Bonwire Kente Weavers Cooperative's quote" }).click();
  const dialog = buyer.getByRole("dialog", { name: "Accept Bonwire Kente Weavers Cooperative's quote" });
  await dialog.getByRole("button", { name: "Confirm" }).click();

  // Checkout charges exactly the quote: 20 × ₦8,800, with no corporate or tier discount on top.
  await expect(buyer).toHaveURL(/\/checkout/);
  await shipToAndAcceptTerms(buyer, lagosAddress);
  await buyer.getByRole("radio", { name: /^Card/ }).check();
  await buyer.getByRole("button", { name: "Continue" }).click();
  await expect(buyer.getByText("Quoted price", { exact: true })).toBeVisible();
  await expect(buyer.getByText("₦176,000").first()).toBeVisible();
  await buyer.getByRole("link", { name: "Back", exact: true }).click();
  const orderNumber = await payByCardInSandbox(buyer, { street: lagosAddress.street });

  // The store sees the paid order.
  await gotoInteractive(kente, "/vendor/orders");
  await expect(kente.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
});
