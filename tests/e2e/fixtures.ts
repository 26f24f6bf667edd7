import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

let clientCounter = 0;

/** Every test gets its own client address (the server trusts X-Forwarded-For in this run). */
function nextClientIp(workerIndex: number): string {
  clientCounter += 1;
  return `10.${workerIndex % 250}.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`;
}

export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, use, testInfo) => {
    await use(nextClientIp(testInfo.workerIndex));
  },
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": clientIp });
    await context.addInitScript(recordToasts);
    await use(context);
  },
});

/**
 * A second person in a test (an admin approving, a vendor quoting): a browser context of their own
 * with its own client address, as the test's own context has, so sign-in's per-address pause (two
 * seconds) never holds up parallel tests, and with the toast record.
 */
export async function newPartyContext(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.setExtraHTTPHeaders({ "x-forwarded-for": nextClientIp(test.info().workerIndex) });
  await context.addInitScript(recordToasts);
  return context;
}

/** A page in {@link newPartyContext}. */
export async function newParty(browser: Browser): Promise<Page> {
  return (await newPartyContext(browser)).newPage();
}

export { expect };

type ToastRecord = { shownToasts?: string[] };

/**
 * Runs in every page: keeps the text of each toast the Notifications region shows. A toast leaves
 * after four seconds of wall-clock time, and on a busy machine a test may first look later than
 * that; checking this record instead of the screen makes seeing a toast independent of speed.
 */
function recordToasts() {
  const shown: string[] = [];
  const recorded = new WeakMap<Element, string>();
  (window as ToastRecord).shownToasts = shown;
  new MutationObserver(() => {
    for (const item of document.querySelectorAll('section[aria-label^="Notifications"] li')) {
      const text = item.textContent ?? "";
      if (text && recorded.get(item) !== text) {
        recorded.set(item, text);
        shown.push(text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page has shown a toast containing this text, and takes it off the record, so the
 * same text expected again needs a toast shown again.
 */
export async function expectToast(page: Page, text: string | RegExp) {
  const wanted = typeof text === "string" ? { text } : { source: text.source, flags: text.flags };
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const shown = (window as ToastRecord).shownToasts ?? [];
          const matches = (toast: string) =>
            wanted.text !== undefined
              ? toast.includes(wanted.text)
              : new RegExp(wanted.source, wanted.flags).test(toast);
          const index = shown.findIndex(matches);
          if (index === -1) return false;
          shown.splice(index, 1);
          return true;
        }, wanted),
      { message: `a toast saying ${text}` },
    )
    .toBe(true);
}

export const demoPassword = "demo-pass-2026";
export const demo = {
  admin: "admin@shopafricanbrands.com",
  staff: "staff@shopafricanbrands.com",
  vendor: "vendor@lagosthreads.ng",
  /** Runs Bonwire Kente Weavers Cooperative, a second fashion store; only the B2B journey signs in as it. */
  kenteVendor: "vendor@bonwirekente.gh",
  buyer: "buyer@example.com",
};

/**
 * Fails on serious or critical accessibility violations on the page as it is now, once the one-off
 * animations running (a line total's pulse, a panel sliding in) have ended: mid-fade, text reads
 * as low contrast to axe though no one sees it that way. Endless ones (spinners) are not waited for.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

export async function signIn(page: Page, email: string, password = demoPassword) {
  await page.goto("/auth/login");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
}

const signUpSuccess = "Registration successful! Please check your email to confirm your account.";

/** Fills the sign-up form and waits for the success message (the account still needs confirming). */
export async function registerAccount(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  await page.goto("/auth/register");
  const main = page.getByRole("main");
  await main.getByLabel("Full name").fill(name);
  await main.getByLabel("Email").fill(email);
  await main.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await main.getByLabel("Confirm password").fill(password);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: signUpSuccess })).toBeVisible();
}

/** Opens a page and waits until React has hydrated it, for checks that need its event handlers. */
export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

/**
 * Fails unless the running test is in the global-state lane (playwright.config.ts): a test that
 * changes what every other test sees (a flag, a setting, the sections staff may open, the home
 * page) may run only there, after the others and alone (decision 023).
 */
export function requireGlobalStateLane(what: string) {
  const { project, file } = test.info();
  if (project.metadata.globalState !== true) {
    throw new Error(
      `${what} changes what every test sees: list ${path.basename(file)} in globalStateSpecs in playwright.config.ts (decision 023)`,
    );
  }
}

/**
 * An admin's toggle of a feature flag at /admin/features (`name` as the page shows it, e.g. "RFQ
 * system"), confirming when it turns the flag off. Flags are the whole server's: only a spec of the
 * global-state lane may toggle one, and it turns it back in a `finally`.
 */
export async function setFeatureFlag(page: Page, name: string, on: boolean) {
  requireGlobalStateLane(`Turning ${name} ${on ? "on" : "off"}`);
  // Hydrated: before React has attached, a click on "Turn off" posts the form without the question.
  await gotoInteractive(page, "/admin/features");
  const button = page.getByRole("button", { name: on ? `Turn on ${name}` : `Turn off ${name}` });
  // Already in the wanted state (an earlier run stopped half way): nothing to do.
  if ((await button.count()) === 0) return;
  await button.click();
  if (!on) {
    const dialog = page.getByRole("dialog", { name: `Turn off ${name}?` });
    await dialog.getByRole("button", { name: "Turn off", exact: true }).click();
  }
  await expect(page.getByRole("status").filter({ hasText: `${name} is ${on ? "on" : "off"}` })).toBeVisible();
}
