import sharp from "sharp";
import { expect, expectAccessible, gotoInteractive, test } from "./fixtures";

const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
});

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
  const signUp = page.getByRole("region", { name: "Create an account" });
  await signUp.getByLabel("Full name").fill("Amina Yusuf");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByRole("textbox", { name: "Password", exact: true }).fill("indigo-dye-2026");
  await signUp.getByLabel("Confirm password").fill("indigo-dye-2026");
  await signUp.getByRole("button", { name: "Create account" }).click();
  await expect(signUp.getByRole("status")).toContainText(`We sent a confirmation link to ${email}`);

  // The confirmation link signs the account in; the seller page then goes straight to the application.
  await page.goto("/dev/outbox");
  await page
    .getByRole("article", { name: `Confirm your email for Shop African Brands to ${email}` })
    .first()
    .getByRole("link", { name: /Open link/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/vendors/auth");
  await expect(page).toHaveURL(/\/vendors\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Business details" })).toBeVisible();
  await expectAccessible(page);

  // A description that is too short is refused with its own message; what was typed stays.
  const main = page.getByRole("main");
  await main.getByLabel("Business name").fill("Kano Indigo Works");
  await main.getByLabel("Registration number").fill("RC 1876543");
  await main.getByLabel("Type of business").selectOption("artisan_cooperative");
  await main.getByLabel("Country of registration").selectOption("NG");
  await main.getByLabel("City").fill("Kano");
  await main
    .getByRole("group", { name: /Categories you sell in/ })
    .getByRole("checkbox")
    .first()
    .check();
  await main.getByLabel("About your business").fill("Indigo cloth.");
  await main.getByLabel("Business e-mail").fill("sales@kanoindigo.ng");
  await main.getByLabel("Business phone").fill("0803 123 4567");
  await main.getByRole("button", { name: "Save and continue" }).click();
  await expect(main.getByText("Describe your business in at least 50 characters")).toBeVisible();
  await expect(main.getByLabel("Business name")).toHaveValue("Kano Indigo Works");
  await expect(main.getByLabel("Business phone")).toHaveValue("0803 123 4567");

  await main
    .getByLabel("About your business")
    .fill("Hand-dyed indigo adire and tie-dye cloth from the Kofar Mata dye pits in Kano, sold by the yard.");
  await main.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=images$/);

  const logo = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#1e3a8a" } })
    .png()
    .toBuffer();
  const logoForm = main.getByRole("form", { name: "Logo" });
  await logoForm.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await logoForm.getByRole("button", { name: "Upload logo" }).click();
  await expect(main.getByRole("img", { name: "Your current logo" })).toBeVisible();
  await main.getByRole("link", { name: "Continue" }).click();

  await expect(page).toHaveURL(/step=payout$/);
  await main.getByRole("radio", { name: "Mobile money" }).check();
  await main.getByLabel("Name on the account").fill("Kano Indigo Works");
  await main.getByLabel("Provider").selectOption({ label: "MTN MoMo" });
  await main.getByLabel("Wallet phone number").fill("0803 123 4567");
  await main.getByRole("button", { name: "Save and continue" }).click();

  await expect(page).toHaveURL(/step=documents$/);
  const upload = main.getByRole("form", { name: "Upload document" });
  await upload.getByLabel("What is this document?").selectOption("identity");
  await upload.getByLabel("File").setInputFiles(pdf("passport.pdf"));
  await upload.getByRole("button", { name: "Upload document" }).click();
  await expect(main.getByRole("link", { name: "Download passport.pdf" })).toBeVisible();
  await upload.getByLabel("What is this document?").selectOption("business_registration");
  await upload.getByLabel("File").setInputFiles(pdf("cac-certificate.pdf"));
  await upload.getByRole("button", { name: "Upload document" }).click();
  await expect(main.getByRole("link", { name: "Download cac-certificate.pdf" })).toBeVisible();
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
