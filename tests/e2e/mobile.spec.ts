import { expect, expectAccessible, gotoInteractive, test } from "./fixtures";

test("on a phone the menu button opens the slide-in menu and the bottom bar is shown", async ({ page }) => {
  await gotoInteractive(page, "/");
  const bottomBar = page.getByRole("navigation", { name: "Mobile" });
  await expect(bottomBar).toBeVisible();
  for (const name of ["Home", "Search", "Products", "Market", "Sign In"]) {
    await expect(bottomBar.getByRole("link", { name })).toBeVisible();
  }
  // The desktop navigation is not shown at this width.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Request For Quote" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("the newsletter box in the mobile menu validates and subscribes", async ({ page }, testInfo) => {
  await gotoInteractive(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  const email = menu.getByRole("textbox", { name: "Email address" });
  await email.fill("not-an-email");
  await menu.getByRole("button", { name: "Subscribe" }).click();
  await expect(menu.getByText("Enter a valid email address")).toBeVisible();
  await expect(email).toHaveValue("not-an-email");
  await email.fill(`reader.${testInfo.workerIndex}.${Date.now()}@example.com`);
  await menu.getByRole("button", { name: "Subscribe" }).click();
  await expect(menu.getByText("Thank you for subscribing!")).toBeVisible();
});

test("the sign-in page fits a phone screen without sideways scrolling", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test("on a phone the home page's first screen has the search box and the first products", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, "/");
  const main = page.getByRole("main");
  await expect(main.getByRole("combobox", { name: "Search products" })).toBeInViewport();
  const first = main.getByRole("region", { name: "Best Selling" }).getByRole("article").first();
  await expect(first.getByRole("img").first()).toBeInViewport();
  await expect(first.getByRole("heading")).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test("on a 390 × 844 phone a product page shows the price, minimum order and Add to Cart within a screen and a half, with nothing covering them", async ({
  page,
}) => {
  const screen = { width: 390, height: 844 };
  await page.setViewportSize(screen);
  await page.goto("/products");
  const firstProduct = await page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("link")
    .first()
    .getAttribute("href");
  for (const path of [firstProduct!, "/products/prd_hibiscus-ankara-wrap-dress"]) {
    await gotoInteractive(page, path);
    const buyBox = page.getByRole("main").getByRole("region", { name: "Price and quantity" });
    const targets = {
      price: buyBox.getByText(/^₦[\d,]+(\.\d\d)?$/).first(),
      minimumOrder: buyBox.getByText("Minimum order:", { exact: true }),
      addToCart: buyBox.getByRole("button", { name: /^Add to Cart: / }),
      buyNow: buyBox.getByRole("button", { name: /^Buy Now: / }),
    };
    for (const [name, target] of Object.entries(targets)) {
      const box = await target.boundingBox();
      expect(box, `${name} on ${path}`).not.toBeNull();
      // Measured from the top of the page, before any scrolling.
      expect(box!.y + box!.height, `${name} on ${path}`).toBeLessThanOrEqual(screen.height * 1.5);
    }
    // Wherever the price and the button are scrolled to between the header and the fixed bottom
    // bar, they are what a tap anywhere along them reaches: no floating button lies over them.
    for (const [name, target] of [
      ["price", targets.price],
      ["Add to Cart", targets.addToCart],
      ["Buy Now", targets.buyNow],
    ] as const) {
      const reached = await target.evaluate((element) => {
        const header = document.querySelector("header")!.getBoundingClientRect();
        const bottomBar = document.querySelector("nav[aria-label='Mobile']")!.getBoundingClientRect();
        const height = element.getBoundingClientRect().height;
        for (let y = Math.max(0, header.bottom); y + height <= bottomBar.top; y += 40) {
          window.scrollBy(0, element.getBoundingClientRect().top - y);
          const { left, top, width } = element.getBoundingClientRect();
          for (const along of [0.1, 0.5, 0.9]) {
            const hit = document.elementFromPoint(left + width * along, top + height / 2);
            if (hit === null || !(hit === element || element.contains(hit))) return false;
          }
        }
        return true;
      });
      expect(reached, `${name} on ${path} is covered`).toBe(true);
    }
    await expectAccessible(page);
  }
});
