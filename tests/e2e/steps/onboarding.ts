import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "../fixtures";

export const pdfFile = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
});

/** Fills the sign-up half of /vendors/auth and waits for the "check your e-mail" message. */
export async function signUpToSell(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  const signUp = page.getByRole("region", { name: "Create an account" });
  await signUp.getByLabel("Full name").fill(name);
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await signUp.getByLabel("Confirm password").fill(password);
  await signUp.getByRole("button", { name: "Create account" }).click();
  await expect(signUp.getByRole("status")).toContainText(`We sent a confirmation link to ${email}`);
}

/** Fills the business-details step (without sending it), with a description long enough to pass. */
export async function fillBusinessDetails(page: Page, { businessName }: { businessName: string }) {
  const main = page.getByRole("main");
  await main.getByLabel("Business name").fill(businessName);
  await main.getByLabel("Registration number").fill("RC 1876543");
  await main.getByLabel("Type of business").selectOption("artisan_cooperative");
  await main.getByLabel("Country of registration").selectOption("NG");
  await main.getByLabel("City").fill("Kano");
  await main
    .getByRole("group", { name: /Categories you sell in/ })
    .getByRole("checkbox")
    .first()
    .check();
  await main
    .getByLabel("About your business")
    .fill("Hand-dyed indigo adire and tie-dye cloth from the Kofar Mata dye pits in Kano, sold by the yard.");
  await main.getByLabel("Business e-mail").fill("sales@kanoindigo.ng");
  await main.getByLabel("Business phone").fill("0803 123 4567");
}

/** On the pictures step: uploads a logo and waits until it shows. */
export async function uploadLogo(page: Page) {
  const main = page.getByRole("main");
  const logo = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#1e3a8a" } })
    .png()
    .toBuffer();
  const logoForm = main.getByRole("form", { name: "Logo" });
  await logoForm.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await logoForm.getByRole("button", { name: "Upload logo" }).click();
  await expect(main.getByRole("img", { name: "Your current logo" })).toBeVisible();
}

/** On the payout step: saves an MTN MoMo wallet (shown later as "MTN MoMo, +2348031234567"). */
export async function saveMobileMoneyPayout(page: Page, accountName: string) {
  const main = page.getByRole("main");
  await main.getByRole("radio", { name: "Mobile money" }).check();
  await main.getByLabel("Name on the account").fill(accountName);
  await main.getByLabel("Provider").selectOption({ label: "MTN MoMo" });
  await main.getByLabel("Wallet phone number").fill("0803 123 4567");
  await main.getByRole("button", { name: "Save and continue" }).click();
}

/** On the documents step: uploads the identity and business-registration documents. */
export async function uploadApplicationDocuments(page: Page) {
  const main = page.getByRole("main");
  const upload = main.getByRole("form", { name: "Upload document" });
  for (const [kind, file] of [
    ["identity", "passport.pdf"],
    ["business_registration", "cac-certificate.pdf"],
  ] as const) {
    await upload.getByLabel("What is this document?").selectOption(kind);
    await upload.getByLabel("File").setInputFiles(pdfFile(file));
    await upload.getByRole("button", { name: "Upload document" }).click();
    await expect(main.getByRole("link", { name: `Download ${file}` })).toBeVisible();
  }
}
