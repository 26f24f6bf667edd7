import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/** On an application's admin page: approves it after confirming, and waits for the store to go live. */
export async function approveApplication(page: Page, businessName: string) {
  await page.getByText("Approve…").click();
  await page.getByRole("button", { name: "Confirm approval" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${businessName} is approved; its store is live.` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Store", level: 2 })).toBeVisible();
}
