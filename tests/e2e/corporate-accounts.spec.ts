import { confirmEmailFromOutbox } from "./steps/accounts";
import { pdfFile } from "./steps/onboarding";
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

/** A demo shopper no other browser test signs in as (a vendor applicant whose application stays pending). */
const applicant = "naserian@maasaibeadcraft.co.ke";
const company = "Maasai Beadcraft Trading Ltd";
const businessPrice = "Your business price (5% off with your corporate account)";

test("a buyer applies for a corporate account, an admin approves it as premium, and the buyer sees 5% off on a product page", async ({
  browser,
}) => {
  test.slow(); // two people, six pages, a file upload and three accessibility scans
  const buyer = await newParty(browser);
  await signIn(buyer, applicant);
  await expect(buyer).not.toHaveURL(/\/auth\/login/);

  // Without an approved account the product page shows no business price.
  await buyer.goto("/products");
  const productLink = buyer.getByRole("main").getByRole("article").getByRole("link").first();
  const productPath = (await productLink.getAttribute("href"))!;
  await gotoInteractive(buyer, productPath);
  await expect(buyer.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(buyer.getByText(businessPrice)).toHaveCount(0);
  // The B2B tab invites the buyer to apply; its Apply Now leads to the corporate account page.
  await buyer.getByRole("tablist", { name: "Pricing" }).getByRole("tab", { name: "Business (B2B)" }).click();
  await expect(buyer.getByRole("heading", { name: "Unlock B2B Benefits" })).toBeVisible();
  await buyer.getByRole("link", { name: "Apply Now" }).click();
  await expect(buyer).toHaveURL(/\/account\/corporate$/);
  await expect(buyer.getByRole("heading", { name: "Apply for a corporate account" })).toBeVisible();
  await expectAccessible(buyer);
  const form = buyer.getByRole("main");
  // A missing field is named beside it and what was typed stays.
  await form.getByLabel("Company name").fill(company);
  await form.getByRole("button", { name: "Submit application" }).click();
  await expect(buyer.getByText("Company address is required")).toBeVisible();
  await expect(form.getByLabel("Company name")).toHaveValue(company);

  await form.getByLabel("Company address").fill("Kenyatta Avenue 14, Nairobi");
  await form.getByLabel("Registration number").fill("PVT-7AB3CD9");
  await form.getByLabel("Tax ID").fill("P051234567X");
  await form.getByLabel("Industry").fill("Handcrafted accessories");
  await form.getByLabel("Company size").selectOption({ label: "11-50 employees" });
  await form.getByLabel("Verification documents").setInputFiles({
    name: "certificate.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await form.getByRole("button", { name: "Submit application" }).click();
  await expect(buyer.getByRole("status").filter({ hasText: "Corporate Account Created" })).toBeVisible();
  await expect(buyer.getByRole("heading", { name: /Status/ })).toContainText("Pending");

  // The first contact is the primary one and cannot be deleted.
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Naserian Ole Sankale");
  await form.getByLabel("E-mail").fill("orders@maasaibeadcraft.co.ke");
  await form.getByRole("button", { name: "Add contact" }).click();
  await expect(buyer.getByRole("status").filter({ hasText: "Contact Added" })).toBeVisible();
  await expect(buyer.getByText("· Primary")).toBeVisible();
  await expect(buyer.getByRole("button", { name: /Delete contact/ })).toHaveCount(0);
  await expectAccessible(buyer);

  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard/);
  await admin
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Corporate accounts" })
    .click();
  await admin.getByRole("search", { name: "Filter corporate accounts" }).getByLabel("Status").selectOption({
    label: "Pending",
  });
  await admin.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(admin).toHaveURL(/status=pending/);
  await admin.getByRole("link", { name: company }).click();
  await expect(admin.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole("link", { name: "Change status and terms" }).click();
  await admin.getByLabel("Status").selectOption({ label: "Approved" });
  await admin.getByLabel("Discount tier").selectOption({ label: "Premium" });
  await admin.getByLabel("Payment terms").selectOption({ label: "Net 30" });
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(
    admin.getByRole("status").filter({ hasText: "The corporate account has been approved" }),
  ).toBeVisible();

  await buyer.goto("/account/corporate");
  await expect(buyer.getByRole("heading", { name: /Status/ })).toContainText("Approved");
  await expect(buyer.getByText("Premium: 5% off every price")).toBeVisible();
  await gotoInteractive(buyer, productPath);
  // The price block above the tabs (the B2B tab's order summary repeats it when opened).
  await expect(buyer.getByText(businessPrice).first()).toBeVisible();
  const pagePrice = await buyer
    .getByRole("main")
    .locator("span", { hasText: businessPrice })
    .first()
    .textContent();
  await buyer.getByRole("tablist", { name: "Pricing" }).getByRole("tab", { name: "Business (B2B)" }).click();
  await expect(buyer.getByText("Your corporate account takes a further 5% off")).toBeVisible();
  await expect(buyer.getByRole("heading", { name: "Unlock B2B Benefits" })).toHaveCount(0);

  // The quick view from the listing shows the same business price for the same quantity.
  await gotoInteractive(buyer, "/products");
  const card = buyer.getByRole("main").getByRole("article").first();
  const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await card.getByRole("button", { name: `Quick view: ${name}` }).click();
  const quickView = buyer.getByRole("dialog", { name });
  await expect(quickView.getByText(businessPrice)).toBeVisible();
  await expect(quickView.locator("span", { hasText: businessPrice }).first()).toHaveText(pagePrice!);
});

test("a buyer whose corporate account was rejected reads why and applies again with the details filled in; the admin finds it pending again", async ({
  browser,
}, testInfo) => {
  test.slow(); // two people, a registration, two uploads and accessibility scans
  const suffix = `${testInfo.workerIndex}${Date.now()}`;
  const rejectedCompany = `Kumasi Kente Works ${suffix}`;
  const email = `kente.${suffix}@example.com`;
  const buyer = await newParty(browser);
  await registerAccount(buyer, { name: "Kwabena Asante", email, password: "kente-loom-42" });
  await confirmEmailFromOutbox(buyer, email);

  await gotoInteractive(buyer, "/dashboard/corporate");
  const form = buyer.getByRole("main");
  await form.getByLabel("Company name").fill(rejectedCompany);
  await form.getByLabel("Company address").fill("Adum Road 7, Kumasi");
  await form.getByLabel("Registration number").fill("CS-OLD-1");
  await form.getByLabel("Tax ID").fill("C0001234567");
  await form.getByLabel("Industry").fill("Textiles");
  await form.getByLabel("Company size").selectOption({ label: "1-10 employees" });
  await form.getByLabel("Verification documents").setInputFiles(pdfFile("old-certificate.pdf"));
  await form.getByRole("button", { name: "Submit application" }).click();
  await expect(buyer.getByRole("heading", { name: /Status/ })).toContainText("Pending");
  // While pending there is nothing to send again.
  await expect(buyer.getByRole("heading", { name: "Apply again" })).toHaveCount(0);

  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard/);
  await gotoInteractive(admin, "/admin/corporate-accounts?status=pending");
  await admin.getByRole("link", { name: rejectedCompany }).click();
  await admin.getByRole("link", { name: "Change status and terms" }).click();
  await admin.getByLabel("Status").selectOption({ label: "Rejected" });
  await admin
    .getByLabel("Reason for rejecting")
    .fill("The registration number does not match the certificate.");
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(
    admin.getByRole("status").filter({ hasText: "The corporate account has been rejected" }),
  ).toBeVisible();

  await gotoInteractive(buyer, "/dashboard/corporate");
  await expect(buyer.getByRole("heading", { name: /Status/ })).toContainText("Rejected");
  const status = buyer.getByRole("region", { name: /Status/ });
  await expect(status.getByText("Decided on")).toBeVisible();
  await expect(status.getByText("The registration number does not match the certificate.")).toBeVisible();
  await expect(buyer.getByRole("heading", { name: "Apply again" })).toBeVisible();
  await expect(form.getByLabel("Company name")).toHaveValue(rejectedCompany);
  await expect(form.getByLabel("Registration number")).toHaveValue("CS-OLD-1");
  await expectAccessible(buyer);
  // On a phone the reason and the form fit without sideways scrolling.
  await buyer.setViewportSize({ width: 390, height: 844 });
  await expect(buyer.getByRole("heading", { name: "Apply again" })).toBeVisible();
  expect(
    await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  // New documents are required again; the details stay as typed.
  await form.getByLabel("Registration number").fill("CS-2024-778");
  await form.getByRole("button", { name: "Send application again" }).click();
  await expect(buyer.getByText("Add at least one verification document")).toBeVisible();
  await expect(form.getByLabel("Registration number")).toHaveValue("CS-2024-778");
  await form.getByLabel("Verification documents").setInputFiles(pdfFile("new-certificate.pdf"));
  await form.getByRole("button", { name: "Send application again" }).click();
  await expect(buyer.getByRole("status").filter({ hasText: "Application Sent Again" })).toBeVisible();
  await expect(buyer.getByRole("heading", { name: /Status/ })).toContainText("Pending");
  await expect(buyer.getByRole("link", { name: "new-certificate.pdf" })).toBeVisible();
  await expect(buyer.getByRole("link", { name: "old-certificate.pdf" })).toHaveCount(0);

  await gotoInteractive(admin, "/admin/corporate-accounts?status=pending");
  await expect(admin.getByRole("link", { name: rejectedCompany })).toBeVisible();
});
