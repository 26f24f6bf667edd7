import {
  demo,
  expect,
  expectAccessible,
  expectToast,
  gotoInteractive,
  newPartyContext,
  signIn,
  test,
} from "./fixtures";

/** Every information page, with the heading and the start of the title it must show. */
const pages = [
  { path: "/about-us", heading: "About Shop African Brands" },
  { path: "/contact-us", heading: "Contact us" },
  { path: "/support", heading: "Help and support" },
  { path: "/faq", heading: "Frequently asked questions" },
  { path: "/privacy", heading: "Privacy policy" },
  { path: "/terms", heading: "Terms and conditions" },
  { path: "/refund-policy", heading: "Cancellations and refund policy" },
  { path: "/shipping", heading: "Shipping and delivery" },
  { path: "/careers", heading: "Careers" },
  { path: "/blog", heading: "Blog" },
  { path: "/press", heading: "Press" },
];

test("every information page has its heading, title, description and breadcrumbs, and passes axe", async ({
  page,
}) => {
  test.slow(); // eleven pages, each scanned
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | Shop African Brands`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{40,160}$/);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
    await expectAccessible(page);
  }
});

test("/about and /contact lead to their pages", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveURL(/\/about-us$/);
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("heading", { level: 2, name: "Send us a message" })).toBeVisible();
});

test("the FAQ opens an answer, and its links lead to real pages", async ({ page }) => {
  await page.goto("/faq");
  const question = page.getByText("How do bulk discounts work?");
  const answer = page.getByText(/3% from 3 units, 5% from 5, 10% from 50/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await page.getByText("Which currency are prices in?").click();
  await expect(page.getByText(/Nigerian naira \(₦\)/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("main").getByRole("link", { name: "bulk orders", exact: true }).click();
  await expect(page).toHaveURL(/\/bulk-orders$/);
});

test("the blog lists its posts, a post opens with its dates, and an unknown post is the 404 page", async ({
  page,
}) => {
  await page.goto("/blog");
  const list = page.getByRole("region", { name: "Articles" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await list.getByRole("link", { name: "How to choose a vendor you can trust" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "How to choose a vendor you can trust" }),
  ).toBeVisible();
  await expect(page.locator("time").filter({ hasText: /^Published / })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "1. Look for the Trade Assurance badge" }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto("/press");
  await page.getByRole("link", { name: /ask up to 10 suppliers for a quote/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /ask up to 10 suppliers/ })).toBeVisible();
  await expectAccessible(page);

  const missing = await page.goto("/blog/no-such-post");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the contact form names each field at fault, then sends and confirms with a toast", async ({ page }) => {
  await gotoInteractive(page, "/contact-us");
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByLabel("Your name").fill("Adaeze Nwosu");
  await form.getByLabel("Email").fill("adaeze@");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Enter a valid email address")).toBeVisible();
  await expect(form.getByText("Choose what your message is about")).toBeVisible();
  await expect(form.getByText("Please enter a message")).toBeVisible();
  await expect(form.getByLabel("Your name")).toHaveValue("Adaeze Nwosu");
  await expectAccessible(page);

  await form.getByLabel("Email").fill(`adaeze.${Date.now()}@example.com`);
  await form.getByLabel("Topic").selectOption({ label: "Corporate accounts, bulk orders and RFQs" });
  await form
    .getByLabel("Message")
    .fill("We need 400 branded kente stoles for a graduation in March. Who can quote?");
  await form.getByRole("button", { name: "Send message" }).click();
  const sent = "Thank you. Your message has reached our support team";
  await expect(page.getByRole("heading", { level: 2, name: "Message sent" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: sent })).toBeVisible();
  await expectToast(page, sent);
  await expectAccessible(page);
});

test("without JavaScript, on a phone, the contact form posts itself and answers in the page", async ({
  browser,
}) => {
  const context = await newPartyContext(browser, {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/contact-us");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();

  await form.getByLabel("Your name").fill("Kwame Mensah");
  await form.getByLabel("Email").fill(`kwame.${Date.now()}@example.com`);
  await form.getByLabel("Topic").selectOption({ label: "Cancellations and refunds" });
  await form.getByLabel("Order number (optional)").fill("SAB-000042");
  await form.getByLabel("Message").fill("Please cancel my guest order; it has not shipped yet.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your message has reached our support team" }),
  ).toBeVisible();
  await context.close();
});

test("a signed-in person finds the form started with their name and address", async ({ page }) => {
  await signIn(page, demo.buyer);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto("/contact-us");
  const form = page.getByRole("region", { name: "Send us a message" });
  await expect(form.getByLabel("Email")).toHaveValue(demo.buyer);
  await expect(form.getByLabel("Your name")).not.toHaveValue("");
});
