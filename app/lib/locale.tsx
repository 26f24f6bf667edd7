import { defaultLocale, type Formatters, formattersFor, type RequestLocale } from "#common/format";
import {
  type Catalogue,
  catalogueFor,
  type PageTexts,
  pageTextsFor,
  type Widen,
} from "#common/i18n/catalogue";
import { createContext, type ReactNode, useContext, useMemo } from "react";

interface LocaleValue {
  locale: RequestLocale;
  format: Formatters;
  t: Catalogue;
}

function valueFor(locale: RequestLocale): LocaleValue {
  return { locale, format: formattersFor(locale), t: catalogueFor(locale.language) };
}

const LocaleContext = createContext<LocaleValue>(valueFor(defaultLocale));

/** Gives the page the request's locale; the root layout wraps everything in it with the root loader's locale. */
export function LocaleProvider({ locale, children }: { locale: RequestLocale; children: ReactNode }) {
  const { language, locale: tag, currency, timeZone, shownPrices } = locale;
  const value = useMemo(
    () => valueFor({ language, locale: tag, currency, timeZone, shownPrices }),
    [language, tag, currency, timeZone, shownPrices],
  );
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

/** Money, numbers, percentages and dates written for the request's locale, currency and time zone. */
export function useFormat(): Formatters {
  return useContext(LocaleContext).format;
}

/** The texts of the request's language: `t.shell.signIn`, `t.cart.onlyInStock(3)`. */
export function useT(): Catalogue {
  return useContext(LocaleContext).t;
}

/** A page's own texts (see `PageTexts`) in the request's language: `usePageTexts(cartPageTexts).title`. */
export function usePageTexts<T extends PageTexts>(texts: T): Widen<T["en"]> {
  return pageTextsFor(texts, useContext(LocaleContext).locale.language);
}

/**
 * The language for a route's `meta`, which runs outside React: the one the root loader chose,
 * found among the page's matches.
 */
export function languageOfPage(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { locale?: RequestLocale } | undefined;
  return root?.locale?.language ?? defaultLocale.language;
}
