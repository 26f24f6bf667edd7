import type { Page } from "@playwright/test";
import { demo, expect, expectAccessible, newParty, requireGlobalStateLane, signIn, test } from "./fixtures";

const section = "Trade Assurance";

/** The admin ticks or clears one section for staff at /admin/roles and saves. */
async function setStaffSection(page: Page, name: string, open: boolean) {
  requireGlobalStateLane("Changing the sections staff may open");
  await page.goto("/admin/roles");
  const box = page.getByRole("checkbox", { name });
  // Already as wanted (an earlier run stopped half way): nothing to save.
  if ((await box.isChecked()) === open) return;
  await box.setChecked(open);
  await page.getByRole("button", { name: "Save staff sections" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Staff sections saved." })).toBeVisible();
  await expect(page.getByRole("checkbox", { name })).toBeChecked({ checked: open });
}

test("an admin takes a section from staff: it leaves their navigation and its page is refused; given back, it returns", async ({
  page,
  browser,
}) => {
  test.slow(); // two people signing in, the roles page three times, an accessibility scan
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Roles" }).click();
  await expect(page.getByRole("heading", { name: "Roles", level: 1 })).toBeVisible();
  const roles = page.getByRole("table", { name: "Roles and permissions" });
  await expect(roles.getByRole("row", { name: /^Staff/ })).toContainText("Process orders");
  // The settings are the admin's alone: shown, with no box to tick.
  const sections = page.getByRole("table", { name: "Sections staff may open" });
  await expect(sections.getByRole("row", { name: /^Settings/ })).toContainText("Admins only");
  await expect(sections.getByRole("checkbox", { name: "Settings" })).toHaveCount(0);
  await expectAccessible(page);

  const staff = await newParty(browser);
  await signIn(staff, demo.staff);
  await expect(staff).toHaveURL(/\/admin\/dashboard/);
  const staffNav = staff.getByRole("navigation", { name: "Admin" });
  await expect(staffNav.getByRole("link", { name: section })).toBeVisible();
  await expect(staffNav.getByRole("link", { name: "Roles" })).toHaveCount(0);

  try {
    await setStaffSection(page, section, false);
    await staff.reload();
    await expect(staffNav.getByRole("link", { name: "Vendors" })).toBeVisible();
    await expect(staffNav.getByRole("link", { name: section })).toHaveCount(0);
    await staff.goto("/admin/trade-assurance");
    await expect(staff).toHaveURL(/\/access-denied/);
    await expect(staff.getByText("You do not have access to this page")).toBeVisible();
  } finally {
    await setStaffSection(page, section, true);
  }
  await staff.goto("/admin/trade-assurance");
  await expect(staff.getByRole("heading", { name: section, level: 1 })).toBeVisible();
  await expect(staffNav.getByRole("link", { name: section })).toBeVisible();
});
