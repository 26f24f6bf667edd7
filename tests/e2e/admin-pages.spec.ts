import sharp from "sharp";
import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  newParty,
  signIn,
  test,
} from "./fixtures";

test("an admin uploads a picture to the media library, describes it, and deletes it while unused; reusable sections list", async ({
  browser,
}) => {
  test.slow(); // an upload and accessibility scans on a busy machine
  const name = `loom-${Math.random().toString(36).slice(2, 8)}.png`;
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(admin, "/admin/media");
  await expect(admin.getByRole("heading", { name: "Media library", level: 1 })).toBeVisible();
  await expectAccessible(admin);

  // No description: refused under the field, nothing uploaded.
  const upload = admin.getByRole("region", { name: "Upload a picture" });
  const buffer = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#b4532a" } })
    .png()
    .toBuffer();
  await upload.getByLabel("Picture").setInputFiles({ name, mimeType: "image/png", buffer });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByText("Describe the picture for people who cannot see it.")).toBeVisible();
  await upload.getByLabel("Picture").setInputFiles({ name, mimeType: "image/png", buffer });
  await upload.getByLabel("Description (alt text)").fill("A loom with red cloth");
  await upload.getByRole("button", { name: "Upload" }).click();
  await expectToast(admin, "The picture is in the library.");

  await admin.getByLabel("Search by file name or description").fill(name);
  await admin.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(admin.getByText(`1 picture matches “${name}”`)).toBeVisible();
  const card = admin.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByRole("img", { name: "A loom with red cloth" })).toBeVisible();
  await expect(card.getByText("Not used by any page or reusable section.")).toBeVisible();
  await card.getByLabel("Description (alt text)").fill("A loom with red and gold cloth");
  await card.getByRole("button", { name: "Save description" }).click();
  await expectToast(admin, "Description saved.");
  await expect(card.getByRole("img", { name: "A loom with red and gold cloth" })).toBeVisible();
  await expectAccessible(admin);

  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await admin
    .getByRole("dialog", { name: `Delete ${name}` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expectToast(admin, `${name} is deleted.`);
  await expect(admin.getByText(`0 pictures match “${name}”`)).toBeVisible();

  await gotoInteractive(admin, "/admin/sections");
  await expect(admin.getByRole("heading", { name: "Reusable sections", level: 1 })).toBeVisible();
  await expectAccessible(admin);
});

