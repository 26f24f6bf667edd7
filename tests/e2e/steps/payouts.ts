import type { Browser, Page } from "@playwright/test";
import { demo, expect, signIn } from "../fixtures";

/** How the payout pages show a whole-naira amount, e.g. ₦5,123 (no ".00" when there are no kobo). */
export const shownNaira = (naira: number) => `₦${naira.toLocaleString("en-US")}`;

/** On /vendor/payouts: requests this amount and waits until the history lists it as requested. */
export async function requestPayout(page: Page, naira: number) {
  const main = page.getByRole("main");
  const form = main.getByRole("region", { name: "Request a payout" });
  await form.getByRole("textbox", { name: /^Amount/ }).fill(String(naira));
  await form.getByRole("button", { name: "Request payout" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: `Payout of ${shownNaira(naira)} requested` }),
  ).toBeVisible();
  await expect(
    main
      .getByRole("table", { name: "Payout history" })
      .getByRole("row")
      .filter({ hasText: shownNaira(naira) }),
  ).toContainText("Requested");
}

/**
 * The demo admin, in a browser context of its own, approves the requested payout at
 * /admin/transactions and settles it on the sandbox provider's transfer page.
 */
export async function adminApprovesAndSandboxPays(
  browser: Browser,
  { naira, storeName, onPage }: { naira: number; storeName: string; onPage?: (page: Page) => Promise<void> },
) {
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, demo.admin);
    await expect(adminPage).not.toHaveURL(/\/auth\/login/);
    await adminPage.goto("/admin/transactions?show=payouts&status=requested");
    await onPage?.(adminPage);
    const adminMain = adminPage.getByRole("main");
    await adminMain
      .getByRole("button", { name: `Approve and send ${shownNaira(naira)} to ${storeName}` })
      .click();
    await expect(adminMain.getByText("Payout approved and sent to the provider.")).toBeVisible();
    await adminMain.getByRole("link", { name: "Settle it on the sandbox page" }).click();
    await expect(adminPage.getByRole("heading", { name: "Sandbox transfer" })).toBeVisible();
    await onPage?.(adminPage);
    await adminPage.getByRole("button", { name: "Mark transfer paid" }).click();
    await expect(adminPage).toHaveURL(/\/admin\/transactions\?show=payouts/);
  } finally {
    await adminContext.close();
  }
}
