import { z } from "zod";
import { marketDayMessages as m } from "../i18n/market-days";
import { type EventProductSort, eventProductSorts, marketDayLimits } from "../market-days";
import { parseMajorUnits } from "../money-input";
import type { EventProductFilters } from "../views/market-days";
import { formText } from "./banner";

/** A time from a datetime-local input (YYYY-MM-DDTHH:MM), read as UTC. */
const utcTime = z
  .string({ error: m.dateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, m.dateInvalid)
  .transform((value, issues) => {
    const date = new Date(`${value.length === 16 ? `${value}:00` : value}.000Z`);
    if (Number.isNaN(date.getTime())) {
      issues.addIssue({ code: "custom", message: m.dateInvalid });
      return z.NEVER;
    }
    return date;
  });

/** A time as a datetime-local input's value, in UTC. */
export function utcInputValue(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 16);
}

/**
 * A market day's form: name, optional description, start, end, registration deadline, vendor limit,
 * optional featured category. It ends after it starts, and registration closes no later than the start.
 */
export const marketDaySchema = z
  .object({
    name: formText(marketDayLimits.nameMax, m.tooLong).pipe(z.string().min(1, m.nameRequired)),
    description: formText(marketDayLimits.descriptionMax, m.tooLong),
    startsAt: utcTime,
    endsAt: utcTime,
    registrationDeadline: utcTime,
    vendorLimit: z
      .string({ error: m.vendorLimitInvalid(marketDayLimits.vendorLimitMax) })
      .trim()
      .regex(/^\d{1,5}$/, m.vendorLimitInvalid(marketDayLimits.vendorLimitMax))
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, m.vendorLimitInvalid(marketDayLimits.vendorLimitMax))
          .max(marketDayLimits.vendorLimitMax, m.vendorLimitInvalid(marketDayLimits.vendorLimitMax)),
      ),
    featuredCategoryId: formText(100, m.tooLong).transform((value) => value || null),
  })
  .superRefine((day, issues) => {
    if (day.endsAt <= day.startsAt)
      issues.addIssue({ code: "custom", path: ["endsAt"], message: m.endBeforeStart });
    if (day.registrationDeadline > day.startsAt)
      issues.addIssue({ code: "custom", path: ["registrationDeadline"], message: m.deadlineAfterStart });
  });

export type MarketDayInput = z.infer<typeof marketDaySchema>;

/** The admin's decision on a registration: approved or rejected, with optional notes. */
export const registrationDecisionSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: m.statusChangeNotAllowed("pending", "?") }),
  notes: formText(marketDayLimits.notesMax, m.tooLong).transform((value) => value || null),
});

/**
 * The event page's filters from its query string: search, category slug, price range in whole
 * naira (minor units here), in stock, sort. Anything malformed is left out, never an error.
 */
export function parseEventFilters(params: URLSearchParams): EventProductFilters {
  const text = (name: string, max: number) => (params.get(name) ?? "").trim().slice(0, max);
  const naira = (name: string) => {
    const value = params.get(name);
    const amount = value ? parseMajorUnits(value, "NGN") : null;
    return amount === null ? undefined : amount;
  };
  const sort = params.get("sort") ?? "";
  const filters: EventProductFilters = {
    sort: (eventProductSorts as readonly string[]).includes(sort) ? (sort as EventProductSort) : "newest",
  };
  const search = text("q", 100);
  if (search) filters.search = search;
  const category = text("category", 100);
  if (category) filters.category = category;
  const minPrice = naira("minPrice");
  if (minPrice !== undefined) filters.minPrice = minPrice;
  const maxPrice = naira("maxPrice");
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (params.get("availability") === "in_stock") filters.inStock = true;
  return filters;
}
