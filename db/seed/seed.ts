import type { Db } from "../client";
import {
  contentPages,
  countries,
  currencies,
  featureFlags,
  languages,
  settings,
  shippingMethods,
  staffSections,
} from "../schema";
import { contentPageRows } from "./content-pages";
import {
  countryRows,
  currencyRows,
  featureFlagRows,
  languageRows,
  settingRows,
  shippingMethodRows,
  staffSectionRows,
} from "./reference-data";

/** Reference data every installation needs. Idempotent: existing rows (and admins' edits) are kept. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(currencies).values(currencyRows).onConflictDoNothing();
    await tx.insert(countries).values(countryRows).onConflictDoNothing();
    await tx.insert(languages).values(languageRows).onConflictDoNothing();
    await tx.insert(featureFlags).values(featureFlagRows).onConflictDoNothing();
    await tx.insert(settings).values(settingRows).onConflictDoNothing();
    await tx.insert(shippingMethods).values(shippingMethodRows).onConflictDoNothing();
    await tx.insert(staffSections).values(staffSectionRows).onConflictDoNothing();
    await tx.insert(contentPages).values(contentPageSeedRows(new Date())).onConflictDoNothing();
  });
}

/**
 * The information pages, published when first seeded. Lists show the newest first, so each row is
 * dated a second before the one above it: blog posts and press releases list in the order written.
 */
function contentPageSeedRows(now: Date) {
  return contentPageRows.map((page, index) => ({
    ...page,
    id: `page_${page.slug}`,
    publishedAt: new Date(now.getTime() - index * 1000),
  }));
}
