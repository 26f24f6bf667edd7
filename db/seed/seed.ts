import type { Db } from "../client";
import { countries, currencies, featureFlags, languages, settings, shippingMethods } from "../schema";
import {
  countryRows,
  currencyRows,
  featureFlagRows,
  languageRows,
  settingRows,
  shippingMethodRows,
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
  });
}
