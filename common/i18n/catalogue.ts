import { en } from "./en";

/**
 * The shape every language's catalogue has: the English one with each text widened to any string,
 * so a catalogue that misses a key, or gives a text the wrong values, is a type error.
 */
export type Catalogue = Widen<typeof en>;

export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer Values) => string
    ? (...args: Values) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The languages the storefront has texts in. A new one is a file beside en.ts, registered here. */
const catalogues = { en } satisfies Record<string, Catalogue>;

export type Language = keyof typeof catalogues;

/** The catalogue of a language, or English for one the storefront has no texts in. */
export function catalogueFor(language: string): Catalogue {
  return language in catalogues ? catalogues[language as Language] : catalogues.en;
}

/**
 * The texts of one page (or a few that share components), kept in their own module so they ship
 * only with the pages that show them: one object per language, English required, the others
 * checked against it.
 */
export type PageTexts = { en: object };

/** A page's texts in a language, or in English when the page has none in it. */
export function pageTextsFor<T extends PageTexts>(texts: T, language: string): Widen<T["en"]> {
  return ((texts as Record<string, unknown>)[language] ?? texts.en) as Widen<T["en"]>;
}
