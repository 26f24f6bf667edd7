import { z } from "zod";

/**
 * The vendor directory filters, as /vendors, /stores and
 * GET /api/v1/vendors read them from a query string. Every field is optional; a malformed value
 * is left out (a bad link never fails the page).
 */
export interface VendorFilters {
  /** Plain text found inside the business name or the country name; no query syntax. */
  search?: string;
  /** Two-letter country code, upper case. */
  country?: string;
  /** Compared case-insensitively with the vendor's business type. */
  businessType?: string;
  verified?: boolean;
  /** 1–5; applies to the average rating of the vendor's listed products. */
  minRating?: number;
}

export const vendorSearchMaxLength = 100;

/** Trimmed text without control characters; empty reads as missing. */
const text = z
  .string()
  .transform((value) => value.replace(/\p{Cc}+/gu, " ").trim())
  .pipe(z.string().min(1));

/** A field that reads as undefined when missing or malformed. */
function optional<Output>(schema: z.ZodType<Output, string>) {
  return text.pipe(schema).optional().catch(undefined);
}

const vendorFiltersSchema = z.object({
  q: optional(z.string().transform((value) => value.slice(0, vendorSearchMaxLength))),
  country: optional(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
  ),
  businessType: optional(
    z
      .string()
      .max(60)
      .regex(/^[\p{L}0-9][\p{L}0-9 &/_-]*$/u),
  ),
  verified: optional(z.enum(["true", "1", "on", "yes"]).transform(() => true as const)),
  minRating: optional(z.coerce.number<string>().finite().min(1).max(5)),
});

const vendorFilterParamNames = ["q", "country", "businessType", "verified", "minRating"] as const;

/** Filters from a query string. Never throws; "all" and empty values mean no filter. */
export function parseVendorFilters(params: URLSearchParams): VendorFilters {
  const raw = Object.fromEntries(
    vendorFilterParamNames.map((name) => {
      const value = params.get(name) ?? undefined;
      return [name, value?.trim().toLowerCase() === "all" ? undefined : value];
    }),
  );
  const parsed = vendorFiltersSchema.parse(raw);
  const filters: VendorFilters = {};
  if (parsed.q) filters.search = parsed.q;
  if (parsed.country) filters.country = parsed.country;
  if (parsed.businessType) filters.businessType = parsed.businessType;
  if (parsed.verified) filters.verified = true;
  if (parsed.minRating) filters.minRating = parsed.minRating;
  return filters;
}

/** The one spelling of a set of filters in a URL (canonical links, pagination). */
export function vendorFilterSearchParams(filters: VendorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("q", filters.search);
  if (filters.country) params.set("country", filters.country);
  if (filters.businessType) params.set("businessType", filters.businessType);
  if (filters.verified) params.set("verified", "true");
  if (filters.minRating) params.set("minRating", String(filters.minRating));
  return params;
}
