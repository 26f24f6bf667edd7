import { vendorProductPricingTexts } from "#common/i18n/vendor-product-pricing";
import { majorUnitsText } from "#common/money-input";
import {
  vendorProductCustomizationPath,
  vendorProductOptionEditPath,
  vendorProductValueEditPath,
} from "#common/seller-paths";
import type {
  CustomizationType,
  VendorCustomizationOption,
  VendorCustomizationValue,
  VendorProductCustomization,
} from "#common/views/vendor-pricing";
import { useSearchParams } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { CheckboxField, SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";
import { ProductSectionPage } from "./product-section-nav";
import { RowActions } from "./row-actions";
import { addFormKey, editingRowId, type PricingActionResult, usePricingResultToast } from "./pricing-result";
import { RowForm } from "./row-form";

const optionTypes: readonly CustomizationType[] = ["select", "checkbox", "text"];

/**
 * A product's customization options as its vendor manages them: each option with its facts and,
 * for a choice option, its choices; forms to add, edit (`?edit=<option>`, `?editValue=<choice>`) and
 * delete options and choices.
 */
export function CustomizationEditor({
  customization,
  result,
}: {
  customization: VendorProductCustomization;
  result: PricingActionResult | undefined;
}) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const [searchParams] = useSearchParams();
  usePricingResultToast(result, texts.tryAgain);
  const { product, options } = customization;
  const editingOptionId = editingRowId(result, "update-option", searchParams.get("edit"));
  const editingValueId = editingRowId(result, "update-value", searchParams.get("editValue"));
  return (
    <ProductSectionPage
      product={product}
      result={result}
      title={texts.customizationTitle}
      intro={texts.customizationIntro}
    >
      {options.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {texts.noOptions}
        </p>
      ) : (
        <ul className="space-y-4">
          {options.map((option) => (
            <li key={option.id}>
              {option.id === editingOptionId ? (
                <OptionForm productId={product.id} option={option} result={result} />
              ) : (
                <OptionCard
                  productId={product.id}
                  currency={product.currency}
                  option={option}
                  editingValueId={editingValueId}
                  result={result}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <OptionForm key={addFormKey(result, "add-option")} productId={product.id} result={result} />
    </ProductSectionPage>
  );
}

function OptionCard({
  productId,
  currency,
  option,
  editingValueId,
  result,
}: {
  productId: string;
  currency: string;
  option: VendorCustomizationOption;
  editingValueId: string | null;
  result: PricingActionResult | undefined;
}) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const format = useFormat();
  const titleId = `option-${option.id}-title`;
  const facts = [
    texts.optionTypes[option.type],
    option.category,
    option.required ? texts.required : texts.optional,
    option.additionalCost > 0 ? texts.perUnit(format.money(option.additionalCost, currency)) : null,
    option.setupCost > 0 ? texts.setupCost(format.money(option.setupCost, currency)) : null,
    option.minOrderQuantity > 1 ? texts.fromUnits(format.number(option.minOrderQuantity)) : null,
    option.leadTimeDays > 0 ? texts.leadTime(format.number(option.leadTimeDays)) : null,
    option.type === "text" && option.maxLength ? texts.maxCharacters(format.number(option.maxLength)) : null,
  ].filter((fact): fact is string => Boolean(fact));
  const addValueKey = addFormKey(result, "add-value", option.id);
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words">
            {option.name}
          </h3>
          <ul
            aria-label={texts.optionFacts}
            className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground"
          >
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
        <Badge tone={option.isActive ? "success" : "soft"}>
          {option.isActive ? texts.active : texts.inactive}
        </Badge>
      </div>
      {option.description ? <p className="text-sm break-words">{option.description}</p> : null}
      <RowActions
        edit={{
          to: vendorProductOptionEditPath(productId, option.id),
          text: texts.edit,
          label: texts.editOption(option.name),
        }}
        remove={{
          action: vendorProductCustomizationPath(productId),
          fields: { intent: "delete-option", optionId: option.id },
          confirm: texts.deleteOptionConfirm(option.name, option.values.length),
          text: texts.delete,
          label: texts.deleteOption(option.name),
        }}
      />
      {option.type === "select" ? (
        <section aria-label={texts.choicesOf(option.name)} className="space-y-3 border-t border-border pt-3">
          <h4 className="text-sm font-semibold">{texts.choicesOf(option.name)}</h4>
          {option.values.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.noChoices}</p>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {option.values.map((value) =>
                value.id === editingValueId ? (
                  <li key={value.id} className="py-2">
                    <ValueForm productId={productId} option={option} value={value} result={result} />
                  </li>
                ) : (
                  <ValueRow
                    key={value.id}
                    productId={productId}
                    currency={currency}
                    option={option}
                    value={value}
                  />
                ),
              )}
            </ul>
          )}
          <ValueForm key={addValueKey} productId={productId} option={option} result={result} />
        </section>
      ) : null}
    </article>
  );
}

function ValueRow({
  productId,
  currency,
  option,
  value,
}: {
  productId: string;
  currency: string;
  option: VendorCustomizationOption;
  value: VendorCustomizationValue;
}) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0 break-words">
        <span className="font-medium">{value.label}</span>{" "}
        <span className="text-muted-foreground">
          ({value.value}
          {value.additionalCost > 0
            ? ` · ${texts.perUnit(format.money(value.additionalCost, currency))}`
            : ""}
          {value.isActive ? "" : ` · ${texts.inactive}`})
        </span>
      </span>
      <RowActions
        edit={{
          to: vendorProductValueEditPath(productId, value.id),
          text: texts.edit,
          label: texts.editChoice(value.label),
        }}
        remove={{
          action: vendorProductCustomizationPath(productId),
          fields: { intent: "delete-value", optionId: option.id, valueId: value.id },
          confirm: texts.deleteChoiceConfirm(value.label),
          text: texts.delete,
          label: texts.deleteChoice(value.label),
        }}
      />
    </li>
  );
}

