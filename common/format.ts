import { convertMinorUnits, type ShownPrices } from "./display-currency";
import { minorUnitsOf } from "./money";

/**
 * How one request wants numbers, money and dates written: the language of its texts, the locale
 * that formats them, the currency prices are shown in and the time zone of dates. Every request has
 * one (today always `defaultLocale`); components read it with `useFormat()`, the server from the
 * request context. Nothing here is global or mutable, so two requests in different locales can
 * render at the same time.
 */
export interface RequestLocale {
  /** The language of the message catalogue, e.g. "en". */
  language: string;
  /** The BCP 47 locale that formats numbers and dates, e.g. "en-NG". */
  locale: string;
  /** The currency prices are shown in when nothing says otherwise. */
  currency: string;
  /** Dates are written in this zone on server and browser alike, so a page hydrates without a mismatch. */
  timeZone: string;
  /**
   * The currency the shopper chose to see shop prices in, with the rates to convert at; absent (or
   * null) while multi-currency is off or nothing else was chosen: prices show in their own currency.
   */
  shownPrices?: ShownPrices | null;
}

/** The storefront's own settings: English, Nigerian number format, naira, Lagos time. */
export const defaultLocale: RequestLocale = {
  language: "en",
  locale: "en-NG",
  currency: "NGN",
  timeZone: "Africa/Lagos",
};

// Building an Intl formatter costs far more than formatting with one, and a page formats hundreds of
// prices and counts: one formatter per locale and options, kept for the life of the process.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * "₦12,500" for (1250000, "NGN", "en-NG") and "₦12,500.50" for 1250050: a whole amount without
 * decimals (almost every price here is whole naira, and ".00" is noise on a small screen), any other
 * with all of its currency's decimals, never rounded. The same rule holds in tables, e-mails and
 * invoices: their figures are right-aligned with tabular digits, so whole amounts line up, and a
 * column that mixes kobo and whole amounts still reads correctly. A currency other than the
 * locale's own is written the way the bare language writes it ("$12", not "US$12"), which is how
 * the storefront has always shown foreign prices.
 */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string,
  localCurrency?: string,
): string {
  const digits = minorUnitsOf(currency);
  const moneyLocale = localCurrency === undefined || currency === localCurrency ? locale : languageOf(locale);
  const shownDigits = amount % 10 ** digits === 0 ? 0 : digits;
  return numberFormat(moneyLocale, {
    style: "currency",
    currency,
    minimumFractionDigits: shownDigits,
    maximumFractionDigits: shownDigits,
  }).format(amount / 10 ** digits);
}

/**
 * A shop price (catalogue card, product page, cart) as the shopper chose to see it: converted to
 * `shown.currency` and written as `formatMoney` writes it there. Without a choice, or when either
 * currency has no rate, the price is written in its own currency: never at an invented rate.
 */
export function formatShownPrice(
  amount: number,
  currency: string,
  locale: string,
  localCurrency: string | undefined,
  shown: ShownPrices | null | undefined,
): string {
  const converted = shown ? convertMinorUnits(amount, currency, shown.currency, shown.nairaPerUnit) : null;
  return converted === null || !shown
    ? formatMoney(amount, currency, locale, localCurrency)
    : formatMoney(converted, shown.currency, locale, localCurrency);
}

/** "1,234": counts and quantities. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** "12.5" for 12.5: a percentage's figure with at most two decimals; the text around it adds the "%". */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(percent);
}

/** "4.3", "4.0": an average rating out of 5, always with one decimal. */
export function formatRating(average: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** "25 Nov 2026" in the given time zone. */
export function formatDate(value: Date | string, locale: string, timeZone: string): string {
  return dateFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(value));
}

/** "25 Nov 2026, 14:05" in the given time zone; `seconds` adds them ("14:05:09"), for logs. */
export function formatDateTime(
  value: Date | string,
  locale: string,
  timeZone: string,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  return dateFormat(locale, {
    dateStyle: "medium",
    timeStyle: seconds ? "medium" : "short",
    timeZone,
  }).format(new Date(value));
}

/** A calendar month given as "YYYY-MM" ("Jun 2026"); the month is the same everywhere, so no time zone. */
export function formatMonth(month: string, locale: string): string {
  return dateFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

function languageOf(locale: string): string {
  return locale.split("-")[0]!;
}

/** The formatters bound to one request's locale, as `useFormat()` and the server hand them out. */
export interface Formatters {
  /** In the request's currency unless `currency` says otherwise (an order keeps the currency it was placed in). */
  money(amount: number, currency?: string): string;
  /**
   * A shop price (catalogue, product page, cart) in the currency the shopper chose to see prices in,
   * converted from `currency` (the request's by default); what is paid stays in `money`.
   */
  price(amount: number, currency?: string): string;
  number(value: number): string;
  percent(percent: number): string;
  rating(average: number): string;
  date(value: Date | string): string;
  dateTime(value: Date | string, options?: { seconds?: boolean; timeZone?: string }): string;
  month(month: string): string;
}

export function formattersFor(request: RequestLocale): Formatters {
  const { locale, currency: localCurrency, timeZone, shownPrices } = request;
  return {
    money: (amount, currency = localCurrency) => formatMoney(amount, currency, locale, localCurrency),
    price: (amount, currency = localCurrency) =>
      formatShownPrice(amount, currency, locale, localCurrency, shownPrices),
    number: (value) => formatNumber(value, locale),
    percent: (percent) => formatPercent(percent, locale),
    rating: (average) => formatRating(average, locale),
    date: (value) => formatDate(value, locale, timeZone),
    dateTime: (value, options = {}) =>
      formatDateTime(value, locale, options.timeZone ?? timeZone, { seconds: options.seconds }),
    month: (month) => formatMonth(month, locale),
  };
}

/** For code that has no request (mails sent later, server messages): the storefront's own settings. */
export const defaultFormatters: Formatters = formattersFor(defaultLocale);
