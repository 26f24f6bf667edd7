import { demo, expect, expectAccessible, gotoInteractive, signIn, test } from "./fixtures";

/**
 * The notification centre as the demo staff member uses it. Staff's notifications are seeded for this
 * spec alone (demo/notifications.ts): no command writes to staff and no other spec reads them, so
 * reading and deleting them here changes nothing another test sees. Four are seeded, three unread.
 */
test("a signed-in person sees the bell's count, opens a notification, marks all read, deletes one and then all", async ({
  page,
}) => {
  test.slow(); // a sign-in, a dozen form posts and four accessibility scans
  await signIn(page, demo.staff);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const bell = page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 3 unread");
  // The back office's menu has the same way in, with the same count.
  await expect(
    page
      .getByRole("navigation", { name: "Admin", exact: true })
      .getByRole("link", { name: /^Notifications/ }),
  ).toHaveAccessibleName("Notifications, 3 unread");

  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "Your notifications" });
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await expect(page.getByText("3 unread.")).toBeVisible();
  const important = list.getByRole("listitem").filter({ hasText: "Customer asks about a tracking number" });
  await expect(important.getByText("Important")).toBeVisible();
  await expect(important.getByText("Unread", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Opening one leads to what it is about, and it is read: the count drops.
  await important.getByRole("button", { name: "Open “Customer asks about a tracking number”" }).click();
  await expect(page).toHaveURL(/\/admin\/support\/tkt_demo_tracking$/);
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(important.getByText("Read", { exact: true })).toBeVisible();

  // A category with none says so; the unread filter shows the two left, and marking all read empties it.
  const filters = page.getByRole("navigation", { name: "Show notifications" });
  await filters.getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { name: "No notifications match." })).toBeVisible();
  await filters.getByRole("link", { name: "Unread" }).click();
  await expect(page).toHaveURL(/unread=1/);
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "All notifications marked as read." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "No notifications match." })).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expectAccessible(page);

  await filters.getByRole("link", { name: "All", exact: true }).click();
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await expect(page.getByText("Nothing unread.")).toBeVisible();
  await list.getByRole("button", { name: "Delete “A maker asks about selling”" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Notification deleted." })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByText("A maker asks about selling")).toHaveCount(0);

  // Deleting all asks first; Cancel keeps them, Delete all removes them.
  await gotoInteractive(page, "/dashboard/notifications");
  await page.getByRole("button", { name: "Delete all notifications?" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete all notifications?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Delete all notifications?" }).click();
  await dialog.getByRole("button", { name: "Delete all", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "All notifications deleted." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No notifications yet." })).toBeVisible();

  // The empty centre on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Notifications", exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
});
