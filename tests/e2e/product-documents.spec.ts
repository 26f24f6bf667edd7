import type { Page } from "@playwright/test";
import { demo, expect, expectAccessible, expectToast, gotoInteractive, signIn, test } from "./fixtures";

const pdf = {
  name: "origin.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};
/** A web page named like a PDF: judged by its bytes, it is refused with this message. */
const notAPdf = {
  name: "notes.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("<html>not a pdf</html>"),
};
const refusedType = /^Upload a PDF, PNG, JPEG, WebP, Word \(\.docx\) or Excel \(\.xlsx\) file\.$/;

/** The path of one of Lagos Threads' products (the demo vendor's store). */
async function vendorProductPath(page: Page): Promise<string> {
  await page.goto("/vendor/ven_lagos-threads/store");
  const link = page.getByRole("main").getByRole("article").last().getByRole("link").first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/products\/[^/?#]+$/);
  return href!;
}

test("a vendor adds a document to their product, buyers download it, and the vendor removes it", async ({
  page,
  browser,
}) => {
  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const path = await vendorProductPath(page);
  await gotoInteractive(page, `${path}?documents`);
  const panel = page.getByRole("tabpanel", { name: "Documents" });
  await expect(
    panel
      .getByRole("listitem")
      .filter({ hasText: /specification sheet/ })
      .getByRole("link", { name: /^Download .* specification sheet$/ }),
  ).toBeVisible();

  const form = panel.getByRole("form", { name: "Add a document" });
  await form.getByLabel("File").setInputFiles(notAPdf);
  await form.getByRole("button", { name: "Upload document" }).click();
  await expect(form.getByText(refusedType)).toBeVisible();

  await form.getByRole("textbox", { name: "Name" }).fill("Certificate of origin");
  await form.getByLabel("File").setInputFiles(pdf);
  await form.getByRole("button", { name: "Upload document" }).click();
  await expectToast(page, "Document added.");
  const item = panel.getByRole("listitem").filter({ hasText: "Certificate of origin" });
  await expect(item).toBeVisible();
  await expectAccessible(page);

  // A visitor who is not the vendor downloads it under its listed name, and cannot manage documents.
  const visitor = await browser.newPage();
  await gotoInteractive(visitor, `${path}?documents`);
  const visitorPanel = visitor.getByRole("tabpanel", { name: "Documents" });
  const download = visitor.waitForEvent("download");
  await visitorPanel.getByRole("link", { name: "Download Certificate of origin" }).click();
  expect((await download).suggestedFilename()).toBe("Certificate of origin.pdf");
  await expect(visitorPanel.getByRole("form", { name: "Add a document" })).toHaveCount(0);
  await expect(visitorPanel.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await visitor.close();

  await item.getByRole("button", { name: "Remove Certificate of origin" }).click();
  await item.getByRole("button", { name: "Yes, remove" }).click();
  await expectToast(page, "Document removed.");
  await expect(panel.getByRole("listitem").filter({ hasText: "Certificate of origin" })).toHaveCount(0);
});

test("an unknown document is a 404", async ({ request }) => {
  const response = await request.get("/documents/doc_missing");
  expect(response.status()).toBe(404);
});

// The Documents tab's form is on screen before the page's scripts have run; a file sent then is a plain
// form post, and the page it comes back to must say why the file was refused.
test("a document refused before the page is interactive comes back to the form with the reason", async ({
  page,
}) => {
  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const path = await vendorProductPath(page);
  // The app's scripts never arrive, so the page stays as the server sent it, as on a slow connection.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`${path}?documents`);
  const form = page.getByRole("form", { name: "Add a document" });
  await form.getByRole("textbox", { name: "Name" }).fill("Export licence");
  await form.getByLabel("File").setInputFiles(notAPdf);
  await form.getByRole("button", { name: "Upload document" }).click();
  await expect(form.getByText(refusedType)).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Export licence");
  await expect(page.getByRole("listitem").filter({ hasText: "Export licence" })).toHaveCount(0);
});
