import type { Page } from "@playwright/test";
import { expect, expectToast, gotoInteractive } from "../fixtures";

export type Address = {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
};

/**
 * Adds the first product of the cards on `listPath` that can be added, and waits for its toast;
 * returns the product's name. Pass a list of demo products (a category page): the newest products
 * on /products are often ones another test has just created and may unlist while this one runs.
 */
export async function addFirstProductFrom(page: Page, listPath: string): Promise<string> {
  await gotoInteractive(page, listPath);
  const button = page
    .getByRole("main")
    .getByRole("button", { name: /^Add to Cart: /, disabled: false })
    .first();
  const name = ((await button.getAttribute("aria-label")) ?? "").replace(/^Add to Cart: /, "");
  await button.click();
  await expectToast(page, `× ${name} added to your cart`);
  return name;
}

/**
 * A new guest cart: adds the first product on `listPath` that can be added, opens the cart and goes
 * on to guest checkout's shipping step.
 */
export async function startGuestCheckout(page: Page, listPath: string) {
  await addFirstProductFrom(page, listPath);
  await gotoInteractive(page, "/cart");
  await page.getByRole("link", { name: "Check out as a guest" }).click();
  await expect(page.getByRole("heading", { name: "Guest Checkout" })).toBeVisible();
}

/** Fills the shipping step's required address fields. */
export async function fillAddress(page: Page, address: Address) {
  const main = page.getByRole("main");
  await main.getByLabel("First name").fill(address.firstName);
  await main.getByLabel("Last name").fill(address.lastName);
  await main.getByRole("textbox", { name: "Address", exact: true }).fill(address.street);
  await main.getByLabel("City").fill(address.city);
  await main.getByLabel("State/Province").fill(address.state);
  await main.getByLabel("Postal code").fill(address.postalCode);
  await main.getByLabel("Country").selectOption(address.country);
  await main.getByLabel("Phone").fill(address.phone);
}

/** A Lagos buyer's address, for the journeys that only need a valid one. */
export const lagosAddress: Address = {
  firstName: "Amaka",
  lastName: "Eze",
  street: "3 Marina Road",
  city: "Lagos",
  state: "Lagos",
  postalCode: "101001",
  country: "NG",
  phone: "+234 803 555 0199",
};

/** From the shipping step: fills the address, accepts the terms on Business Info, and goes on to Payment. */
export async function shipToAndAcceptTerms(page: Page, address: Address) {
  await fillAddress(page, address);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Business Info", level: 2, exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
}

/**
 * From checkout's payment step: chooses card, checks the review shows the street shipped to, places
 * the order, pays the order's total on the sandbox provider's page and returns the order's number.
 */
export async function payByCardInSandbox(page: Page, { street }: { street: string }): Promise<string> {
  await expect(page.getByRole("heading", { name: "Payment", level: 2, exact: true })).toBeVisible();
  await page.getByRole("radio", { name: /^Card/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Review", level: 2, exact: true })).toBeVisible();
  await expect(page.getByText(street)).toBeVisible();
  const summaryTotal =
    (await page.getByRole("region", { name: "Order summary" }).getByText(/^₦/).last().textContent()) ?? "";
  await page.getByRole("button", { name: /^Place Order/ }).click();

  await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
  await expect(page.getByText(summaryTotal, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
  await expect(page.getByText("Card · Paid")).toBeVisible();
  return ((await page.getByRole("heading", { name: /^Order SAB-/ }).textContent()) ?? "").replace(
    "Order ",
    "",
  );
}
