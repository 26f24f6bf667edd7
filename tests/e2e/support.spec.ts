import {
  demo,
  expect,
  expectAccessible,
  gotoInteractive,
  newParty,
  registerAccount,
  signIn,
  test,
} from "./fixtures";
import { confirmEmailFromOutbox } from "./steps/accounts";

test("a buyer opens a ticket, an admin answers it in the inbox, and the buyer reads the answer and closes it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two people, a sign-up and five accessibility scans
  const run = `${testInfo.workerIndex}-${Date.now()}`;
  const email = `chidi.${run}@example.com`;
  const subject = `Invoice for order ${run}`;
  await registerAccount(page, { name: "Chidi Nwosu", email, password: "raffia-basket-9" });
  await confirmEmailFromOutbox(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: /^Support/ })
    .click();
  await expect(page.getByRole("heading", { name: "Support", level: 1 })).toBeVisible();
  await expect(page.getByText("You have not written to support yet.")).toBeVisible();
  await gotoInteractive(page, "/dashboard/support");
  await expectAccessible(page);

  // A subject too short: its message by the field, what was typed kept, nothing opened.
  const form = page.getByRole("region", { name: "Open a ticket" });
  await form.getByLabel("Subject").fill("Hi");
  await form.getByLabel("Category").selectOption({ label: "Payments and invoices" });
  const message = form.getByRole("textbox", { name: "Message" });
  await message.fill("Please put Nwosu Interiors Ltd on the invoice of my last order.");
  await form.getByRole("button", { name: "Open ticket" }).click();
  await expect(form.getByText("Enter a subject of at least 3 characters")).toBeVisible();
  await expect(message).toHaveValue("Please put Nwosu Interiors Ltd on the invoice of my last order.");
  await expectAccessible(page);

  await form.getByLabel("Subject").fill(subject);
  await form.getByRole("button", { name: "Open ticket" }).click();
  await expect(form.getByRole("status")).toContainText("Your ticket is open.");
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row.getByText("Open", { exact: true })).toBeVisible();

  // The admin finds it in the inbox and answers.
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).not.toHaveURL(/\/auth\/login/);
  await gotoInteractive(admin, "/admin/support");
  await expect(admin.getByRole("heading", { name: "Support inbox", level: 1 })).toBeVisible();
  await expect(
    admin
      .getByRole("navigation", { name: "Admin", exact: true })
      .getByRole("link", { name: "Support inbox" }),
  ).toBeVisible();
  await admin.getByRole("search", { name: "Filter tickets" }).getByLabel("Search").fill(subject);
  await admin.getByRole("search", { name: "Filter tickets" }).getByRole("button", { name: "Filter" }).click();
  await expect(admin.getByRole("row")).toHaveCount(2); // the header and the ticket
  await expectAccessible(admin);
  await admin.getByRole("link", { name: subject }).click();
  await expect(admin.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  await admin.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const answer = "We have reissued the invoice in your company's name; it is on your order page.";
  await admin.getByRole("textbox", { name: "Your reply" }).fill(answer);
  await admin.getByRole("button", { name: "Send reply" }).click();
  await expect(admin.getByText("Reply sent to the customer.")).toBeVisible();
  await expect(
    admin.getByRole("heading", { name: subject, level: 1 }).getByText("Answered", { exact: true }),
  ).toBeVisible();
  await expect(
    admin.getByRole("list", { name: "Messages in this ticket" }).getByText("Adaeze Okafor (Support team)"),
  ).toBeVisible();
  await expectAccessible(admin);

  // The buyer reads the answer, signed by the team, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByRole("link", { name: subject }).click();
  await expect(
    page.getByRole("heading", { name: subject, level: 1 }).getByText("Answered", { exact: true }),
  ).toBeVisible();
  const thread = page.getByRole("list", { name: "Messages in this ticket" });
  await expect(thread.getByRole("listitem").filter({ hasText: "Support team" })).toContainText(answer);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expectAccessible(page);

  // A reply opens it again; closing asks first, then takes no more replies.
  await page.getByRole("textbox", { name: "Your reply" }).fill("Thank you, that is exactly right.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent.")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: subject, level: 1 }).getByText("Open", { exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Close ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Close this ticket?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close ticket" }).click();
  await expect(
    page.getByText("This ticket is closed. To ask something else, open a new ticket."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your reply" })).toHaveCount(0);
  await expectAccessible(page);
});

test("the documentation page explains selling and the back office, linked in the footer for admins", async ({
  page,
}) => {
  await page.goto("/info/documentation");
  await expect(
    page.getByRole("heading", {
      name: "Documentation: selling on and running Shop African Brands",
      level: 1,
    }),
  ).toBeVisible();
  for (const heading of [
    "For vendors",
    "Apply to sell",
    "Orders and fulfilment",
    "Payouts",
    "For admins and staff",
  ])
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Support inbox" })).toHaveAttribute("href", "/admin/support");
  await expectAccessible(page);
  // The footer's Documentation link is the admins'.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Documentation" })).toHaveCount(0);
  await signIn(page, demo.admin);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto("/");
  await footer.getByRole("link", { name: "Documentation" }).click();
  await expect(page).toHaveURL(/\/info\/documentation$/);
});
