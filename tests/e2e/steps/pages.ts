import type { Page } from "@playwright/test";
import { expect, expectToast, requireGlobalStateLane } from "../fixtures";

/**
 * In the page builder of one of the site's own pages: puts the text in the page's first section (a
 * seeded page is one rich-text section holding its body) and publishes the page. Every visitor reads
 * these pages, so only a spec of the global-state lane may publish one.
 */
export async function publishFirstSectionText(admin: Page, text: string) {
  requireGlobalStateLane("Publishing a page of the site");
  const section = admin.getByRole("region", { name: /^Section 1 of \d+: Rich text$/ });
  await section.getByLabel("Text").fill(text);
  await section.getByRole("button", { name: "Save section" }).click();
  await expectToast(admin, "Section saved to the draft.");
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(admin, /Published as revision \d+\. Visitors see it now\./);
  await expect(admin.getByText("No unpublished changes: this is the page visitors see.")).toBeVisible();
}
