import type { Locator, Page } from "@playwright/test";
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

test("an unknown path shows the 404 page with its buttons and popular pages", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse Products" })).toHaveAttribute(
    "href",
    "/products",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute(
    "href",
    "/",
  );
  for (const name of [
    "Market Days",
    "Become a Vendor",
    "Contact Support",
    "FAQs",
    "Terms & Conditions",
    "Privacy Policy",
  ]) {
    await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
});

test("the theme toggle switches to dark and is remembered after a reload", async ({ page }) => {
  await gotoInteractive(page, "/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("banner").getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await expectAccessible(page);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
});

test("the header gains its scrolled state and the scroll-to-top button appears after scrolling", async ({
  page,
}) => {
  await gotoInteractive(page, "/");
  const header = page.locator("header").first();
  await expect(header).not.toHaveAttribute("data-scrolled", "true");
  await expect(page.getByRole("button", { name: "Scroll to top" })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await page.getByRole("button", { name: "Scroll to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** Opens a page of product cards, ready for clicks, once its first card's Add to Cart shows. */
async function gotoProductCards(page: Page, path: string) {
  await gotoInteractive(page, path);
  await expect(
    page
      .getByRole("main")
      .getByRole("button", { name: /^Add to Cart: / })
      .first(),
  ).toBeVisible();
}

/**
 * Scrolls from 300 px (where the scroll-to-top button shows) to the end in steps shorter than the
 * button and returns every card's price or Add to Cart that the button lies over, with the first
 * scroll position where it does.
 */
async function buyTargetsUnder(page: Page, button: Locator) {
  const main = page.getByRole("main");
  const targets = main.getByRole("button", { name: /^Add to Cart: / }).or(main.getByText(/^₦[\d,.]+$/));
  expect(await targets.count()).toBeGreaterThan(1);
  return targets.evaluateAll(
    (elements, buttonElement) => {
      const covered = new Map<Element, string>();
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let top = 301; top <= end + 16; top += 16) {
        window.scrollTo({ top: Math.min(top, end), behavior: "instant" });
        const a = buttonElement!.getBoundingClientRect();
        for (const element of elements) {
          const b = element.getBoundingClientRect();
          const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          if (overlaps && !covered.has(element)) {
            covered.set(element, `${element.textContent} at ${Math.min(top, end)} px`);
          }
        }
      }
      return [...covered.values()];
    },
    await button.elementHandle(),
  );
}

test("the scroll-to-top button never lies over a card's price or Add to Cart, on a phone or a desktop", async ({
  page,
}) => {
  test.slow();
  const api = await page.request.get("/api/v1/products");
  const { rows } = (await api.json()) as { rows: { name: string }[] };
  const word = rows[0]!.name.split(/\s+/)[0]!;
  const scrollToTop = page.getByRole("button", { name: "Scroll to top" });
  const pages = ["/", "/products", "/deals", `/search?q=${encodeURIComponent(word)}`];
  for (const { width, paths } of [
    { width: 390, paths: pages },
    { width: 1280, paths: ["/", "/products"] },
    { width: 1440, paths: ["/", "/deals"] },
  ]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of paths) {
      await gotoProductCards(page, path);
      const where = `${path} at ${width} px`;
      await expect(scrollToTop, where).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(scrollToTop, where).toBeVisible();
      expect(await buyTargetsUnder(page, scrollToTop), where).toEqual([]);
    }
  }
  // On a phone it is the bar atop the footer: reached by keyboard, it scrolls up and the next Tab
  // goes on from the main content.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, "/products");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(scrollToTop).toBeInViewport();
  await expect(scrollToTop).toHaveText("Scroll to top");
  await scrollToTop.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("main")).toBeFocused();
  await expectAccessible(page);
});

test("the toast demo shows each style, and the promise toast resolves", async ({ page }) => {
  await gotoInteractive(page, "/toast-demo");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Show Success toast" }).click();
  await expectToast(page, "Your changes have been saved");
  await page.getByRole("button", { name: "Show B2B toast" }).click();
  await expectToast(page, "Bulk discount applied: 15% off orders of 100+ units");
  await page.getByRole("button", { name: "Show Promise toast" }).click();
  await expectToast(page, "Processing request...");
  await expectToast(page, "Operation completed successfully!");
});

test("going offline and back online shows the network toasts", async ({ page, context }) => {
  await gotoInteractive(page, "/");
  await context.setOffline(true);
  await expectToast(page, "You're offline");
  await context.setOffline(false);
  await expectToast(page, "You're back online");
});

test("the footer shows the Documentation link to admins only", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const provider of ["M-Pesa", "Paystack", "Flutterwave", "OPay", "PalmPay"]) {
    await expect(footer.getByText(provider, { exact: true })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "Documentation" })).toHaveCount(0);
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Documentation" })).toHaveAttribute(
    "href",
    "/info/documentation",
  );
});

