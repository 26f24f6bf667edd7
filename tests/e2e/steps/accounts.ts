import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/** Opens the confirmation e-mail sent to this address in the dev outbox and follows its link. */
export async function confirmEmailFromOutbox(page: Page, email: string) {
  await page.goto("/dev/outbox");
  await page
    .getByRole("article", { name: `Confirm your email for Shop African Brands to ${email}` })
    .first()
    .getByRole("link", { name: /Open link/ })
    .click();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page.getByText("You have been logged out successfully")).toBeVisible();
}
