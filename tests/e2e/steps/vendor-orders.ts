import type { Page } from "@playwright/test";
import { expect, gotoInteractive } from "../fixtures";

/** On /vendor/orders: processes the order, ships it with a tracking number and marks it delivered. */
export async function shipAndDeliver(
  page: Page,
  { orderNumber, carrier, trackingNumber }: { orderNumber: string; carrier: string; trackingNumber: string },
) {
  await gotoInteractive(page, "/vendor/orders");
  const vendorOrder = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Order ${orderNumber}` }) });
  await vendorOrder.getByRole("button", { name: `Start processing: order ${orderNumber}` }).click();
  await expect(page.getByText("Marked processing. The buyer has been notified.")).toBeVisible();
  await vendorOrder.getByLabel("Carrier").fill(carrier);
  await vendorOrder.getByLabel("Tracking number").fill(trackingNumber);
  await vendorOrder.getByRole("button", { name: `Mark shipped: order ${orderNumber}` }).click();
  await expect(page.getByText("Marked shipped. The buyer has been notified.")).toBeVisible();
  await vendorOrder.getByRole("button", { name: `Mark delivered: order ${orderNumber}` }).click();
  await expect(page.getByText("Marked delivered. The buyer has been notified.")).toBeVisible();
}
