import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "../fixtures";

/** A small solid-colour PNG, drawn here so the test needs no fixture files. */
export async function pngFile(name: string, color: string) {
  const buffer = await sharp({ create: { width: 240, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/**
 * Letters only, so the search engine reads the word as typed, and random: the search forgives typos,
 * so two runs' words built from the clock (sharing all but their last letters) found each other.
 */
export function distinctWord(): string {
  return `Zeb${Array.from(randomBytes(10), (byte) => "abcdefghijklmnopqrstuvwxyz"[byte % 26]).join("")}`;
}

/**
 * On the product form: fills name, price, stock and SKU, adds two pictures, lists the product,
 * creates it and waits for its edit page with both pictures.
 */
export async function createListedProduct(
  page: Page,
  { name, sku, naira, stock }: { name: string; sku: string; naira: number; stock: number },
) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: /^Price/ }).fill(String(naira));
  await page.getByRole("textbox", { name: /^SKU/ }).fill(sku);
  await page.getByRole("textbox", { name: "Stock", exact: true }).fill(String(stock));
  await page
    .getByLabel("Add pictures")
    .setInputFiles([await pngFile("front.png", "#1e3a8a"), await pngFile("back.png", "#b45309")]);
  await page.getByRole("radio", { name: /^Listed/ }).check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product created.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pictures" }).getByRole("listitem")).toHaveCount(2);
}
