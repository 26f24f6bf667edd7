import { type Page } from "@playwright/test";
import {
  demo,
  demoPassword,
  expect,
  expectAccessible,
  gotoInteractive,
  newPartyContext,
  signIn,
  test,
} from "./fixtures";

const lagosThreads = {
  id: "ven_lagos-threads",
  name: "Lagos Threads",
  path: "/vendor/ven_lagos-threads/store",
};

/** The cards' names on a vendor list page. */
function cardNames(page: Page) {
  return page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 });
}

test("the vendor directory filters by country, verification and rating, and works as a plain GET form", async ({
  page,
}) => {
  await gotoInteractive(page, "/vendors");
  await expect(page.getByRole("heading", { name: "Vendor Directory", level: 1 })).toBeVisible();
  await expectAccessible(page);

  const filters = page.getByRole("form", { name: "Vendor filters" });
  await filters.getByLabel("Country").selectOption({ label: "Kenya" });
  await expect(page).toHaveURL(/country=KE/);
  await expect(cardNames(page)).toHaveCount(2);
  await expect(cardNames(page).filter({ hasText: "Ngong Road Brassworks" })).toHaveCount(1);
  await expect(cardNames(page).filter({ hasText: "Nyeri Ridge Coffee Exporters" })).toHaveCount(1);

  await filters.getByLabel("Verified only").check();
  await expect(page).toHaveURL(/verified=true/);
  await expect(cardNames(page).filter({ hasText: "Ngong Road Brassworks" })).toHaveCount(0);
  await expect(cardNames(page).filter({ hasText: "Nyeri Ridge Coffee Exporters" })).toHaveCount(1);

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/vendors$/);
  await expect(filters.getByLabel("Country")).toHaveValue("");

  // The same filters straight from a URL (no JavaScript needed), with an impossible rating.
  await page.goto("/vendors?country=KE&minRating=5&verified=true");
  await expect(page.getByText("No vendors match your search")).toBeVisible();
});

test("/stores searches by business name or country and leads to the store", async ({ page }) => {
  await gotoInteractive(page, "/stores");
  await expect(page.getByRole("heading", { name: "African Vendor Stores", level: 1 })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search stores" });
  await expect(search).toHaveAttribute("placeholder", "Search stores...");
  await expectAccessible(page);

  await search.fill("ghana");
  await expect(page).toHaveURL(/q=ghana/);
  await expect(cardNames(page)).toHaveCount(3);
  await expect(cardNames(page).filter({ hasText: lagosThreads.name })).toHaveCount(0);

  await search.fill("lagos thr");
  await search.press("Enter");
  await expect(cardNames(page)).toHaveText([lagosThreads.name]);
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: lagosThreads.name }) });
  await expect(card.getByText("Verified")).toBeVisible();
  await card.getByRole("link", { name: /Visit Store/ }).click();
  await expect(page).toHaveURL(lagosThreads.path);
  await expect(page.getByRole("heading", { name: lagosThreads.name, level: 1 })).toBeVisible();
});

