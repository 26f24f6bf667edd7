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
import { publishFirstSectionText } from "./steps/pages";

// The site's own pages, edited in the builder and published: every visitor reads them, and so do the
// information-page and curated-page specs. This file runs in the global-state lane
// (playwright.config.ts), after every other spec and alone, and each test publishes the page as it
// found it again in a `finally`.

/** The last section of the builder of this type (a section just added goes to the end). */
function lastSection(admin: Page, type: string) {
  return admin.getByRole("region", { name: new RegExp(`^Section \\d+ of \\d+: ${type}$`) }).last();
}

/** In the builder: removes the last rich-text section (asked first) and publishes the page. */
async function removeLastRichTextAndPublish(admin: Page) {
  await lastSection(admin, "Rich text")
    .getByRole("button", { name: /^Remove section \d+$/ })
    .click();
  await admin
    .getByRole("dialog", { name: /^Remove section \d+$/ })
    .getByRole("button", { name: "Remove" })
    .click();
  await expectToast(admin, "Section removed from the draft.");
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(admin, /Published as revision \d+/);
}

test("an admin adds a section to the careers page in the builder, previews it, publishes it, and visitors see it", async ({
  page,
  browser,
}) => {
  test.slow(); // a builder, a preview, a publication and accessibility scans on a busy machine
  const word = `Apprenticeships${Math.random().toString(36).slice(2, 8)}`;
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).not.toHaveURL(/\/auth\/login/);

  await gotoInteractive(admin, "/admin/pages");
  await expect(admin.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
  await expect(
    admin.getByRole("navigation", { name: "Admin", exact: true }).getByRole("link", { name: "Pages" }),
  ).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole("link", { name: "Edit Careers" }).click();
  await expect(admin.getByRole("heading", { name: /^Edit page: / })).toBeVisible();
  await admin.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const builder = new URL(admin.url()).pathname;

  // A new rich-text section at the end; a script link is refused under the field, the text kept.
  const sections = admin.getByRole("region", { name: /^Section \d+ of \d+: / });
  const before = await sections.count();
  requireGlobalStateLane("Changing the careers page");
  await admin.getByLabel("Section type").selectOption({ label: "Rich text" });
  await admin.getByRole("button", { name: "Add section" }).click();
  await expectToast(admin, "Section added at the end");
  // The toast can come before the list shows the new section: name it, not "the last one".
  const section = admin.getByRole("region", { name: `Section ${before + 1} of ${before + 1}: Rich text` });
  let removed = false;
  try {
    await expect(section).toBeVisible();
    const body = section.getByLabel("Text");
    await body.fill("[Apply now](javascript:alert(1))");
    await section.getByRole("button", { name: "Save section" }).click();
    await expect(section.getByText(/Links may lead only to a page of this site/)).toBeVisible();
    await expect(body).toHaveValue("[Apply now](javascript:alert(1))");
    await expect(body).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(admin);

    await body.fill(`## ${word}\nLearn a trade with our vendors. [Write to us](/contact-us).`);
    await section.getByRole("button", { name: "Save section" }).click();
    await expectToast(admin, "Section saved to the draft.");
    await expect(admin.getByText(/Draft with unpublished changes/)).toBeVisible();

    // Visitors do not see the draft yet; the preview does.
    await page.goto("/careers");
    await expect(page.getByRole("heading", { name: "Careers", level: 1, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: word })).toHaveCount(0);
    await admin.getByRole("link", { name: "Preview the draft" }).click();
    await expect(admin.getByText("Preview of the draft: visitors do not see this yet.")).toBeVisible();
    await expect(admin.getByRole("heading", { name: word, level: 2 })).toBeVisible();
    await expectAccessible(admin);
    await admin.getByRole("link", { name: "Back to the page builder" }).click();
    await admin.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

    await admin.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(admin, /Published as revision \d+\. Visitors see it now\./);
    await expect(admin.getByText("No unpublished changes: this is the page visitors see.")).toBeVisible();
    const revisions = admin.getByRole("table", { name: "Published revisions" });
    await expect(revisions.getByRole("row")).not.toHaveCount(1);

    await page.reload();
    await expect(page.getByRole("heading", { name: word, level: 2 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Write to us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    // The page's own text, as before, is still there above the new section.
    await expect(page.getByRole("heading", { name: "Careers", level: 1, exact: true })).toBeVisible();
    await expectAccessible(page);

    // Put the page back as it was: remove the section (asked first) and publish again.
    await removeLastRichTextAndPublish(admin);
    removed = true;
  } finally {
    if (!removed) {
      // The builder reloaded, in case a step failed half way; the section is removed only if it is there.
      await gotoInteractive(admin, builder);
      if ((await sections.count()) > before) await removeLastRichTextAndPublish(admin);
    }
  }
  await page.reload();
  await expect(page.getByRole("heading", { name: word })).toHaveCount(0);
});

test("an admin edits the African crafts introduction in the page builder, and visitors see it above the crafts", async ({
  page,
  browser,
}) => {
  test.slow(); // two publications and accessibility scans on a busy machine
  const sentence = `New this month: stools from ${Math.random().toString(36).slice(2, 8)}.`;
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(admin, "/admin/pages");
  await admin.getByRole("link", { name: "Edit African Crafts" }).click();
  await expect(admin.getByRole("heading", { name: "Edit page: African Crafts", level: 1 })).toBeVisible();
  await admin.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const builder = new URL(admin.url()).pathname;

  // The introduction is one rich-text section; a paragraph added to it keeps the text around it.
  const text = admin.getByRole("region", { name: /^Section 1 of \d+: Rich text$/ }).getByLabel("Text");
  const original = await text.inputValue();
  expect(original).toMatch(/Carved masks and headrests/);
  try {
    await publishFirstSectionText(admin, `${original}\n\n${sentence}`);

    await page.goto("/african-crafts");
    await expect(page.getByRole("heading", { name: "African Crafts", level: 1 })).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByText(/Carved masks and headrests/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await expectAccessible(page);
  } finally {
    // The introduction as it was, published again (the builder reloaded, in case a step failed half way).
    await gotoInteractive(admin, builder);
    await publishFirstSectionText(admin, original);
  }
  await page.reload();
  await expect(page.getByText(sentence)).toHaveCount(0);
});
