import { en } from "./en";

/**
 * The shape every language's catalogue has: the English one with each text widened to any string,
 * so a catalogue that misses a key, or gives a text the wrong values, is a type error.
 */
export type Catalogue = Widen<typeof en>;

type Widen<T> = T extends string
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
