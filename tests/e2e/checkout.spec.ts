import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  registerAccount,
  signIn,
  test,
} from "./fixtures";
import { confirmEmailFromOutbox, signOut } from "./steps/accounts";
import {
  addFirstProductFrom,
  fillAddress,
  lagosAddress,
  payByCardInSandbox,
  shipToAndAcceptTerms,
} from "./steps/checkout";
import { shipAndDeliver } from "./steps/vendor-orders";

test("a guest adds to cart, signs up, checks out with the sandbox provider, the vendor ships and the buyer sees it delivered", async ({
  page,
}, testInfo) => {
  test.slow();
  // A product of Lagos Threads, the demo vendor account's store.
  await gotoInteractive(page, "/vendor/ven_lagos-threads/store");
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /^Add to Cart: /, disabled: false })
    .first();
  const name = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add to Cart: /, "");
  await add.click();
  await expectToast(page, `× ${name} added to your cart`);

  const email = `chidi.checkout.${testInfo.workerIndex}.${Date.now()}@example.com`;
  const password = "ankara-print-42";
  await registerAccount(page, { name: "Chidi Nwosu", email, password });
  await confirmEmailFromOutbox(page, email);
  await expectToast(page, "1 items merged into your cart");

  await gotoInteractive(page, "/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveTitle("Checkout | Shop African Brands");
  await expect(page.getByRole("heading", { name: "Shipping", level: 2, exact: true })).toBeVisible();

  // The spec's messages, and what was typed stays.
  await page.getByLabel("First name").fill("C");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Address is required")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("C");
  await expectAccessible(page);

  await fillAddress(page, {
    firstName: "Chidi",
    lastName: "Nwosu",
    street: "14 Awolowo Road, Ikoyi",
    city: "Lagos",
    state: "Lagos",
    postalCode: "101233",
    country: "NG",
    phone: "+234 803 555 0101",
  });
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Business Info", level: 2, exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
  await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText(/Net terms are available to approved business accounts/)).toBeVisible();
  const orderNumber = await payByCardInSandbox(page, { street: "14 Awolowo Road, Ikoyi" });
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "View Your Orders" })).toHaveAttribute(
    "href",
    "/account/orders",
  );

  // The invoice charges what the order shows, prints without the site's header and footer, and fits a phone.
  const orderTotal = await page
    .getByRole("region", { name: "Totals" })
    .getByRole("definition")
    .last()
    .textContent();
  await page.getByRole("link", { name: "View invoice" }).click();
  await expect(page.getByRole("heading", { name: `Invoice INV-${orderNumber}`, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Invoice INV-${orderNumber} | Shop African Brands`);
  const invoiceTotals = page.getByRole("region", { name: "Total", exact: true });
  await expect(invoiceTotals.getByRole("definition").last()).toHaveText(orderTotal!);
  await expect(page.getByRole("region", { name: "Sold by Lagos Threads" })).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
  await signOut(page);

  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await shipAndDeliver(page, { orderNumber, carrier: "GIG Logistics", trackingNumber: "GIG-55120" });
  await signOut(page);

  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(page, "/account/orders");
  await page.getByRole("link", { name: `Order ${orderNumber}` }).click();
  await expect(
    page.getByText("Shipped with GIG Logistics, tracking number GIG-55120", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status history" })).toBeVisible();
  await expect(page.getByText("Your items have been delivered")).toBeVisible();
  await expect(page.getByText("Delivered", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "View invoice" })).toBeVisible();
});

test("a guest checks out by bank transfer and follows the order by its link", async ({ page }) => {
  test.slow();
  await gotoInteractive(page, "/products");
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /^Add to Cart: /, disabled: false })
    .first();
  await add.click();
  await expectToast(page, /added to your cart/);
  await gotoInteractive(page, "/cart");
  await page.getByRole("link", { name: "Check out as a guest" }).click();
  await expect(page.getByRole("heading", { name: "Guest Checkout" })).toBeVisible();
  await fillAddress(page, {
    firstName: "Wanjiru",
    lastName: "Kamau",
    street: "Kenyatta Avenue 20",
    city: "Nairobi",
    state: "Nairobi",
    postalCode: "00100",
    country: "KE",
    phone: "+254 700 000 111",
  });
  await page.getByRole("main").getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await page.getByRole("main").getByLabel("Email").fill("wanjiru@example.com");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Payment", level: 2, exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Net terms/ })).toHaveCount(0);
  await page.getByRole("radio", { name: /^Bank transfer/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
  await expect(page).toHaveURL(/\/order-tracking\/ord_[\w-]+\?token=[\w-]+&placed=1$/);
  await expect(page.getByText(/with SAB-\d{6} as the reference/)).toBeVisible();
  const link = page.url().replace("&placed=1", "");
  // Without an account the link is the only way back: the page says so, shows it and copies it, and
  // the confirmation e-mail carries the same link.
  const keep = page.getByRole("region", { name: "Order Confirmed" });
  await expect(keep.getByRole("heading", { name: "Keep your tracking link" })).toBeVisible();
  await expect(keep.getByText(/We also e-mailed it to wanjiru@example\.com/)).toBeVisible();
  await expect(keep.getByRole("textbox", { name: "Tracking link" })).toHaveValue(link);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await keep.getByRole("button", { name: "Copy link" }).click();
  await expectToast(page, "Link copied to clipboard!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const orderNumber = (await keep.getByText(/Your order SAB-\d{6} has been placed/).textContent())?.match(
    /SAB-\d{6}/,
  )?.[0];
  await page.goto("/dev/outbox");
  await expect(
    page
      .getByRole("article", { name: `Order ${orderNumber} confirmed to wanjiru@example.com` })
      .getByRole("link", { name: /^Open link/ }),
  ).toHaveAttribute("href", link);

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: /^Order SAB-/ })).toBeVisible();
  // A guest's order offers no invoice.
  await expect(page.getByRole("link", { name: "View invoice" })).toHaveCount(0);
  const response = await page.goto(link.replace(/token=[\w-]+/, "token=wrong"));
  expect(response?.status()).toBe(404);
});

test("a business buyer pays by purchase order with the PO attached, and downloads it from the order", async ({
  page,
}) => {
  test.slow();
  await signIn(page, demo.buyer);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await addFirstProductFrom(page, "/category/fashion");
  await gotoInteractive(page, "/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await shipToAndAcceptTerms(page, lagosAddress);

  await expect(page.getByRole("heading", { name: "Payment", level: 2, exact: true })).toBeVisible();
  await page.getByRole("radio", { name: /^Purchase order/ }).check();
  await page.getByRole("textbox", { name: "PO number" }).fill("PO-4471");
  // A file over 10 MB is refused as soon as it is chosen, before the form is sent.
  await page.getByLabel("PO document (optional)").setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("Files can be at most 10 MB.")).toBeVisible();
  await expect(page.getByLabel("PO document (optional)")).toHaveValue("");
  // A text file named .pdf is judged by its bytes and refused; the PO number typed stays.
  await page.getByLabel("PO document (optional)").setInputFiles({
    name: "po-4471.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("just some text"),
  });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("Upload the purchase order as a PDF, DOC or DOCX file of at most 10 MB."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "PO number" })).toHaveValue("PO-4471");

  const pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
  await page.getByRole("radio", { name: /^Purchase order/ }).check();
  await page
    .getByLabel("PO document (optional)")
    .setInputFiles({ name: "po-4471.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Review", level: 2, exact: true })).toBeVisible();
  await page.getByRole("button", { name: /^Place Order/ }).click();

  await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
  await expect(page.getByText("PO number PO-4471")).toBeVisible();
  const download = page.getByRole("link", { name: "Download the purchase order" });
  const poFileUrl = (await download.getAttribute("href"))!;
  const file = await page.request.get(poFileUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(
    /^attachment; filename="purchase-order-SAB-\d{6}\.pdf"; filename\*=UTF-8''purchase-order-SAB-\d{6}\.pdf$/,
  );
  expect(file.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect((await file.body()).toString()).toBe(pdf);

  // The invoice names the PO, and is the buyer's only.
  await page.getByRole("link", { name: "View invoice" }).click();
  await expect(page.getByRole("heading", { name: /^Invoice INV-SAB-\d{6}$/, level: 1 })).toBeVisible();
  await expect(page.getByText("PO number: PO-4471")).toBeVisible();
  await expect(page.getByText("Purchase order", { exact: true })).toBeVisible();
  const invoiceUrl = page.url();

  // Nobody else gets it.
  await page.context().clearCookies();
  const denied = await page.request.get(poFileUrl, { maxRedirects: 0 });
  expect(denied.status()).not.toBe(200);
  expect(denied.headers()["content-type"] ?? "").not.toContain("application/pdf");
  await signIn(page, demo.vendor);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(invoiceUrl);
  await expect(page.getByRole("heading", { name: "Invoice not found" })).toBeVisible();
});