test("an admin creates a page, adds a section and publishes it, and a visitor opens it at /pages/{slug}; an unpublished page is deleted", async ({
  page,
  browser,
}) => {
  test.slow(); // two pages created, a publication and accessibility scans on a busy machine
  const word = Math.random().toString(36).slice(2, 8);
  const title = `Working with cooperatives ${word}`;
  const slug = `cooperatives-${word}`;
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(admin, "/admin/pages");
  // The site's own pages can be changed but never deleted.
  await expect(admin.getByRole("link", { name: "Edit Careers" })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Delete Careers" })).toHaveCount(0);

  // A slug that is not kebab-case and a missing summary: refused under their fields, the input kept.
  const create = admin.getByRole("region", { name: "Create a page" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Slug").fill("Working With Cooperatives");
  await create.getByRole("button", { name: "Create page" }).click();
  await expect(
    create.getByText(/Use lower-case letters and digits in words joined by hyphens/),
  ).toBeVisible();
  await expect(create.getByText("Fill in this field.")).toBeVisible();
  await expect(create.getByLabel("Title")).toHaveValue(title);
  await expect(create.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(admin);

  await create.getByLabel("Slug").fill(slug);
  await create
    .getByLabel("Summary")
    .fill("How cooperatives of weavers and growers sell together on Shop African Brands.");
  await create.getByRole("button", { name: "Create page" }).click();
  await expect(admin.getByRole("heading", { name: `Edit page: ${title}`, level: 1 })).toBeVisible();
  await expect(
    admin.getByText("Not public yet: visitors cannot open this page.", { exact: false }),
  ).toBeVisible();
  await expect(admin.getByRole("link", { name: "View the live page" })).toHaveCount(0);
  await admin.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  expect((await page.goto(`/pages/${slug}`))?.status()).toBe(404);

  await admin.getByLabel("Section type").selectOption({ label: "Rich text" });
  await admin.getByRole("button", { name: "Add section" }).click();
  await expectToast(admin, "Section added at the end");
  const section = admin.getByRole("region", { name: "Section 1 of 1: Rich text" });
  await section.getByLabel("Text").fill(`## Selling together ${word}\nOne store for a whole cooperative.`);
  await section.getByRole("button", { name: "Save section" }).click();
  await expectToast(admin, "Section saved to the draft.");
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(admin, "Published as revision 1. Visitors see it now.");
  await expect(admin.getByRole("link", { name: "View the live page" })).toHaveAttribute(
    "href",
    `/pages/${slug}`,
  );

  await page.goto(`/pages/${slug}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Selling together ${word}`, level: 2 })).toBeVisible();
  await expectAccessible(page);

  // A second page, never published: deleted from the list after the question.
  const draftTitle = `Draft notes ${word}`;
  await gotoInteractive(admin, "/admin/pages");
  await expect(admin.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
  await create.getByLabel("Kind").selectOption({ label: "Press release, at /press/slug" });
  await create.getByLabel("Title").fill(draftTitle);
  await create.getByLabel("Slug").fill(`draft-notes-${word}`);
  await create.getByLabel("Summary").fill("Notes for a press release we have not written yet.");
  await create.getByRole("button", { name: "Create page" }).click();
  await expect(admin.getByRole("heading", { name: `Edit page: ${draftTitle}`, level: 1 })).toBeVisible();
  await admin.getByRole("link", { name: "All pages" }).click();
  await admin.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  // The list shows 20 pages at a time: find the new one by its title.
  await admin.getByLabel("Search by title or slug").fill(draftTitle);
  await admin.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(admin.getByText(`1 page matches “${draftTitle}”`)).toBeVisible();
  await admin.getByRole("button", { name: `Delete ${draftTitle}` }).click();
  await admin
    .getByRole("dialog", { name: `Delete ${draftTitle}` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expectToast(admin, `${draftTitle} is deleted.`);
  await expect(admin.getByRole("link", { name: `Edit ${draftTitle}` })).toHaveCount(0);
});

test("an admin finds a page by its slug, moves it to a new address that old links follow, and unpublishes it after a question", async ({
  page,
  browser,
}) => {
  test.slow(); // a page created and published, two address changes and accessibility scans on a busy machine
  const word = Math.random().toString(36).slice(2, 8);
  const title = `Dyeing with indigo ${word}`;
  const oldSlug = `indigo-${word}`;
  const newSlug = `indigo-dyeing-${word}`;
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).not.toHaveURL(/\/auth\/login/);

  // Twenty pages a page; a search with no match says so.
  await gotoInteractive(admin, "/admin/pages");
  await expect(admin.getByRole("navigation", { name: "Pages of the list" })).toBeVisible();
  await admin.getByLabel("Search by title or slug").fill(`no-such-page-${word}`);
  await admin.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`[?&]q=no-such-page-${word}`));
  await expect(admin.getByText("No page's title or slug contains these words.")).toBeVisible();
  await expectAccessible(admin);

  const create = admin.getByRole("region", { name: "Create a page" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Slug").fill(oldSlug);
  await create.getByLabel("Summary").fill("How the dyers of Kano and Abeokuta colour cloth with indigo.");
  await create.getByRole("button", { name: "Create page" }).click();
  await expect(admin.getByRole("heading", { name: `Edit page: ${title}`, level: 1 })).toBeVisible();
  await admin.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await admin.getByLabel("Section type").selectOption({ label: "Rich text" });
  await admin.getByRole("button", { name: "Add section" }).click();
  await expectToast(admin, "Section added at the end");
  const section = admin.getByRole("region", { name: "Section 1 of 1: Rich text" });
  await section.getByLabel("Text").fill(`## The dye pits ${word}\nIndigo, ash and time.`);
  await section.getByRole("button", { name: "Save section" }).click();
  await expectToast(admin, "Section saved to the draft.");
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(admin, "Published as revision 1. Visitors see it now.");

  // A slug that is not kebab-case is refused under the field, the input kept; then the page moves.
  const address = admin.getByRole("region", { name: "Address" });
  await address.getByLabel("Slug").fill("Indigo Dyeing");
  await address.getByRole("button", { name: "Change address" }).click();
  await expect(
    address.getByText(/Use lower-case letters and digits in words joined by hyphens/),
  ).toBeVisible();
  await expect(address.getByLabel("Slug")).toHaveValue("Indigo Dyeing");
  await expect(address.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(admin);
  await address.getByLabel("Slug").fill(newSlug);
  await address.getByRole("button", { name: "Change address" }).click();
  await expectToast(admin, `The page is now at /pages/${newSlug}.`);
  await expect(admin.getByRole("link", { name: "View the live page" })).toHaveAttribute(
    "href",
    `/pages/${newSlug}`,
  );

  // The old address answers 301 to the new one, and a visitor following an old link lands there.
  const moved = await page.request.get(`/pages/${oldSlug}?from=newsletter`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/pages/${newSlug}?from=newsletter`);
  await page.goto(`/pages/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/pages/${newSlug}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // Unpublished after the question: both addresses answer 404, the builder offers to publish again.
  await admin.getByRole("button", { name: `Unpublish ${title}` }).click();
  const question = admin.getByRole("dialog", { name: `Unpublish ${title}` });
  await expect(question.getByText(/Its revisions are kept\./)).toBeVisible();
  await expectAccessible(admin);
  await question.getByRole("button", { name: "Unpublish" }).click();
  await expectToast(admin, `${title} is unpublished`);
  await expect(
    admin.getByText("Not public yet: visitors cannot open this page.", { exact: false }),
  ).toBeVisible();
  await expect(admin.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await expect(admin.getByRole("link", { name: "View the live page" })).toHaveCount(0);
  expect((await page.request.get(`/pages/${newSlug}`)).status()).toBe(404);
  expect((await page.request.get(`/pages/${oldSlug}`, { maxRedirects: 0 })).status()).toBe(404);

  // The list finds it by its new slug and says it is a draft again; it cannot be deleted.
  await admin.getByRole("link", { name: "All pages" }).click();
  await admin.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await admin.getByLabel("Search by title or slug").fill(newSlug);
  await admin.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(admin.getByText(`1 page matches “${newSlug}”`)).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Draft, unpublished")).toBeVisible();
  await expect(row.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
  await expectAccessible(admin);
});