function OptionForm({
  productId,
  option,
  result,
}: {
  productId: string;
  option?: VendorCustomizationOption;
  result: PricingActionResult | undefined;
}) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const money = (amount: number | undefined) => (amount ? majorUnitsText(amount) : "");
  return (
    <RowForm
      action={vendorProductCustomizationPath(productId)}
      intent={option ? "update-option" : "add-option"}
      targetId={option?.id ?? ""}
      ids={[{ name: "optionId", value: option?.id }]}
      title={option ? texts.editOptionTitle(option.name) : texts.addOptionTitle}
      result={result}
      submitText={option ? texts.save : texts.addOption}
      savingText={texts.saving}
      cancel={option ? { text: texts.cancel } : undefined}
    >
      {(failure) => {
        const kept = failure?.values;
        const errors = failure?.fieldErrors;
        const text = (name: string, stored: string | undefined) => kept?.[name] ?? stored;
        const flag = (name: string, stored: boolean) => (kept ? kept[name] === "on" : stored);
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={texts.optionName}
                name="name"
                required
                defaultValue={text("name", option?.name)}
                error={errors?.name}
              />
              <SelectField
                label={texts.optionType}
                name="type"
                required
                options={optionTypes.map((type) => ({ value: type, label: texts.optionTypes[type] }))}
                defaultValue={text("type", option?.type) ?? "select"}
                error={errors?.type}
              />
              <TextField
                label={texts.category}
                name="category"
                defaultValue={text("category", option?.category)}
                error={errors?.category}
                description={texts.categoryHint}
              />
              <TextField
                label={texts.maxLength}
                name="maxLength"
                inputMode="numeric"
                defaultValue={text("maxLength", option?.maxLength ? String(option.maxLength) : undefined)}
                error={errors?.maxLength}
                description={texts.maxLengthHint}
              />
              <TextField
                label={texts.additionalCost}
                name="additionalCost"
                inputMode="decimal"
                defaultValue={text("additionalCost", money(option?.additionalCost))}
                error={errors?.additionalCost}
              />
              <TextField
                label={texts.setupCostLabel}
                name="setupCost"
                inputMode="decimal"
                defaultValue={text("setupCost", money(option?.setupCost))}
                error={errors?.setupCost}
                description={texts.setupCostHint}
              />
              <TextField
                label={texts.minOrderQuantity}
                name="minOrderQuantity"
                inputMode="numeric"
                defaultValue={text("minOrderQuantity", option ? String(option.minOrderQuantity) : undefined)}
                error={errors?.minOrderQuantity}
              />
              <TextField
                label={texts.leadTimeDays}
                name="leadTimeDays"
                inputMode="numeric"
                defaultValue={text("leadTimeDays", option ? String(option.leadTimeDays) : undefined)}
                error={errors?.leadTimeDays}
              />
            </div>
            <TextAreaField
              label={texts.description}
              name="description"
              defaultValue={text("description", option?.description)}
              error={errors?.description}
            />
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <CheckboxField
                label={texts.requiredLabel}
                name="required"
                defaultChecked={flag("required", option?.required ?? false)}
              />
              <CheckboxField
                label={texts.activeLabel}
                name="isActive"
                defaultChecked={flag("isActive", option?.isActive ?? true)}
              />
            </div>
          </>
        );
      }}
    </RowForm>
  );
}

function ValueForm({
  productId,
  option,
  value,
  result,
}: {
  productId: string;
  option: VendorCustomizationOption;
  value?: VendorCustomizationValue;
  result: PricingActionResult | undefined;
}) {
  const texts = usePageTexts(vendorProductPricingTexts);
  return (
    <RowForm
      action={vendorProductCustomizationPath(productId)}
      intent={value ? "update-value" : "add-value"}
      targetId={value?.id ?? option.id}
      ids={[
        { name: "valueId", value: value?.id },
        { name: "optionId", value: option.id },
      ]}
      title={value ? texts.editChoiceTitle(value.label) : texts.addChoiceTitle(option.name)}
      titleLevel={5}
      compact
      result={result}
      submitText={value ? texts.save : texts.addChoice}
      savingText={texts.saving}
      cancel={value ? { text: texts.cancel } : undefined}
    >
      {(failure) => {
        const kept = failure?.values;
        const errors = failure?.fieldErrors;
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={texts.choiceValue}
                name="value"
                required
                defaultValue={kept?.value ?? value?.value}
                error={errors?.value}
              />
              <TextField
                label={texts.choiceLabel}
                name="label"
                defaultValue={kept?.label ?? value?.label}
                error={errors?.label}
                description={texts.choiceLabelHint}
              />
              <TextField
                label={texts.choiceCost}
                name="additionalCost"
                inputMode="decimal"
                defaultValue={
                  kept?.additionalCost ?? (value?.additionalCost ? majorUnitsText(value.additionalCost) : "")
                }
                error={errors?.additionalCost}
              />
            </div>
            <CheckboxField
              label={texts.activeLabel}
              name="isActive"
              defaultChecked={kept ? kept.isActive === "on" : (value?.isActive ?? true)}
            />
          </>
        );
      }}
    </RowForm>
  );
}
