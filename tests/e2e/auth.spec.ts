import { demo, expect, expectAccessible, registerAccount, signIn, test } from "./fixtures";
import { confirmEmailFromOutbox } from "./steps/accounts";

test("a new buyer signs up, confirms through the dev outbox, signs out and signs back in", async ({
  page,
}, testInfo) => {
  const email = `ngozi.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await page.goto("/auth/register");
  await expectAccessible(page);
  await registerAccount(page, { name: "Ngozi Eze", email, password: "kente-cloth-42" });

  // Not confirmed yet: signing in is refused with a clear message.
  await signIn(page, email, "kente-cloth-42");
  await expect(page.getByRole("alert")).toContainText("Please confirm your email address");

  await page.goto("/dev/outbox");
  const mail = page
    .getByRole("article", { name: `Confirm your email for Shop African Brands to ${email}` })
    .first();
  await mail.getByRole("link", { name: /Open link/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Ngozi Eze" })).toBeVisible();
  await expect(page.getByText("Buyer", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been logged out successfully")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);

  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByRole("textbox", { name: "Password", exact: true }).fill("kente-cloth-42");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("sign-up shows a message per field and keeps what was typed", async ({ page }) => {
  await page.goto("/auth/register");
  await page.getByRole("main").getByLabel("Full name").fill("Kofi Boateng");
  await page.getByRole("main").getByLabel("Email").fill("kofi-at-example");
  await page.getByRole("main").getByRole("textbox", { name: "Password", exact: true }).fill("short");
  await page.getByRole("main").getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Full name")).toHaveValue("Kofi Boateng");
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue("kofi-at-example");
  await expect(page.getByRole("main").getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
});

test("a wrong password is refused and the e-mail stays in the form", async ({ page }) => {
  await signIn(page, demo.buyer, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(demo.buyer);
  await expectAccessible(page);
});

// What the landing page shows of whose it is: the account's e-mail, or for a vendor its store's name.
for (const [role, email, landing, whose] of [
  ["admin", demo.admin, "/admin/dashboard", demo.admin],
  ["staff", demo.staff, "/admin/dashboard", demo.staff],
  ["vendor", demo.vendor, "/vendor/dashboard", "Lagos Threads"],
  ["buyer", demo.buyer, "/dashboard", demo.buyer],
] as const) {
  test(`after sign-in a ${role} lands on ${landing}`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(page.getByText(whose).first()).toBeVisible();
    await expectAccessible(page);
  });
}

test("a visitor sent to sign in returns to the page that asked", async ({ page }) => {
  await page.goto("/dashboard/orders?status=open");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByRole("main").getByLabel("Email").fill(demo.buyer);
  await page.getByRole("main").getByRole("textbox", { name: "Password", exact: true }).fill("demo-pass-2026");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?status=open$/);
});

test("/login goes to /auth/login", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("a buyer is denied the admin area with the spec's message", async ({ page }) => {
  await signIn(page, demo.buyer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/access-denied/);
  await expect(page.getByText("You do not have the required role to access this page")).toBeVisible();
  await expectAccessible(page);
});

test("staff are kept to their own admin pages", async ({ page }) => {
  await signIn(page, demo.staff);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/access-denied/);
  await expect(page.getByText("You do not have access to this page")).toBeVisible();
});

test("a forgotten password is reset through the e-mailed link", async ({ page }, testInfo) => {
  // A fresh account, so other tests signing in as demo users are not affected.
  const email = `amara.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await registerAccount(page, { name: "Amara Diallo", email, password: "first-password-1" });

  await page.goto("/auth/forgot-password");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email")).toBeVisible();

  await page.goto("/dev/outbox");
  await page
    .getByRole("article", { name: `Reset your Shop African Brands password to ${email}` })
    .getByRole("link", { name: /Open link/ })
    .click();
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "New password", exact: true })
    .fill("second-password-2");
  await page.getByRole("main").getByLabel("Confirm new password").fill("second-password-2");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText("Your password has been reset")).toBeVisible();

  await page.getByRole("main").getByLabel("Email").fill(email);
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Password", exact: true })
    .fill("second-password-2");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a tampered session cookie makes the visitor anonymous with the session-expired notice", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "sab.session_token", value: "forged.value", url: baseURL! }]);
  await page.goto("/");
  await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
  await expect(page.getByRole("link", { name: /sign in/i }).first()).toBeVisible();
});

test("sign-up from a page that asked for an account comes back to it after the confirmation", async ({
  page,
}, testInfo) => {
  const email = `yaw.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await page.goto(`/auth/register?redirect=${encodeURIComponent("/wishlist")}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/auth/login?redirect=%2Fwishlist",
  );
  await main.getByLabel("Full name").fill("Yaw Mensah");
  await main.getByLabel("Email").fill(email);
  await main.getByRole("textbox", { name: "Password", exact: true }).fill("adinkra-sign-7");
  await main.getByLabel("Confirm password").fill("adinkra-sign-7");
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(main.getByRole("link", { name: "Go to sign in" })).toHaveAttribute(
    "href",
    "/auth/login?redirect=%2Fwishlist",
  );

  await confirmEmailFromOutbox(page, email);
  await expect(page).toHaveURL(/\/wishlist$/);
});
