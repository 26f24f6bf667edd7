import { readFile } from "node:fs/promises";
import { demo, expect, expectAccessible, gotoInteractive, newParty, signIn, test } from "./fixtures";
import { fillAddress, lagosAddress, startGuestCheckout } from "./steps/checkout";
import { distinctWord } from "./steps/products";

test("staff open a guest's order, add a note, confirm its transfer, cancel it after the question and read the history; the admin finds it all in the activity log and downloads it", async ({
  page,
  browser,
}) => {
  test.slow(); // a guest checkout, two back-office people, three accessibility scans, a download
  const word = distinctWord();
  const note = `Buyer phoned about delivery to the office (run ${word}).`;

  // A guest orders by bank transfer.
  await startGuestCheckout(page, "/category/fashion");
  await fillAddress(page, { ...lagosAddress, street: `${word} Marina Road` });
  await page.getByRole("main").getByLabel("Email").fill(`amaka.${word}@example.com`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Payment", level: 2, exact: true })).toBeVisible();
  await page.getByRole("radio", { name: /^Bank transfer/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
  const orderNumber =
    (await page.getByText(/Your order SAB-\d{6} has been placed/).textContent())?.match(/SAB-\d{6}/)?.[0] ??
    "";
  expect(orderNumber).not.toBe("");

  // Staff open it from the order list.
  const staff = await newParty(browser);
  await signIn(staff, demo.staff);
  await expect(staff).toHaveURL(/\/admin\/dashboard/);
  await gotoInteractive(staff, "/admin/orders");
  await staff.getByRole("link", { name: `Order ${orderNumber}`, exact: true }).click();
  await expect(staff.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
  await staff.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const orderId = /\/admin\/orders\/([^/?]+)/.exec(staff.url())?.[1] ?? "";
  await expect(staff.getByRole("region", { name: "Payments" })).toContainText(
    "No payment through a provider: this order is paid by bank transfer.",
  );
  await expectAccessible(staff);

  // An internal note: required, then kept with its author.
  const notes = staff.getByRole("region", { name: "Internal notes" });
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Write the note.")).toBeVisible();
  await notes.getByRole("textbox", { name: /^Note/ }).fill(note);
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(staff.getByText("Note added.")).toBeVisible();
  await expect(notes.getByRole("listitem").filter({ hasText: note })).toContainText(demo.staff);
  await expect(notes.getByRole("textbox", { name: /^Note/ })).toHaveValue("");

  // The transfer arrived.
  const actions = staff.getByRole("region", { name: "Actions" });
  await actions.getByRole("button", { name: `Mark order ${orderNumber} paid` }).click();
  const markPaid = staff.getByRole("dialog", { name: `Mark order ${orderNumber} paid` });
  await markPaid.getByRole("button", { name: "Mark paid" }).click();
  await expect(staff.getByText(`Payment for ${orderNumber} confirmed.`)).toBeVisible();

  // Cancelling asks first: keeping it changes nothing; confirming cancels it.
  await actions.getByRole("button", { name: `Cancel order ${orderNumber}` }).click();
  const question = staff.getByRole("dialog", { name: `Cancel order ${orderNumber}` });
  await expect(question).toContainText("This cannot be undone.");
  await expectAccessible(staff);
  await question.getByRole("button", { name: "Keep it" }).click();
  await expect(question).toBeHidden();
  await expect(staff.getByText(/the parts not shipped are cancelled/)).toHaveCount(0);
  await actions.getByRole("button", { name: `Cancel order ${orderNumber}` }).click();
  await question.getByRole("button", { name: "Cancel order" }).click();
  await expect(staff.getByText(`Order ${orderNumber}: the parts not shipped are cancelled.`)).toBeVisible();
  await expect(actions.getByRole("button", { name: `Cancel order ${orderNumber}` })).toHaveCount(0);
  await expect(actions).toContainText("return it to the buyer by bank transfer");

  // The history tells each step and who took it.
  const history = staff.getByRole("region", { name: "Status history" });
  await expect(history.getByRole("listitem").filter({ hasText: "Bank transfer received" })).toContainText(
    demo.staff,
  );
  await expect(
    history.getByRole("listitem").filter({ hasText: "Order cancelled. Your payment will be refunded." }),
  ).toContainText(demo.staff);

  // The admin finds the staff's actions on this order in the activity log and downloads them.
  const admin = await newParty(browser);
  await signIn(admin, demo.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard/);
  await gotoInteractive(admin, "/admin/activity-logs");
  const filters = admin.getByRole("search", { name: "Filter the activity log" });
  await filters.getByRole("textbox", { name: /^Who/ }).fill("staff@");
  await filters.getByRole("textbox", { name: /^Action/ }).fill("order.");
  await filters.getByRole("textbox", { name: /^Object ID/ }).fill(orderId);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin).toHaveURL(/action=order\./);
  const table = admin.getByRole("table", { name: "Audit log entries" });
  for (const action of ["order.note", "order.mark_paid", "order.cancel"])
    await expect(table.getByRole("row").filter({ hasText: action })).toContainText(demo.staff);
  await expect(admin.getByText("3 events match.")).toBeVisible();
  await expectAccessible(admin);

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("activity-log.csv");
  const csv = await readFile((await download.path()) ?? "", "utf8");
  expect(csv.split("\r\n").filter(Boolean)).toHaveLength(4);
  expect(csv).toContain(`order:${orderId}`);
  expect(csv).toContain("order.cancel");
  expect(csv).toContain(demo.staff);
});
