import { toMinorUnits } from "#common/money";
import type { customizationOptions, customizationOptionValues } from "#db/schema";
import type { SeededRandom } from "#server/lib/seeded-random";
import type { CustomizationTemplate } from "./archetypes/types";

type NewOption = typeof customizationOptions.$inferInsert;
type NewOptionValue = typeof customizationOptionValues.$inferInsert;

/** Option and value rows for a customisable product: one or more of its archetype's templates. */
export function customizationFor(
  rng: SeededRandom,
  productId: string,
  templates: readonly CustomizationTemplate[],
): { options: NewOption[]; values: NewOptionValue[] } {
  const chosen = rng.sample(templates, rng.int(1, templates.length));
  const options: NewOption[] = [];
  const values: NewOptionValue[] = [];
  chosen.forEach((template, index) => {
    const optionId = `opt_${productId.slice(4)}_${index + 1}`;
    options.push({
      id: optionId,
      productId,
      optionName: template.optionName,
      optionType: template.optionType,
      category: template.category,
      description: template.description,
      required: template.required ?? false,
      minOrderQuantity: template.minOrderQuantity ?? 1,
      additionalCost: toMinorUnits(template.additionalCostNaira ?? 0),
      setupCost: toMinorUnits(template.setupCostNaira ?? 0),
      leadTimeDays: template.leadTimeDays ?? 0,
      maxLength: template.maxLength ?? null,
    });
    for (const [valueIndex, value] of (template.values ?? []).entries()) {
      values.push({
        id: `val_${productId.slice(4)}_${index + 1}_${valueIndex + 1}`,
        optionId,
        value: value.value,
        label: value.label,
        additionalCost: toMinorUnits(value.additionalCostNaira ?? 0),
      });
    }
  });
  return { options, values };
}
