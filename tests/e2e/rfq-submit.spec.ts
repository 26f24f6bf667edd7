import { confirmEmailFromOutbox } from "./steps/accounts";
import { expect, expectAccessible, gotoInteractive, registerAccount, test } from "./fixtures";

const company = "Okafor Hotel Supplies Ltd";
const companyAddress = "7 Awolowo Road, Ikoyi, Lagos";
const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("a new buyer meets the corporate-account gate, applies, then sends an RFQ about a product with an attachment and one about a category without JavaScript", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // sign-up, an application with a file, two RFQs and two accessibility scans
  const email = `chidi.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await registerAccount(page, { name: "Chidi Okafor", email, password: "rfq-sourcing-26" });
  await confirmEmailFromOutbox(page, email);

  // Without a corporate account the form is replaced by the gate, whose Apply Now leads to the application.
  await gotoInteractive(page, "/rfq");
  await expect(page.getByRole("heading", { name: "Corporate Account Required" })).toBeVisible();
  await expect(page.getByLabel("Shipping address")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Apply Now" }).click();
  await expect(page).toHaveURL(/\/account\/corporate$/);
  const application = page.getByRole("main");
  await application.getByLabel("Company name").fill(company);
  await application.getByLabel("Company address").fill(companyAddress);
  await application.getByLabel("Registration number").fill("RC 5512093");
  await application.getByLabel("Tax ID").fill("TIN 30117744-0001");
  await application.getByLabel("Industry").fill("Hotel supplies");
  await application.getByLabel("Company size").selectOption({ label: "11-50 employees" });
  await application
    .getByLabel("Verification documents")
    .setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: pdfBytes });
  await application.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Corporate Account Created" })).toBeVisible();

  // A pending account may already ask for quotes: about the first listed product.
  await page.goto("/products");
  const productLink = page.getByRole("main").getByRole("article").getByRole("link").first();
  const productId = (await productLink.getAttribute("href"))!.split("/").pop()!;
  await gotoInteractive(page, `/rfq?product=${productId}`);
  const form = page.getByRole("main");
  await expect(form.getByRole("heading", { name: "Product" })).toBeVisible();
  await expect(form.getByLabel("Shipping address")).toHaveValue(companyAddress);
  await expect(form.getByLabel("Quantity (units)")).toHaveValue("100");

  // A wrong quantity is named beside the field and everything typed stays.
  await form.getByLabel("Quantity (units)").fill("0");
  await form.getByLabel("Customization details").fill("Embroider our hotel's crest on each piece");
  await form.getByRole("button", { name: "Submit RFQ" }).click();
  await expect(form.getByText("Quantity must be a positive number")).toBeVisible();
  await expect(form.getByLabel("Customization details")).toHaveValue(
    "Embroider our hotel's crest on each piece",
  );

  // A drawing goes with it; a text file is not a document and is left out with a notice.
  await form.getByLabel("Quantity (units)").fill("250");
  await form.getByLabel("Attachments").setInputFiles([
    { name: "crest-drawing.pdf", mimeType: "application/pdf", buffer: pdfBytes },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some notes") },
  ]);
  await form.getByRole("button", { name: "Submit RFQ" }).click();
  await expect(page.getByRole("heading", { name: "RFQ Submitted Successfully" })).toBeVisible();
  await expect(page.getByText("Suppliers will be notified")).toBeVisible();
  await expect(page.getByText("Sent to 1 supplier.")).toBeVisible();
  const uploadError = page.getByRole("alert").filter({ hasText: "Upload Error" });
  await expect(uploadError).toContainText("Failed to upload notes.txt");
  await expect(page.getByRole("link", { name: "View your RFQ" })).toHaveAttribute(
    "href",
    /^\/account\/rfqs\/rfq_/,
  );
  await expectAccessible(page);

  // Without JavaScript the form posts itself: about a category, to the suppliers selling in it.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  const phone = await plain.newPage();
  await phone.goto("/rfq");
  const categoryForm = phone.getByRole("main");
  await expect(categoryForm.getByLabel("Category")).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await categoryForm.getByRole("button", { name: "Submit RFQ" }).click();
  await expect(categoryForm.getByText("Say what you are looking for")).toBeVisible();
  await categoryForm.getByLabel("Category").selectOption({ label: "Home Decor" });
  await categoryForm.getByLabel("What are you looking for?").fill("Woven raffia placemats, 40 cm");
  await categoryForm.getByLabel("Shipping address").fill("Plot 3, Admiralty Way, Lekki, Lagos");
  await categoryForm.getByRole("button", { name: "Submit RFQ" }).click();
  await expect(phone.getByRole("heading", { name: "RFQ Submitted Successfully" })).toBeVisible();
  await expect(phone.getByText(/Sent to \d+ suppliers?\./)).toBeVisible();
  await plain.close();
});
