import sharp from "sharp";
import { demo, expect, expectAccessible, gotoInteractive, signIn, test } from "./fixtures";

const storePath = "/vendor/ven_lagos-threads/store";

/** A wide picture the banner form accepts. */
async function bannerPicture() {
  const buffer = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#b4532a" } })
    .png()
    .toBuffer();
  return { name: "harmattan.png", mimeType: "image/png", buffer };
}

const todayPlus = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("the vendor edits its store profile and buyers see it on the store page; bad input is kept", async ({
  page,
}) => {
  // Several full page loads, uploads and accessibility checks: slow on a busy machine.
  test.slow();
  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(page, "/vendor/store");
  await expect(page.getByRole("heading", { level: 1, name: "Store profile" })).toBeVisible();
  await expectAccessible(page);

  const description = page.getByRole("textbox", { name: "Description" });
  const original = await description.inputValue();
  const marker = `Woven to order ${Date.now()}.`;
  const policy = `Orders leave our Lagos workshop within 3 working days (${Date.now()}).`;

  // A response time beyond a week is refused with its own message; what was typed stays.
  await description.fill(`${original}\n\n${marker}`);
  await page.getByRole("textbox", { name: "Shipping policy" }).fill(policy);
  await page.getByRole("spinbutton", { name: "Response-time target (hours)" }).fill("500");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(
    page.getByText("Enter a whole number of hours from 1 to 168 (one week), or leave it empty."),
  ).toBeVisible();
  await expect(page.getByRole("spinbutton", { name: "Response-time target (hours)" })).toHaveValue("500");
  await expect(page.getByRole("textbox", { name: "Shipping policy" })).toHaveValue(policy);
  await expect(description).toHaveValue(new RegExp(marker));

  await page.getByRole("spinbutton", { name: "Response-time target (hours)" }).fill("12");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your store profile has been saved." }),
  ).toBeVisible();

  await page.goto(`${storePath}?tab=about`);
  const about = page.getByRole("region", { name: "Lagos Threads store" });
  await expect(about.getByText(marker)).toBeVisible();
  await expect(about.getByRole("heading", { name: "Shipping policy" })).toBeVisible();
  await expect(about.getByText(policy)).toBeVisible();
  await expect(about.getByText("12 hours")).toBeVisible();

  // Put the demo description back for the other tests.
  await gotoInteractive(page, "/vendor/store");
  await page.getByRole("textbox", { name: "Description" }).fill(original);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your store profile has been saved." }),
  ).toBeVisible();
});

test("the vendor adds a banner running today and buyers see it on the store page until it is deleted", async ({
  page,
}) => {
  // Several full page loads, uploads and accessibility checks: slow on a busy machine.
  test.slow();
  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(page, "/vendor/storefront-banners");
  await expect(page.getByRole("heading", { level: 1, name: "Storefront banners" })).toBeVisible();
  await expectAccessible(page);

  const title = `Harmattan sale ${Date.now()}`;
  const form = page.getByRole("region", { name: "Add a banner" });
  await form.getByLabel("Image").setInputFiles(await bannerPicture());
  await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await form.getByRole("textbox", { name: "Subtitle (optional)" }).fill("Aso-oke at 20% off this week");
  await form.getByLabel("First day").fill(todayPlus(-1));
  await form.getByLabel("Last day").fill(todayPlus(1));
  await form.getByRole("textbox", { name: "Link (optional)" }).fill("https://example.com/elsewhere");
  await form.getByRole("button", { name: "Add banner" }).click();
  await expect(form.getByText(/^Link to your store or to one of your own listed products/)).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);

  await form.getByLabel("Image").setInputFiles(await bannerPicture());
  await form.getByRole("textbox", { name: "Link (optional)" }).fill(storePath);
  await form.getByRole("button", { name: "Add banner" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The banner has been added." })).toBeVisible();
  const listed = page
    .getByRole("list", { name: "Storefront banners" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(listed.getByText("Showing now")).toBeVisible();

  await page.goto(storePath);
  const banners = page.getByRole("region", { name: "Store announcements" });
  await expect(banners.getByRole("link", { name: title })).toHaveAttribute("href", storePath);
  await expect(banners.getByText("Aso-oke at 20% off this week")).toBeVisible();
  await expectAccessible(page);

  await gotoInteractive(page, "/vendor/storefront-banners");
  // Deleting asks first, in the page's own dialog: Cancel keeps the banner.
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${title}` });
  await expect(confirm).toContainText(`Delete the banner "${title}"? This cannot be undone.`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(listed).toBeVisible();
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The banner has been deleted." })).toBeVisible();
  await page.goto(storePath);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
});
