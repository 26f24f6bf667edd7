import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayCurrencyCookieName } from "#common/display-currency";
import type { FeatureFlagKey } from "#common/feature-flags";
import { displayCurrencyPath, productPath } from "#common/paths";
import { featureFlags } from "#db/schema";
import type { createApp } from "#server/app";
import { forgetCachedFlags } from "#server/modules/feature-flags/request-flags";
import { updateExchangeRates } from "#server/modules/settings/update-exchange-rates";
import { createProduct } from "../catalog-factories";
import { actorFor, baseURL, createUser } from "../factories";
import type { TestDatabase } from "../setup/database";
import { type PageApp, startPageApp } from "../page-app";

/**
 * The two flags that change how every page looks, as the server renders it: custom-theme (the
 * theme toggle, and the head script that applies the stored theme before the first paint) and
 * multi-currency (the currency picker, converted shop prices, the cookie that keeps the choice).
 */
let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;
let productId = "";

beforeAll(async () => {
  pageApp = await startPageApp("theme-and-currency");
  ({ database, app } = pageApp);
  productId = (await createProduct(database.db, { name: "Kente stole", price: 1_000_000 })).id;
  await updateExchangeRates(database.db, {
    actor: actorFor(await createUser(database.db, { role: "admin" })),
    input: { "nairaPerUnit.USD": "1600" },
  });
});

afterAll(async () => {
  await pageApp?.stop();
});

async function setFlag(key: FeatureFlagKey, enabled: boolean) {
  await database.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.key, key));
  forgetCachedFlags();
}

async function get(target: string, cookie = "") {
  const response = await app.request(`${baseURL}${target}`, { headers: { accept: "text/html", cookie } });
  return { status: response.status, html: await response.text() };
}

async function chooseCurrency(currency: string) {
  return app.request(`${baseURL}${displayCurrencyPath}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL },
    body: new URLSearchParams({ currency, returnTo: productPath(productId) }),
    redirect: "manual",
  });
}

const usdCookie = `${displayCurrencyCookieName}=USD`;

describe("custom-theme", () => {
  it("on: the header has the theme toggle and the head script applies the stored theme", async () => {
    const { html } = await get("/");
    expect(html).toContain('aria-label="Switch to dark theme"');
    expect(html).toContain('localStorage.getItem("theme")');
  });

  it("off: no toggle, and the head script makes every page light without reading the stored theme", async () => {
    await setFlag("custom-theme", false);
    try {
      for (const path of ["/", productPath(productId)]) {
        const { html } = await get(path);
        expect(html).not.toContain("Switch to dark theme");
        expect(html).not.toContain(`localStorage.getItem("theme")`);
        expect(html).toContain('d.classList.toggle("dark",dark)');
        expect(html).toContain("var dark=false;");
      }
    } finally {
      await setFlag("custom-theme", true);
    }
  });
});

describe("multi-currency", () => {
  it("off (the default): no picker, prices in naira whatever the cookie says, and the picker's target is 404", async () => {
    const { html } = await get(productPath(productId), usdCookie);
    expect(html).toContain("₦10,000");
    expect(html).not.toContain("$6.25");
    expect(html).not.toContain("Show prices in");
    const response = await chooseCurrency("USD");
    expect(response.status).toBe(404);
    expect(response.headers.get("set-cookie") ?? "").not.toContain(displayCurrencyCookieName);
  });

  it("on: the picker offers the currencies with a rate, the choice is kept in a cookie, and shop prices show converted with the note", async () => {
    await setFlag("multi-currency", true);
    try {
      const naira = await get(productPath(productId));
      expect(naira.html).toContain("Show prices in");
      expect(naira.html).toMatch(/<option value="USD">USD<\/option>/);
      expect(naira.html).not.toMatch(/<option value="ZAR">/);
      expect(naira.html).toContain("₦10,000");

      const chosen = await chooseCurrency("USD");
      expect(chosen.status).toBe(302);
      expect(chosen.headers.get("location")).toBe(productPath(productId));
      expect(chosen.headers.get("set-cookie")).toContain(`${usdCookie};`);

      const product = await get(productPath(productId), usdCookie);
      expect(product.html).toContain("$6.25");
      expect(product.html).toContain("Prices shown in USD are approximate; you pay in NGN");
      const listing = await get("/products", usdCookie);
      expect(listing.html).toContain("$6.25");

      // A currency without a rate is not offered: nothing is kept, and the page says so.
      const refused = await chooseCurrency("ZAR");
      expect(refused.status).toBe(302);
      expect(refused.headers.get("set-cookie")).not.toContain(displayCurrencyCookieName);
      // Back to the naira: the cookie is cleared.
      expect((await chooseCurrency("NGN")).headers.get("set-cookie")).toContain(
        `${displayCurrencyCookieName}=; Max-Age=0`,
      );
    } finally {
      await setFlag("multi-currency", false);
    }
  });
});
