import type { CategorySlug } from "../categories";

/** A spec value, or a list to pick one value from. */
export type SpecTemplate = Record<string, string | readonly string[]>;

/** Amounts are whole naira here (readable); the generator turns them into kobo. */
export interface CustomizationTemplate {
  optionName: string;
  optionType: "select" | "checkbox" | "text";
  category: string;
  description: string;
  required?: boolean;
  minOrderQuantity?: number;
  additionalCostNaira?: number;
  setupCostNaira?: number;
  leadTimeDays?: number;
  maxLength?: number;
  values?: readonly { value: string; label: string; additionalCostNaira?: number }[];
}

/** A kind of product a vendor makes; each demo product is one style of one archetype. */
export interface ProductArchetype {
  /** The product noun, e.g. "Kente Stole"; names are "<style> <name>". */
  name: string;
  styles: readonly string[];
  /** The picture to draw (a motif of the category's painter). */
  motif: string;
  /** Vendor slugs that make this; any vendor of the category when absent. */
  madeBy?: readonly string[];
  /** Unit price range in whole naira. */
  priceNaira: readonly [number, number];
  moq: readonly [number, number];
  leadTimes: readonly string[];
  hsCode: string;
  packaging: string;
  /** First sentence of the description. */
  summary: string;
  /** Further sentences; one or two are used. */
  details: readonly string[];
  specs: SpecTemplate;
  certifications?: readonly string[];
  /** Options offered when the product is customisable. */
  customization?: readonly CustomizationTemplate[];
}

export interface ReviewComments {
  positive: readonly string[];
  mixed: readonly string[];
  negative: readonly string[];
}

/** Everything the generator needs to write believable products of one category. */
export interface CategoryContent {
  slug: CategorySlug;
  archetypes: readonly ProductArchetype[];
  /** Closing sentences on care or use; one is appended to each description. */
  closings: readonly string[];
  reviews: ReviewComments;
}
