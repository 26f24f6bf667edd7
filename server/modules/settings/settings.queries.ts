import {
  type PlatformSettings,
  type SettingName,
  settingDefaults,
  settingKeys,
  type VatRates,
} from "#common/platform-settings";
import { storedSettingSchemas } from "#common/schemas/platform-settings";
import type { AdminSettingsView } from "#common/views/admin-settings";
import type { Db } from "#db/client";
import { rateBaseCurrency } from "#common/display-currency";
import { currencies, settings, shippingMethods } from "#db/schema";
import { asc, eq, inArray, ne } from "drizzle-orm";

/** Settings kept as an object of fields, read merged over their defaults. */
const mergedSettings: readonly SettingName[] = ["referrals", "payOnDelivery", "supportContact"];

const isPlainObject = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A stored value checked against its setting's rule; a missing row gives the default. The object
 * settings (referrals, pay on delivery, support contact) are merged over their defaults, so a row
 * written before a field existed still reads (the spec's "value object merged over defaults"). A row
 * that breaks its rule is a bug in whatever wrote it: it throws rather than price with it.
 */
export function settingValue<Name extends SettingName>(name: Name, stored: unknown): PlatformSettings[Name] {
  if (stored === undefined) return settingDefaults[name];
  const defaults: unknown = settingDefaults[name];
  const value =
    mergedSettings.includes(name) && isPlainObject(defaults) && isPlainObject(stored)
      ? { ...defaults, ...stored }
      : stored;
  const parsed = storedSettingSchemas[name].safeParse(value);
  if (!parsed.success)
    throw new Error(`Setting ${settingKeys[name]} does not hold a valid value: ${JSON.stringify(stored)}`);
  return parsed.data as PlatformSettings[Name];
}

/**
 * The one read of the platform settings: the named ones in a single query, each checked and with its
 * default when the row is missing. Cart pricing, order placement, payouts, vendor onboarding, the
 * contact form and /admin/settings all read through here. Pass `tx` with `lock` to read rows
 * FOR UPDATE, so two admins saving the same section queue and each audit entry has the true old value.
 */
export async function readSettings<Name extends SettingName>(
  db: Db,
  names: readonly Name[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Pick<PlatformSettings, Name>> {
  const query = db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(
      inArray(
        settings.key,
        names.map((name) => settingKeys[name]),
      ),
    );
  const rows = lock ? await query.for("update") : await query;
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    names.map((name) => [name, settingValue(name, stored.get(settingKeys[name]))]),
  ) as Pick<PlatformSettings, Name>;
}

/** The VAT rates checkout charges: per destination country, and the fallback for the rest. */
export async function vatRates(db: Db): Promise<VatRates> {
  const { vatFallback, vatByCountry } = await readSettings(db, ["vatFallback", "vatByCountry"]);
  return { fallbackPercent: vatFallback, byCountry: vatByCountry };
}

/** The currency prices, carts, orders and payouts are kept in (set at installation, not editable). */
export async function settlementCurrency(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, "settlement_currency"));
  return typeof row?.value === "string" ? row.value : "NGN";
}

/** The currencies an exchange rate may be set for: every one in the reference table but the naira. */
export async function rateCurrencies(db: Db): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: currencies.code, name: currencies.name })
    .from(currencies)
    .where(ne(currencies.code, rateBaseCurrency))
    .orderBy(asc(currencies.code));
}

/**
 * What /admin/settings shows: every setting it edits, all shipping methods (the offered and the
 * switched-off ones) in the cart's order, and the currencies exchange rates may be set for.
 */
export async function adminSettingsView(db: Db): Promise<AdminSettingsView> {
  const values = await readSettings(db, Object.keys(settingKeys) as SettingName[]);
  const methods = await db
    .select({
      code: shippingMethods.code,
      name: shippingMethods.name,
      deliveryTime: shippingMethods.deliveryTime,
      price: shippingMethods.price,
      minUnits: shippingMethods.minUnits,
      isActive: shippingMethods.isActive,
    })
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.sortOrder));
  return { settings: values, shippingMethods: methods, rateCurrencies: await rateCurrencies(db) };
}
