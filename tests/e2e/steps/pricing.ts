import type { Page } from "@playwright/test";

/** On a product's pricing page: fills the "Add a tier" form and sends it (the caller checks the outcome). */
export async function addBulkTier(
  page: Page,
  { minQuantity, discount }: { minQuantity: number; discount: number },
) {
  const add = page.getByRole("main").getByRole("form", { name: "Add a tier" });
  await add.getByRole("textbox", { name: "Minimum quantity" }).fill(String(minQuantity));
  await add.getByRole("textbox", { name: "Discount (%)" }).fill(String(discount));
  await add.getByRole("button", { name: "Add tier" }).click();
  return add;
}
