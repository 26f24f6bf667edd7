import { defaultLocale, formatNumber } from "#common/format";
import { rfqSubmitMessages as m } from "#common/i18n/rfqs-submit";
import { parseMajorUnits } from "#common/money-input";
import { defaultRfqQuantity, maxRfqQuantity, maxRfqShortTextLength, maxRfqTextLength } from "#common/rfq";
import type { RfqRequestView } from "#common/views/rfq-request";

/** The RFQ form's fields, as the page posts them and the JSON API takes them. */
export const rfqFormFields = [
  "productId",
  "categoryId",
  "lookingFor",
  "quantity",
  "targetPrice",
  "deliveryDate",
  "customizationDetails",
  "shippingAddress",
  "additionalNotes",
  "preferredPaymentTerms",
  "negotiable",
] as const;
export type RfqFormValues = Record<(typeof rfqFormFields)[number], string>;

/** What the buyer asks, checked; money in minor units of the RFQ's currency. */
export type RfqDetails = Omit<RfqRequestView, "productName" | "unit" | "currency">;

const ticked = new Set(["true", "on", "1", "yes"]);

/**
 * The form's values as text, from a form post or a JSON body alike (a JSON number or boolean is read
 * as the form would send it). A quantity not sent at all is the form's default; one sent empty is not.
 */
export function rfqFormValues(input: unknown): RfqFormValues {
  const record = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const text = (name: string) => {
    const value = record[name];
    return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  };
  const values = Object.fromEntries(rfqFormFields.map((name) => [name, text(name)])) as RfqFormValues;
  if (record.quantity === undefined) values.quantity = String(defaultRfqQuantity);
  const negotiable = record.negotiable;
  values.negotiable = negotiable === true || ticked.has(String(negotiable ?? "").toLowerCase()) ? "true" : "";
  return values;
}

/** Today's calendar date where the marketplace keeps its dates (Lagos), as YYYY-MM-DD. */
export function marketplaceToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: defaultLocale.timeZone }).format(now);
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Every rule of the form's own fields, one message a field: a whole positive quantity up to the
 * maximum, a target price of 0 or more in `currency`, a delivery date not before `today`, a
 * shipping address, and the texts within their lengths.
 */
export function checkRfqDetails(
  values: RfqFormValues,
  { currency, today }: { currency: string; today: string },
): { details: RfqDetails | null; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const quantity = /^\d{1,9}$/.test(values.quantity) ? Number(values.quantity) : 0;
  if (quantity < 1) fieldErrors.quantity = m.quantityInvalid;
  else if (quantity > maxRfqQuantity)
    fieldErrors.quantity = m.quantityTooLarge(formatNumber(maxRfqQuantity, defaultLocale.locale));
  const targetPrice = values.targetPrice ? parseMajorUnits(values.targetPrice, currency) : null;
  if (values.targetPrice && targetPrice === null) fieldErrors.targetPrice = m.priceInvalid;
  if (values.deliveryDate && !isCalendarDate(values.deliveryDate))
    fieldErrors.deliveryDate = m.deliveryDateInvalid;
  else if (values.deliveryDate && values.deliveryDate < today) fieldErrors.deliveryDate = m.deliveryDatePast;
  if (!values.shippingAddress) fieldErrors.shippingAddress = m.shippingAddressRequired;
  const limits = {
    shippingAddress: maxRfqTextLength,
    customizationDetails: maxRfqTextLength,
    additionalNotes: maxRfqTextLength,
    preferredPaymentTerms: maxRfqShortTextLength,
  } as const;
  for (const [name, maximum] of Object.entries(limits) as [keyof typeof limits, number][])
    if (values[name].length > maximum) fieldErrors[name] ??= m.tooLong(maximum);
  if (Object.keys(fieldErrors).length > 0) return { details: null, fieldErrors };
  return {
    details: {
      quantity,
      targetPrice,
      deliveryDate: values.deliveryDate || null,
      customizationDetails: values.customizationDetails,
      shippingAddress: values.shippingAddress,
      additionalNotes: values.additionalNotes,
      preferredPaymentTerms: values.preferredPaymentTerms || null,
      negotiable: values.negotiable === "true",
    },
    fieldErrors,
  };
}
