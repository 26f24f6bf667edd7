import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  newParty,
  signIn,
  test,
} from "./fixtures";

/** A time as a datetime-local input takes it, in UTC, `hours` from now. */
const utcInput = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString().slice(0, 16);

test("an admin creates a market day, a vendor registers and brings a product at an event price, the admin approves, a shopper sees it", async ({
  page,
  browser,
}) => {
  // Three people, six pages, each checked for accessibility: slow on a busy machine.
  test.slow();
  const name = `Weekend Makers Market ${Date.now()}`;

  // The admin: a missing name is refused with its own message and the other fields are kept.
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page
    .getByRole("navigation", { name: "Admin", exact: true })
    .getByRole("link", { name: "Market days", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Market days" })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expectAccessible(page);
  const form = page.getByRole("region", { name: "Create a market day" });
  await form.getByLabel("Starts (UTC)").fill(utcInput(48));
  await form.getByLabel("Ends (UTC)").fill(utcInput(96));
  await form.getByLabel("Registration closes (UTC)").fill(utcInput(24));
  await form.getByLabel("Vendor limit").fill("12");
  await form.getByRole("button", { name: "Create market day" }).click();
  await expect(form.getByText("Enter the market day's name")).toBeVisible();
  await expect(form.getByLabel("Vendor limit")).toHaveValue("12");
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("button", { name: "Create market day" }).click();
  await expectToast(page, "Market Day Created");
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();

  // The vendor registers its store and brings one of its products at half its price.
  const vendor = await newParty(browser);
  await signIn(vendor, demo.vendor);
  await expect(vendor).toHaveURL(/\/vendor\/dashboard/);
  await vendor
    .getByRole("navigation", { name: "Vendor" })
    .getByRole("link", { name: "Market days", exact: true })
    .click();
  await expect(vendor.getByRole("heading", { level: 1, name: "Market days" })).toBeVisible();
  await vendor.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expectAccessible(vendor);
  const row = vendor.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `Register: ${name}` }).click();
  await expectToast(vendor, "Registration Submitted");
  await expect(row.getByText("Registered: Pending")).toBeVisible();

  await vendor
    .getByRole("navigation", { name: "Vendor" })
    .getByRole("link", { name: "My market days" })
    .click();
  const registration = vendor.getByRole("article", { name });
  await expect(registration.getByText("Status: Pending")).toBeVisible();
  await vendor.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expectAccessible(vendor);
  const product = registration.getByRole("combobox", { name: "Product" });
  await product.selectOption({ index: 1 });
  const label = (await product.locator("option:checked").textContent()) ?? "";
  const productName = label.replace(/ \(.*\)$/, "");
  const price = Number(/₦([\d,]+)/.exec(label)![1]!.replaceAll(",", ""));
  const eventPrice = Math.floor(price / 2);
  // A price that is not below the product's own is refused beside the field, and the input kept.
  await registration.getByRole("textbox", { name: "Event price (₦)" }).fill(String(price));
  await registration.getByRole("button", { name: "Save product" }).click();
  await expect(registration.getByText(/The event price must be below the product's price of/)).toBeVisible();
  await expect(registration.getByRole("textbox", { name: "Event price (₦)" })).toHaveValue(String(price));
  await registration.getByRole("combobox", { name: "Product" }).selectOption({ label });
  await registration.getByRole("textbox", { name: "Event price (₦)" }).fill(String(eventPrice));
  await registration.getByRole("button", { name: "Save product" }).click();
  await expectToast(vendor, "Product added to the market day");
  const eventPriceText = `₦${eventPrice.toLocaleString("en-NG")}`;
  await expect(registration.getByRole("row").filter({ hasText: productName })).toContainText(eventPriceText);

  // The admin approves with a note; a market day with a registered vendor cannot be deleted.
  await gotoInteractive(page, "/admin/market-day-registrations?status=pending");
  await expect(page.getByRole("heading", { level: 1, name: "Market day registrations" })).toBeVisible();
  await expectAccessible(page);
  const pending = page.getByRole("row").filter({ hasText: name });
  await pending.getByRole("textbox", { name: "Notes (optional)" }).fill("Welcome to the weekend market.");
  await pending.getByRole("button", { name: "Approve: Lagos Threads" }).click();
  await expectToast(page, "Registration Status Updated");
  await gotoInteractive(page, "/admin/market-days");
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("button", { name: `Delete ${name}?` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Cannot delete a market day with registered vendors");
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();

  // The vendor reads the decision and its note.
  await vendor.reload();
  await expect(registration.getByText("Status: Approved")).toBeVisible();
  await expect(registration.getByText("Welcome to the weekend market.")).toBeVisible();

  // A shopper, not signed in, finds it among the coming market days and sees the event price.
  const shopper = await newParty(browser);
  await gotoInteractive(shopper, "/market-days");
  await expect(shopper.getByRole("heading", { level: 1, name: "Market Days" })).toBeVisible();
  await expectAccessible(shopper);
  const card = shopper.getByRole("region", { name: "Coming up" }).getByRole("article", { name });
  await card.getByRole("link", { name: "View the market day" }).click();
  await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(
    shopper
      .getByRole("region", { name: "Participating vendors" })
      .getByRole("link", { name: /Lagos Threads/ }),
  ).toBeVisible();
  const item = shopper
    .getByRole("listitem")
    .filter({ has: shopper.getByRole("link", { name: productName }) });
  await expect(item).toContainText(eventPriceText);
  await expect(item).toContainText(`₦${price.toLocaleString("en-NG")}`);
  await shopper.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expectAccessible(shopper);
  await expect(shopper.getByRole("timer")).toBeVisible();
});
