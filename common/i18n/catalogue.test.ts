import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accessDeniedTexts } from "./access-denied";
import { adminDesignSystemTexts } from "./admin-design-system";
import { adminFeaturesTexts } from "./admin-features";
import { adminSslCheckTexts } from "./admin-ssl-check";
import { adminActivityLogsTexts } from "./admin-activity-logs";
import { adminOrdersListTexts, adminOrderTexts } from "./admin-orders";
import { cartButtonTexts } from "./cart-buttons";
import { cartPageTexts } from "./cart-page";
import { categoriesPageTexts, categoryPageTexts } from "./category-pages";
import { compareVendorsTexts } from "./compare-vendors";
import { collectionTexts, dealsTexts } from "./curated-pages";
import { homePageTexts } from "./home-page";
import { infoPageTexts } from "./info-pages";
import { adminMarketDaysTexts, marketDaysTexts, vendorMarketDaysTexts } from "./market-days";
import { orderInvoiceTexts } from "./order-invoice";
import { productFiltersTexts } from "./product-filters";
import { productListTexts, productsPageTexts } from "./product-list";
import { quickViewTexts } from "./quick-view";
import { searchPageTexts } from "./search-page";
import { supportTexts } from "./support";
import { notificationsTexts } from "./notifications";
import { rfqSubmitTexts } from "./rfqs-submit";
import { storesPageTexts, vendorsPageTexts } from "./vendor-directory";
import { storePolicyTexts, vendorStoreTexts } from "./vendor-store";
import { en } from "./en";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const catalogueFiles = new Set(["en.ts", "cart-page.ts"].map((file) => path.join(root, "common/i18n", file)));
const sourceByFile = new Map(
  ["app", "common", "server"]
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => !catalogueFiles.has(file))
    .map((file) => [file, readFileSync(file, "utf8")] as const),
);
const code = [...sourceByFile.values()].join("\n");

/** The app's own modules `file` imports ("~/…" or relative), as files of `sourceByFile`. */
function importedFiles(file: string): string[] {
  const specifiers = [...sourceByFile.get(file)!.matchAll(/from "((?:~\/|\.\.?\/)[^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("~/")
      ? path.join(root, "app", specifier.slice(2))
      : path.resolve(path.dirname(file), specifier);
    const found = [`${base}.tsx`, `${base}.ts`].find((candidate) => sourceByFile.has(candidate));
    return found ? [found] : [];
  });
}

/**
 * The code of the pages that use a texts object: every file naming it, and the components those
 * files import, which may be handed the texts whole (a shared editor reads `texts.title`).
 */
function pageCodeOf(textsName: string): string {
  const naming = [...sourceByFile.keys()].filter((file) => sourceByFile.get(file)!.includes(textsName));
  const files = new Set([...naming, ...naming.flatMap(importedFiles)]);
  return [...files].map((file) => sourceByFile.get(file)!).join("\n");
}

/**
 * A text nobody shows is a text translators would translate for nothing. Keys are read as
 * `group.key`, or as `.key` after the group is named once (`const v = messages.validation`); a
 * group read by a computed key (`t.nav[link.labelKey]`) counts a key as read when its name appears
 * as a string in the code.
 */
function isRead(group: string, key: string): boolean {
  if (code.includes(`${group}.${key}`)) return true;
  if (code.includes(`.${group};`) && code.includes(`.${key}`)) return true;
  return code.includes(`${group}[`) && code.includes(`"${key}"`);
}

/** Texts of the spec's catalogues kept spelled exactly for the screens that will show them. */
const notShownYet = [
  "auth.tooManyAuthErrors",
  "auth.sessionIssue",
  "auth.redirectFailure",
  "wishlist.addFailed",
  "wishlist.loginToAdd",
  "reviews.errorSubmitting",
  "reviews.tryLater",
  "access.checkFailed",
  "errors.generic",
  "errors.dataError",
];

describe("the message catalogue", () => {
  it("has no text that no code reads", () => {
    const unread = Object.entries(en).flatMap(([group, texts]) =>
      Object.keys(texts)
        .map((key) => `${group}.${key}`)
        .filter((name) => !notShownYet.includes(name) && !isRead(...(name.split(".") as [string, string]))),
    );
    expect(unread).toEqual([]);
  });

  it("has no page text that the page's code does not read", () => {
    const pages = {
      cartPageTexts,
      cartButtonTexts,
      vendorStoreTexts,
      storePolicyTexts,
      rfqSubmitTexts,
      orderInvoiceTexts,
      dealsTexts,
      collectionTexts,
      infoPageTexts,
      productListTexts,
      productFiltersTexts,
      productsPageTexts,
      quickViewTexts,
      compareVendorsTexts,
      searchPageTexts,
      categoriesPageTexts,
      categoryPageTexts,
      homePageTexts,
      storesPageTexts,
      vendorsPageTexts,
      accessDeniedTexts,
      adminFeaturesTexts,
      adminDesignSystemTexts,
      adminSslCheckTexts,
      supportTexts,
      notificationsTexts,
      adminOrderTexts,
      adminOrdersListTexts,
      adminActivityLogsTexts,
      marketDaysTexts,
      vendorMarketDaysTexts,
      adminMarketDaysTexts,
    };
    const unread = Object.entries(pages).flatMap(([name, texts]) => {
      const pageCode = pageCodeOf(name);
      return Object.keys(texts.en)
        .filter((key) => !pageCode.includes(`.${key}`) && !pageCode.includes(`"${key}"`))
        .map((key) => `${name}.${key}`);
    });
    expect(unread).toEqual([]);
  });
});