test("pages carry a title, a description and Organization/WebSite structured data", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Shop African Brands/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(20);
  expect(description!.length).toBeLessThanOrEqual(160);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  const types = (jsonLd["@graph"] as { "@type": string }[]).map((node) => node["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  await page.goto("/auth/login");
  await expect(page).toHaveTitle("Sign in | Shop African Brands");
});

test("an admin changes a buyer's role and the change is in the activity log", async ({ page }, testInfo) => {
  const email = `role.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await registerAccount(page, { name: "Role Change", email, password: "role-change-pass" });

  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await page.getByRole("searchbox", { name: "Search users by name or email" }).fill(email);
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await page.getByRole("combobox", { name: `Role of ${email}` }).selectOption("vendor");
  await page.getByRole("button", { name: `Save role of ${email}` }).click();
  await expect(page.getByText(`${email} is now Vendor`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity log" }).click();
  const firstRow = page.getByRole("table", { name: "Audit log entries" }).getByRole("row").nth(1);
  await expect(firstRow).toContainText("role.change");
  await expect(firstRow).toContainText(email);
  await expectAccessible(page);
});

test("a guest opening the wishlist is asked to sign in and can stay or go", async ({ page }) => {
  await gotoInteractive(page, "/toast-demo");
  const wishlist = page.getByRole("banner").getByRole("link", { name: "Wishlist" });
  await wishlist.click();
  const prompt = page.getByRole("dialog", { name: "Authentication Required" });
  await expect(prompt).toContainText(
    "You need to be logged in to access this content. Would you like to go to the login page now?",
  );
  await expectAccessible(page);
  await prompt.getByRole("button", { name: "Stay on this page" }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/toast-demo$/);
  await wishlist.click();
  await prompt.getByRole("button", { name: "Go to login" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fwishlist$/);
});

test("pages with forms run under the Content-Security-Policy without a violation (no eval)", async ({
  page,
}) => {
  // Recorded from the first script on, so a probe made while the bundles load is caught too.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ["/auth/login", "/products", "/contact"]) {
    await gotoInteractive(page, path);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))
      .toEqual([]);
  }
});

test("the floating cart and wishlist buttons show only beside the page, never over a card's price or Add to Cart", async ({
  page,
}) => {
  test.slow();
  const floatingCart = page.getByRole("button", { name: "Cart preview" });
  // Below 1440 px the page's column reaches the screen's edge: the header's cart is the way in.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ["/", "/deals"]) {
      await gotoProductCards(page, path);
      await expect(floatingCart, `${path} at ${width} px`).toBeHidden();
    }
  }
  // At 1440 px and wider they sit in the margin: every price and Add to Cart ends left of them.
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ["/", "/deals"]) {
    await gotoInteractive(page, path);
    await expect(floatingCart).toBeVisible();
    await floatingCart.focus();
    await expect(floatingCart).toBeFocused();
    const floatingLeft = (await floatingCart.boundingBox())!.x;
    const main = page.getByRole("main");
    const targets = [
      ...(await main.getByRole("button", { name: /^Add to Cart: / }).all()),
      ...(await main.getByText(/^₦[\d,.]+$/).all()),
    ];
    expect(targets.length, path).toBeGreaterThan(1);
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(box.x + box.width, `${await target.textContent()} on ${path}`).toBeLessThanOrEqual(floatingLeft);
    }
  }
});
