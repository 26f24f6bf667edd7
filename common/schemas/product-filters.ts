import { z } from "zod";
import { toMinorUnits } from "../money";
import { filterCurrency, type ProductFilters } from "../product-filters";

const maxSearchLength = 100;
const priceCeiling = 1_000_000_000;
const moqCeiling = 2_147_483_647;

/** Empty values and the spec's "all" mean "no filter". */
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" || trimmed.toLowerCase() === "all" ? undefined : trimmed;
}

/** A field that reads as undefined when missing or malformed: a bad link never fails the page. */
function lenient<Output>(schema: z.ZodType<Output>) {
  return z.preprocess(blankToUndefined, schema.optional()).catch(undefined);
}

/** Control characters (NUL would fail the query outright) become spaces. */
const searchText = lenient(
  z
    .string()
    .transform((value) =>
      value
        .replace(/\p{Cc}+/gu, " ")
        .trim()
        .slice(0, maxSearchLength),
    )
    .pipe(z.string().min(1)),
);
const slug = lenient(
  z
    .string()
    .toLowerCase()
    .max(80)
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/),
);
const countryCode = lenient(
  z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase()),
);
const amount = (max: number) =>
  lenient(
    z.coerce
      .number()
      .finite()
      .min(0)
      .transform((value) => Math.min(value, max)),
  );
const wholeAmount = (max: number) =>
  lenient(
    z.coerce
      .number()
      .finite()
      .min(0)
      .transform((value) => Math.min(Math.floor(value), max)),
  );
/**
 * Supplier types are free text on the vendor (e.g. "manufacturer", "artisan cooperative"); compared
 * case-insensitively.
 */
const supplierType = lenient(
  z
    .string()
    .toLowerCase()
    .max(60)
    .regex(/^[\p{L}0-9][\p{L}0-9 _-]*$/u),
);
const flag = lenient(z.enum(["true", "1", "on", "yes"]).transform(() => true));
/** Ranges may come as one "min-max" string, either end optional. */
const range = lenient(
  z
    .string()
    .regex(/^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/)
    .transform((value) => {
      const [min, max] = value.split("-");
      return { min: min || undefined, max: max || undefined };
    }),
);
/** Built once: a zod schema costs far more to build than to run, and every listing parses four. */
const price = amount(priceCeiling);
const moqAmount = wholeAmount(moqCeiling);
const rating = lenient(
  z.coerce
    .number()
    .finite()
    .transform((value) => Math.min(Math.max(value, 0), 5)),
);

const productFiltersSchema = z
  .object({
    q: searchText,
    category: slug,
    minPrice: z.unknown(),
    maxPrice: z.unknown(),
    price: range,
    minMoq: z.unknown(),
    maxMoq: z.unknown(),
    moq: range,
    availability: lenient(z.literal("in_stock")),
    country: countryCode,
    verified: flag,
    supplierType,
    minRating: rating,
  })
  .transform((raw): ProductFilters => {
    const [minPriceMajor, maxPriceMajor] = ascending(
      price.parse(raw.minPrice ?? raw.price?.min),
      price.parse(raw.maxPrice ?? raw.price?.max),
    );
    const [minMoq, maxMoq] = ascending(
      moqAmount.parse(raw.minMoq ?? raw.moq?.min),
      moqAmount.parse(raw.maxMoq ?? raw.moq?.max),
    );
    return withoutUndefined({
      search: raw.q,
      category: raw.category,
      minPrice: minPriceMajor === undefined ? undefined : toMinorUnits(minPriceMajor, filterCurrency),
      maxPrice: maxPriceMajor === undefined ? undefined : toMinorUnits(maxPriceMajor, filterCurrency),
      minMoq,
      maxMoq,
      inStock: raw.availability === "in_stock" ? true : undefined,
      country: raw.country,
      verified: raw.verified,
      supplierType: raw.supplierType,
      minRating: raw.minRating && raw.minRating > 0 ? raw.minRating : undefined,
    });
  });

/** The query-string names the filters are read from (the page number travels separately). */
const productFilterParamNames = [
  "q",
  "category",
  "minPrice",
  "maxPrice",
  "price",
  "minMoq",
  "maxMoq",
  "moq",
  "availability",
  "country",
  "verified",
  "supplierType",
  "minRating",
] as const;

/** Filters from a query string. Never throws: malformed values are left out, out-of-range ones clamped. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const raw = Object.fromEntries(
    productFilterParamNames.map((name) => [name, params.get(name) ?? undefined]),
  );
  return productFiltersSchema.parse(raw);
}

/** A user who typed the range the wrong way round meant the other order. */
function ascending(
  low: number | undefined,
  high: number | undefined,
): [number | undefined, number | undefined] {
  return low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