test("the store page shows its banner, sidebar and tabs as shareable links", async ({ page }) => {
  await gotoInteractive(page, lagosThreads.path);
  const main = page.getByRole("main");
  await expect(main.getByText("Premium", { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "Contact Vendor" })).toHaveAttribute(
    "href",
    `/messages/vendor/${lagosThreads.id}`,
  );
  await expect(
    main
      .getByRole("complementary", { name: "Store details" })
      .getByRole("heading", { name: "About This Store" }),
  ).toBeVisible();
  await expect(main.getByRole("heading", { name: "Contact Information" })).toBeVisible();
  await expect(
    main.getByRole("region", { name: `${lagosThreads.name} store` }).getByText(/^\d+ products?$/),
  ).toBeVisible();
  await expectAccessible(page);

  const tabs = main.getByRole("navigation", { name: "Store sections" });
  await expect(tabs.getByRole("link", { name: /Products/ })).toHaveAttribute("aria-current", "page");

  // Products: text under 2 characters is not searched; a word nobody sells finds nothing.
  const search = main.getByRole("searchbox", { name: `Search ${lagosThreads.name} products` });
  await search.fill("zqxwvy");
  await expect(page).toHaveURL(/q=zqxwvy/);
  await expect(main.getByText("No products match “zqxwvy”")).toBeVisible();
  await main.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(lagosThreads.path);

  await tabs.getByRole("link", { name: /About/ }).click();
  await expect(page).toHaveURL(`${lagosThreads.path}?tab=about`);
  await expect(main.getByRole("heading", { name: "Company details" })).toBeVisible();
  await expect(main.getByText("Lagos Fashion Week")).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole("link", { name: /Reviews/ }).click();
  await expect(page).toHaveURL(`${lagosThreads.path}?tab=reviews`);
  await expect(main.getByText(/Based on \d+ reviews? of this store's products|No Reviews Yet/)).toBeVisible();

  // A shared link opens the same tab.
  await page.goto(`${lagosThreads.path}?tab=about`);
  await expect(page.getByRole("heading", { name: "Export markets" })).toBeVisible();
});

test("store aliases redirect to the store page, and an unknown store is a 404", async ({ page }) => {
  for (const alias of [
    `/store/${lagosThreads.id}`,
    `/vendors/${lagosThreads.id}`,
    `/vendor/${lagosThreads.id}`,
    `/vendor/profile/${lagosThreads.id}`,
  ]) {
    await page.goto(alias);
    await expect(page).toHaveURL(lagosThreads.path);
  }
  const response = await page.goto("/vendor/ven_no-such-store/store");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Store Not Found", level: 1 })).toBeVisible();
  await expect(
    page.getByText("The store you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "View All Stores" })).toHaveAttribute(
    "href",
    "/stores",
  );
  await expectAccessible(page);
});

test("a guest is sent to sign in to follow; a buyer follows and unfollows with the count changing", async ({
  page,
}) => {
  await page.goto(lagosThreads.path);
  await expect(page.getByRole("main").getByRole("link", { name: "Follow Store" })).toHaveAttribute(
    "href",
    `/auth/login?redirect=${encodeURIComponent(lagosThreads.path)}`,
  );

  await signIn(page, demo.buyer);
  await expect(page).toHaveURL(/\/dashboard/);
  await gotoInteractive(page, lagosThreads.path);
  const main = page.getByRole("main");
  const count = main.getByText(/^\d+ followers?$/);
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
  const followers = (n: number) => `${n} ${n === 1 ? "follower" : "followers"}`;

  await main.getByRole("button", { name: "Follow Store" }).click();
  await expect(main.getByRole("button", { name: "Unfollow Store" })).toBeVisible();
  await expect(count).toHaveText(followers(before + 1));
  await page.reload();
  await expect(main.getByRole("button", { name: "Unfollow Store" })).toBeVisible();
  await expect(count).toHaveText(followers(before + 1));

  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await main.getByRole("button", { name: "Unfollow Store" }).click();
  await expect(main.getByRole("button", { name: "Follow Store" })).toBeVisible();
  await expect(count).toHaveText(followers(before));
});

test("a buyer messages Lagos Threads and the vendor reads and answers it in /vendor/messaging", async ({
  page,
  browser,
  clientIp,
}) => {
  // Both texts are this run's own: the demo store keeps the messages of every earlier run.
  const ref = `${test.info().testId}-${Date.now()}`;
  const question = `Do you ship aso-oke to Accra? (ref ${ref})`;
  const answer = `Yes, we ship to Accra every Tuesday. (ref ${ref})`;

  await signIn(page, demo.buyer);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(lagosThreads.path);
  await page.getByRole("main").getByRole("link", { name: "Contact Vendor" }).click();
  await expect(page).toHaveURL(`/messages/vendor/${lagosThreads.id}`);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "Send a message" });
  await expect(form.getByLabel("Name")).toHaveValue("Wanjiru Kamau");
  await expect(form.getByLabel("Email")).toHaveValue(demo.buyer);
  await expectAccessible(page);

  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Please enter a message")).toBeVisible();

  await form.getByLabel("Message").fill(question);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText("Message sent successfully to the supplier");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(form.getByLabel("Name")).toHaveValue("Wanjiru Kamau");
  const thread = page.getByRole("list", { name: "Messages" });
  await expect(thread.getByRole("listitem").filter({ hasText: question })).toContainText("You");

  // The vendor, in their own browser.
  const vendorContext = await newPartyContext(browser, {
    extraHTTPHeaders: { "x-forwarded-for": clientIp.replace(/^10\./, "11.") },
  });
  try {
    const vendorPage = await vendorContext.newPage();
    await signIn(vendorPage, demo.vendor, demoPassword);
    await expect(vendorPage).toHaveURL(/\/vendor\/dashboard/);
    await vendorPage.goto("/vendor/messaging");
    await expect(vendorPage.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
    const entry = vendorPage
      .getByRole("list", { name: "Conversations" })
      .getByRole("link")
      .filter({ hasText: "Wanjiru Kamau" });
    await expect(entry).toContainText(/unread/);
    await expectAccessible(vendorPage);
    await entry.click();
    await expect(vendorPage.getByRole("heading", { name: "Wanjiru Kamau", level: 1 })).toBeVisible();
    await expect(vendorPage.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
    await vendorPage.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await vendorPage.getByLabel("Your reply").fill(answer);
    await vendorPage.getByRole("button", { name: "Send Reply" }).click();
    await expect(vendorPage.getByRole("status").filter({ hasText: "Reply sent" })).toBeVisible();
    await expect(vendorPage.getByLabel("Your reply")).toHaveValue("");
    await vendorPage.goto("/vendor/messaging");
    await expect(
      vendorPage
        .getByRole("list", { name: "Conversations" })
        .getByRole("link")
        .filter({ hasText: "Wanjiru Kamau" }),
    ).not.toContainText(/unread/);
  } finally {
    await vendorContext.close();
  }

  await page.reload();
  const reply = page
    .getByRole("list", { name: "Messages" })
    .getByRole("listitem")
    .filter({ hasText: answer });
  await expect(reply).toContainText(lagosThreads.name);
});

test("the vendor inbox is for vendors only", async ({ page }) => {
  await signIn(page, demo.buyer);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/vendor/messaging");
  await expect(page).toHaveURL(/\/access-denied/);
});
