import type { LadderStep } from "./pricing/bulk-ladder";
import { type CustomizationCost, lineUnitPrice } from "./pricing/cart-pricing";
import { minimumQuantity } from "./pricing/quantity";

/** Text options without a vendor-set maximum take this many characters. */
export const defaultCustomizationTextLength = 100;

/** An option as a buyer may choose it: active, with only its active values. Costs in minor units. */
export interface OfferedCustomizationOption {
  id: string;
  name: string;
  type: "select" | "checkbox" | "text";
  required: boolean;
  minOrderQuantity: number;
  /** Added to each unit (for a select, on top of the chosen value's own cost). */
  additionalCost: number;
  /** Charged once per line, spread over its units. */
  setupCost: number;
  maxLength: number | null;
  values: { id: string; label: string; additionalCost: number }[];
}

/** An offered option as the product page shows it: grouped by category, described, with its lead time. */
export type ProductCustomizationOption = OfferedCustomizationOption & {
  category: string;
  description: string;
  leadTimeDays: number;
  values: { id: string; value: string; label: string; additionalCost: number }[];
};

/** The buyer's answers by option id: a value id (select), "on" (checkbox) or their words (text). */
export type CustomizationAnswers = Record<string, string>;

/** One chosen option as the cart line and the order line keep it, with what it cost when chosen. */
export interface ChosenCustomization {
  optionId: string;
  optionName: string;
  /** The value id (select), "on" (checkbox) or the text. */
  answer: string;
  /** What the buyer and the vendor read: the value's label, the option's name, or the text. */
  shown: string;
  perUnit: number;
  setupCost: number;
}

export type CustomizationResolution =
  | { ok: true; chosen: ChosenCustomization[]; cost: CustomizationCost; key: string }
  | { ok: false; fieldErrors: Record<string, string> };

/** Messages the rules give, passed in so the page and the server word them from one catalogue. */
export interface CustomizationMessages {
  required: (option: string) => string;
  unknownChoice: (option: string) => string;
  /** An answer to an option the product does not offer (any more). */
  notOffered: string;
  tooLong: (option: string, maximum: number) => string;
  belowMinimum: (option: string, minimum: number) => string;
}

/** The form field of an option's answer, as the chooser names it and the server reads it. */
export function customizationField(optionId: string): string {
  return `customization.${optionId}`;
}

/** Whether a form field is an option's answer (named by {@link customizationField}). */
export function isCustomizationField(field: string): boolean {
  return field.startsWith("customization.");
}

/** The answers a form carries, by option id (fields named by {@link customizationField}). */
export function answersFromForm(entries: Iterable<[string, FormDataEntryValue]>): CustomizationAnswers {
  const answers: CustomizationAnswers = {};
  for (const [name, value] of entries)
    if (name.startsWith("customization.") && typeof value === "string")
      answers[name.slice("customization.".length)] = value;
  return answers;
}

/**
 * Judges a buyer's customization against the product's offered options, for a quantity: a select
 * takes one of its active values, a checkbox is on or off, a text is trimmed and at most the
 * option's maximum length (100 when unset); a required option must be answered; a chosen option
 * needs the line to hold at least its minimum quantity. Answers naming an option the product does
 * not offer (inactive, removed, another product's) are refused, never ignored. The server runs this
 * in the transaction that writes the line and again at order placement, with options read there.
 * `key` is the same for the same choice, so equal choices share one cart line and different ones don't.
 */
export function resolveCustomization(
  options: readonly OfferedCustomizationOption[],
  answers: CustomizationAnswers,
  quantity: number,
  message: CustomizationMessages,
): CustomizationResolution {
  const fieldErrors: Record<string, string> = {};
  const chosen: ChosenCustomization[] = [];
  for (const optionId of Object.keys(answers))
    if (!options.some((option) => option.id === optionId) && answers[optionId]!.trim() !== "")
      fieldErrors[customizationField(optionId)] = message.notOffered;
  for (const option of options) {
    const field = customizationField(option.id);
    const raw = (answers[option.id] ?? "").trim();
    if (raw === "") {
      if (option.required) fieldErrors[field] = message.required(option.name);
      continue;
    }
    let answer = raw;
    let shown = option.name;
    let perUnit = option.additionalCost;
    if (option.type === "select") {
      const value = option.values.find((candidate) => candidate.id === raw);
      if (!value) {
        fieldErrors[field] = message.unknownChoice(option.name);
        continue;
      }
      shown = value.label;
      perUnit += value.additionalCost;
    } else if (option.type === "checkbox") {
      answer = "on";
    } else {
      const maximum = option.maxLength ?? defaultCustomizationTextLength;
      if ([...raw].length > maximum) {
        fieldErrors[field] = message.tooLong(option.name, maximum);
        continue;
      }
      shown = raw;
    }
    if (quantity < option.minOrderQuantity) {
      fieldErrors[field] = message.belowMinimum(option.name, option.minOrderQuantity);
      continue;
    }
    chosen.push({
      optionId: option.id,
      optionName: option.name,
      answer,
      shown,
      perUnit,
      setupCost: option.setupCost,
    });
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const byOption = [...chosen].sort((a, b) =>
    a.optionId < b.optionId ? -1 : a.optionId > b.optionId ? 1 : 0,
  );
  return {
    ok: true,
    chosen,
    cost: {
      perUnit: chosen.reduce((sum, choice) => sum + choice.perUnit, 0),
      setupCost: chosen.reduce((sum, choice) => sum + choice.setupCost, 0),
    },
    key:
      chosen.length === 0 ? "" : JSON.stringify(byOption.map((choice) => [choice.optionId, choice.answer])),
  };
}

/**
 * The smallest quantity these answers can be ordered in: the product's minimum order, raised to the
 * minimum quantity of every option answered.
 */
export function customizedMinimumQuantity(
  options: readonly OfferedCustomizationOption[],
  answers: CustomizationAnswers,
  moq: number,
): number {
  return options.reduce(
    (minimum, option) =>
      (answers[option.id] ?? "").trim() === "" ? minimum : Math.max(minimum, option.minOrderQuantity),
    minimumQuantity(moq),
  );
}

export type CustomizedPrice =
  | { ok: true; unitPrice: number; customizationUnitCost: number; lineTotal: number }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * What a line of the product with these answers costs, judged and priced as the cart judges and
 * prices it ({@link resolveCustomization}, then `lineUnitPrice`): the product page shows this live.
 */
export function customizedPrice(
  {
    options,
    answers,
    quantity,
    price,
    ladder,
  }: {
    options: readonly OfferedCustomizationOption[];
    answers: CustomizationAnswers;
    quantity: number;
    price: number;
    ladder: readonly LadderStep[];
  },
  message: CustomizationMessages,
): CustomizedPrice {
  const choice = resolveCustomization(options, answers, quantity, message);
  if (!choice.ok) return choice;
  const { unitPrice, customizationUnitCost } = lineUnitPrice({
    price,
    quantity,
    ladder,
    customization: choice.cost,
  });
  return { ok: true, unitPrice, customizationUnitCost, lineTotal: unitPrice * quantity };
}
