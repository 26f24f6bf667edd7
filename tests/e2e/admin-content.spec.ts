import sharp from "sharp";
import type { Page } from "@playwright/test";
import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  newParty,
  requireGlobalStateLane,
  signIn,
  test,
} from "./fixtures";

// The home page's banners and sections and the footer's links are what every page shows: this file
// runs in the global-state lane (playwright.config.ts), after every other spec and alone, and takes
// away what it added in a `finally` when a step fails before the test's own deletion.

async function signedInAdmin(browser: Parameters<typeof newParty>[0]): Promise<Page> {
  requireGlobalStateLane("Changing the home page and footer");
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(admin, "/admin/content");
  await expect(admin.getByRole("heading", { name: "Home page and footer", level: 1 })).toBeVisible();
  return admin;
}

/** Deletes the banner with this title from /admin/content, if it is there (a test stopped half way). */
async function deleteBannerIfListed(admin: Page, title: string) {
  await gotoInteractive(admin, "/admin/content");
  const listed = admin
    .getByRole("list", { name: "Home page banners" })
    .getByRole("listitem")
    .filter({ hasText: title });
  if ((await listed.count()) === 0) return;
  await listed.getByRole("button", { name: `Delete banner ${title}` }).click();
  await admin
    .getByRole("dialog", { name: `Delete banner ${title}` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expectToast(admin, `Banner “${title}” deleted.`);
}

/** On /admin/content: deletes the Legal footer link with this label after the question. */
async function deleteFooterLink(admin: Page, label: string) {
  await admin
    .getByRole("listitem", { name: `Legal: ${label}` })
    .getByRole("button", { name: `Delete link ${label}` })
    .click();
  await admin
    .getByRole("dialog", { name: `Delete link ${label}` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expectToast(admin, "Footer link deleted.");
}

test("an admin adds a home page banner that visitors see, switches it off, and deletes it after confirming", async ({
  page,
  browser,
}) => {
  test.slow(); // an upload, several pages and accessibility scans on a busy machine
  const title = `Indigo week ${Math.random().toString(36).slice(2, 8)}`;
  const admin = await signedInAdmin(browser);
  await expect(
    admin
      .getByRole("navigation", { name: "Admin", exact: true })
      .getByRole("link", { name: "Home & footer" }),
  ).toBeVisible();
  await expectAccessible(admin);

  // A link to a page that does not exist is refused under its field; what was typed is kept.
  const form = admin.getByRole("region", { name: "Add a banner" });
  const buffer = await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#1d3a6b" } })
    .png()
    .toBuffer();
  await form.getByLabel("Picture").setInputFiles({ name: "indigo.png", mimeType: "image/png", buffer });
  await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await form.getByLabel("Link (optional)").fill("/no-such-page");
  await form.getByLabel("Last day").fill("2099-12-31");
  await form.getByRole("button", { name: "Add banner" }).click();
  await expect(form.getByText(/^No page of this site has this path/)).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await expect(form.getByLabel("Link (optional)")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(admin);

  const listed = admin
    .getByRole("list", { name: "Home page banners" })
    .getByRole("listitem")
    .filter({ hasText: title });
  let deleted = false;
  try {
    await form.getByLabel("Picture").setInputFiles({ name: "indigo.png", mimeType: "image/png", buffer });
    await form.getByLabel("Link (optional)").fill("/products");
    await form.getByRole("button", { name: "Add banner" }).click();
    await expectToast(admin, "Banner added.");
    await expect(listed.getByText("Showing now")).toBeVisible();

    await page.goto("/");
    const banners = page.getByRole("region", { name: "Featured on the marketplace" });
    await expect(banners.getByRole("link", { name: title })).toHaveAttribute("href", "/products");
    await expectAccessible(page);

    // Switched off: the home page no longer shows it.
    await listed.getByRole("link", { name: `Edit banner ${title}` }).click();
    const edit = admin.getByRole("region", { name: `Edit banner: ${title}` });
    await edit.getByLabel("Active").uncheck();
    await edit.getByRole("button", { name: "Save banner" }).click();
    await expectToast(admin, "Banner saved.");
    await expect(listed.getByText("Switched off")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);

    // Deleting asks first; Cancel keeps it.
    await listed.getByRole("button", { name: `Delete banner ${title}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Delete banner ${title}` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(listed).toBeVisible();
    await listed.getByRole("button", { name: `Delete banner ${title}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(admin, `Banner “${title}” deleted.`);
    deleted = true;
    await expect(listed).toHaveCount(0);
  } finally {
    if (!deleted) await deleteBannerIfListed(admin, title);
  }
});

test("an admin turns a home page section off and on, and edits the footer's links; staff may not open the page", async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await signedInAdmin(browser);
  const sections = admin.getByRole("region", { name: "Home page sections" });
  const heritage = sections.getByLabel("Show Heritage Collection");
  try {
    await heritage.uncheck();
    await sections.getByRole("button", { name: "Save sections" }).click();
    await expectToast(admin, "Home page sections saved.");
    await expect(heritage).not.toBeChecked();
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Best Selling" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Heritage Collection" })).toHaveCount(0);
  } finally {
    await heritage.check();
    await sections.getByRole("button", { name: "Save sections" }).click();
    await expectToast(admin, "Home page sections saved.");
  }
  await page.reload();
  await expect(page.getByRole("region", { name: "Heritage Collection" })).toBeVisible();

  // A footer link to a 404 is refused under its field; one to a real page shows in every page's footer.
  const label = `Our journal ${Math.random().toString(36).slice(2, 6)}`;
  const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
  const add = admin.getByRole("form", { name: "Add a link to Legal" });
  await add.getByLabel("Label").fill(label);
  await add.getByLabel("Path").fill("/journal");
  await add.getByRole("button", { name: "Add link" }).click();
  await expect(add.getByText(/^No page of this site has this path/)).toBeVisible();
  await expect(add.getByLabel("Label")).toHaveValue(label);
  await expectAccessible(admin);
  const row = admin.getByRole("listitem", { name: `Legal: ${label}` });
  let deleted = false;
  try {
    await add.getByLabel("Path").fill("/blog");
    await add.getByRole("button", { name: "Add link" }).click();
    await expectToast(admin, "Footer link added.");
    await page.goto("/products");
    await expect(legal.getByRole("link", { name: label })).toHaveAttribute("href", "/blog");
    await expect(legal.getByRole("link", { name: "Terms" })).toBeVisible();

    await deleteFooterLink(admin, label);
    deleted = true;
  } finally {
    if (!deleted) {
      await gotoInteractive(admin, "/admin/content");
      if ((await row.count()) > 0) await deleteFooterLink(admin, label);
    }
  }
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(legal.getByRole("link", { name: label })).toHaveCount(0);

  const staff = await newParty(browser);
  await signIn(staff, demo.staff);
  await expect(staff).not.toHaveURL(/\/auth\/login/);
  await staff.goto("/admin/content");
  await expect(staff).toHaveURL(/\/access-denied/);
});
