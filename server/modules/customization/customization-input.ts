import { defaultFormatters } from "#common/format";
import { messages } from "#common/messages";
import { parseMajorUnits } from "#common/money-input";
import { maxQuantity } from "#common/pricing/quantity";
import type { CustomizationType } from "#common/views/vendor-pricing";
import { AppError, type FieldErrors } from "#server/lib/errors";

const texts = messages.productPricing;
const format = defaultFormatters;

export const customizationTypes: readonly CustomizationType[] = ["select", "checkbox", "text"];
/** A text option without its own limit takes this many characters. */
export const defaultTextMaxLength = 100;
export const maxOptionsPerProduct = 20;
export const maxValuesPerOption = 30;
/** ₦10,000,000 in kobo: far above any real surcharge, and keeps line totals exact. */
const maxCost = 1_000_000_000;
const maxLeadTimeDays = 365;
const maxTextLimit = 1000;
const lengths = { name: 80, category: 40, description: 500, value: 60, label: 80 };

/** What a form posted; every field is checked here, never trusted. */
export type PostedFields = Record<string, unknown>;

/** Reads fields one by one, collecting a message per field instead of stopping at the first. */
class FieldReader {
  readonly errors: FieldErrors = {};
  constructor(private readonly fields: PostedFields) {}

  /** `required`: the message when it is left empty. */
  text(name: string, { required, max }: { required?: string; max: number }): string {
    const raw = this.fields[name];
    const value = typeof raw === "string" ? raw.trim().replace(/\s+/g, " ") : "";
    if (required && !value) this.errors[name] = required;
    else if (value.length > max) this.errors[name] = texts.textTooLong(format.number(max));
    return value;
  }

  flag(name: string): boolean {
    const raw = this.fields[name];
    return raw === "on" || raw === "true" || raw === true;
  }

  whole(name: string, { min, max, empty }: { min: number; max: number; empty: number }): number {
    const raw = this.fields[name];
    const value = typeof raw === "string" ? raw.trim().replace(/,/g, "") : "";
    if (!value) return empty;
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isNaN(number) || number < min || number > max) {
      this.errors[name] = texts.wholeNumber(format.number(min), format.number(max));
      return empty;
    }
    return number;
  }

  /** An amount typed in naira, returned in kobo; empty is zero. */
  money(name: string): number {
    const raw = this.fields[name];
    const value = typeof raw === "string" ? raw.trim() : "";
    if (!value) return 0;
    const amount = parseMajorUnits(value);
    if (amount === null) this.errors[name] = texts.amountInvalid;
    else if (amount > maxCost) this.errors[name] = texts.amountTooLarge(format.money(maxCost, "NGN"));
    return amount ?? 0;
  }

  done() {
    if (Object.keys(this.errors).length > 0) throw new AppError("VALIDATION", { fieldErrors: this.errors });
  }
}

export interface OptionFields {
  optionName: string;
  optionType: CustomizationType;
  category: string;
  description: string;
  required: boolean;
  maxLength: number | null;
  additionalCost: number;
  setupCost: number;
  minOrderQuantity: number;
  leadTimeDays: number;
  isActive: boolean;
}

/**
 * An option as the vendor typed it: a name, a type (choice, yes/no or text), an optional category
 * ("General" when empty) and description, costs in naira (per unit, and once per order line), the
 * fewest units it is offered for, extra lead time in days, and for a text option the most characters
 * a buyer may type (100 when empty).
 */
export function readOptionFields(fields: PostedFields): OptionFields {
  const read = new FieldReader(fields);
  const optionName = read.text("name", { required: texts.nameRequired, max: lengths.name });
  const optionType = customizationTypes.find((type) => type === fields.type);
  if (!optionType) read.errors.type = texts.typeRequired;
  const maxLength =
    optionType === "text"
      ? read.whole("maxLength", { min: 1, max: maxTextLimit, empty: defaultTextMaxLength })
      : null;
  const option: OptionFields = {
    optionName,
    optionType: optionType ?? "select",
    category: read.text("category", { max: lengths.category }) || "General",
    description: read.text("description", { max: lengths.description }),
    required: read.flag("required"),
    maxLength,
    additionalCost: read.money("additionalCost"),
    setupCost: read.money("setupCost"),
    minOrderQuantity: read.whole("minOrderQuantity", { min: 1, max: maxQuantity, empty: 1 }),
    leadTimeDays: read.whole("leadTimeDays", { min: 0, max: maxLeadTimeDays, empty: 0 }),
    isActive: read.flag("isActive"),
  };
  read.done();
  return option;
}

export interface ValueFields {
  value: string;
  label: string;
  additionalCost: number;
  isActive: boolean;
}

/** A choice of a select option: its value, the label buyers see (the value when empty), its extra cost per unit. */
export function readValueFields(fields: PostedFields): ValueFields {
  const read = new FieldReader(fields);
  const value = read.text("value", { required: texts.valueRequired, max: lengths.value });
  const choice: ValueFields = {
    value,
    label: read.text("label", { max: lengths.label }) || value,
    additionalCost: read.money("additionalCost"),
    isActive: read.flag("isActive"),
  };
  read.done();
  return choice;
}
