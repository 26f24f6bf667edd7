import type { Locator, Page } from "@playwright/test";
import { demo, expect, gotoInteractive, newPartyContext, signIn, test } from "./fixtures";

/**
 * Links that lead to a page built by a later issue, so they may still answer 404. The list can only
 * shrink: when one of them answers, this test fails until it is taken off.
 */
const pendingOnLaterIssues: Record<string, string> = {};

const mayBeMissing = new Set(Object.keys(pendingOnLaterIssues));

/**
 * Path and query of every same-origin link inside `scope`, fragments dropped; links within the page
 * ("#main-content") are no pages of their own.
 */
async function sameOriginLinks(scope: Locator): Promise<string[]> {
  return scope.locator("a[href]:not([href^='#'])").evaluateAll((anchors) =>
    anchors.flatMap((anchor) => {
      const url = new URL(anchor.getAttribute("href")!, document.baseURI);
      return url.origin === location.origin ? [url.pathname + url.search] : [];
    }),
  );
}

/** Where each link was found, for the failure message. */
type FoundLinks = Map<string, Set<string>>;

function record(found: FoundLinks, where: string, links: string[]) {
  for (const link of links) found.set(link, (found.get(link) ?? new Set()).add(where));
}

async function collectFromPage(page: Page, found: FoundLinks, where: string) {
  record(found, where, await sameOriginLinks(page.locator("body")));
}

test("every link of the home page (header, menus, footer) and of the 404 page leads to a page", async ({
  page,
  browser,
}) => {
  test.slow();
  const found: FoundLinks = new Map();

  await gotoInteractive(page, "/");
  await collectFromPage(page, found, "home page");

  // The phone's header, bottom bar and slide-in menu, opened in case it renders its links only then.
  const phone = await (await newPartyContext(browser, { viewport: { width: 390, height: 844 } })).newPage();
  await gotoInteractive(phone, "/");
  await collectFromPage(phone, found, "home page on a phone");
  await phone.getByRole("button", { name: "Open menu" }).click();
  const menu = phone.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  record(found, "mobile menu", await sameOriginLinks(menu));
  await phone.context().close();

  const notFound = await page.goto("/this-page-does-not-exist");
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole("navigation", { name: "Popular Pages" })).toBeVisible();
  await collectFromPage(page, found, "404 page");

  expect(found.size).toBeGreaterThan(20);
  const broken: string[] = [];
  const nowAnswering: string[] = [];
  for (const [link, places] of found) {
    const response = await page.request.get(link);
    const missing = response.status() === 404;
    const allowed = mayBeMissing.has(new URL(link, "http://x").pathname);
    if (missing && !allowed) broken.push(`${link} (on the ${[...places].join(", ")})`);
    if (!missing && allowed) nowAnswering.push(link);
  }
  expect(broken, "links answering 404").toEqual([]);
  expect(nowAnswering, "pages that now exist: take them off the lists at the top of this file").toEqual([]);
});

/**
 * Every page a back office's own menu opens, and every link on those pages (a row's detail, a
 * filter, a tab, a download), answers with something other than 404 for the person it is shown to.
 */
for (const { who, email, menu, home } of [
  { who: "an admin", email: demo.admin, menu: "Admin", home: /\/admin\/dashboard/ },
  { who: "a vendor", email: demo.vendor, menu: "Vendor", home: /\/vendor\/dashboard/ },
  { who: "a buyer", email: demo.buyer, menu: "Dashboard", home: /\/dashboard$/ },
]) {
  test(`every link of ${who}'s back office leads to a page`, async ({ page }) => {
    test.slow();
    await signIn(page, email);
    await expect(page).toHaveURL(home);
    const nav = page.getByRole("navigation", { name: menu, exact: true });
    await expect(nav.getByRole("link").first()).toBeVisible();
    const sections = [...new Set(await sameOriginLinks(nav))];
    expect(sections.length).toBeGreaterThan(5);

    const found: FoundLinks = new Map();
    for (const section of sections) {
      const response = await page.goto(section);
      expect(response?.status(), `${section} from the ${menu} menu`).toBe(200);
      record(found, section, await sameOriginLinks(page.getByRole("main")));
    }

    const broken: string[] = [];
    for (const [link, places] of found) {
      if ((await page.request.get(link, { maxRedirects: 0 })).status() === 404)
        broken.push(`${link} (on ${[...places].join(", ")})`);
    }
    expect(broken, "links answering 404").toEqual([]);
  });
}
