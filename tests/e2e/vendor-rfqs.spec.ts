import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  newPartyContext,
  signIn,
  test,
} from "./fixtures";

/**
 * The demo buyer (approved corporate account) asks the fashion stores for a quote through the API,
 * so every run has a fresh RFQ addressed to Lagos Threads, the demo vendor's store.
 */
test("a vendor opens an RFQ sent to its store, marks it processing, sends and revises a quote and writes to the buyer", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const productName = `Aso-oke with logo ${Date.now()}`;
  const buyer = await newPartyContext(browser);
  const buyerPage = await buyer.newPage();
  await signIn(buyerPage, demo.buyer);
  await expect(buyerPage).not.toHaveURL(/\/auth\/login/);
  const sent = await buyerPage.request.post("/api/rfqs", {
    headers: { origin: baseURL! },
    data: {
      categoryId: "cat_fashion",
      lookingFor: productName,
      quantity: "250",
      shippingAddress: "Plot 3, Admiralty Way, Lekki, Lagos",
    },
  });
  expect(sent.status()).toBe(201);
  await buyer.close();

  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const main = page.getByRole("main");

  await gotoInteractive(page, "/vendor/rfqs");
  await expect(main.getByRole("heading", { level: 1, name: "Requests for quotation" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Vendor", exact: true }).getByRole("link", { name: "RFQs" }),
  ).toHaveAttribute("aria-current", "page");
  const row = main.getByRole("row").filter({ hasText: productName });
  await expect(row.getByRole("cell", { name: "250 pieces" })).toBeVisible();
  await expect(row.getByText("No quote yet")).toBeVisible();
  await expectAccessible(page);

  await row.getByRole("link", { name: productName }).click();
  await expect(main.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expectAccessible(page);

  await main.getByRole("button", { name: "Mark as processing" }).click();
  await expectToast(page, "RFQ Status Updated");
  await expect(main.getByText("Working on it")).toBeVisible();
  await expect(main.getByRole("button", { name: "Mark as processing" })).toHaveCount(0);

  const quote = main.getByRole("form", { name: "Your quote" });
  // Asked about a category, the vendor names which of its products the quote is for.
  await quote.getByLabel("Your product").selectOption({ index: 1 });
  await expect(quote.getByRole("textbox", { name: "Quantity" })).toHaveValue("250");
  await expect(quote.getByRole("textbox", { name: "Delivery time" })).toHaveValue("14-21 days");
  await quote.getByRole("textbox", { name: /^Price per unit/ }).fill("4,500x");
  await quote.getByRole("textbox", { name: "Shipping method" }).fill("Road freight");
  await quote.getByRole("textbox", { name: "Payment terms" }).fill("50% deposit");
  await quote.getByRole("button", { name: "Send quote" }).click();
  await expectToast(page, "Failed to submit quote");
  await expect(quote.getByText("Enter a price per unit greater than 0")).toBeVisible();
  await expect(quote.getByRole("textbox", { name: "Shipping method" })).toHaveValue("Road freight");

  await quote.getByRole("textbox", { name: /^Price per unit/ }).fill("4500");
  await quote.getByRole("button", { name: "Send quote" }).click();
  await expectToast(page, "Quote Submitted Successfully");
  await expect(main.getByText(/Revision 1, valid until/)).toBeVisible();

  const revise = main.getByRole("form", { name: "Revise your quote" });
  await expect(revise.getByRole("textbox", { name: /^Price per unit/ })).toHaveValue("4500");
  await revise.getByRole("textbox", { name: /^Price per unit/ }).fill("4200");
  await revise.getByRole("button", { name: "Send revised quote" }).click();
  await expectToast(page, "Quote Submitted Successfully");
  await expect(main.getByText(/Revision 2, valid until/)).toBeVisible();
  await expect(revise.getByRole("textbox", { name: /^Price per unit/ })).toHaveValue("4200");

  await main
    .getByRole("textbox", { name: "Your message" })
    .fill("We can weave your logo in; two weeks to Lagos.");
  await main.getByRole("button", { name: "Send message" }).click();
  await expectToast(page, "Message sent");
  await expect(
    main.getByRole("list", { name: "Messages about this request" }).getByText("We can weave your logo in"),
  ).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Your message" })).toHaveValue("");

  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
