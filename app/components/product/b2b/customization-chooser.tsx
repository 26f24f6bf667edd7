import {
  type CustomizationAnswers,
  customizationField,
  customizedMinimumQuantity,
  customizedPrice,
  defaultCustomizationTextLength,
  type ProductCustomizationOption,
} from "#common/customization-choice";
import { customizationChoiceMessages } from "#common/i18n/customization-choice";
import { cartButtonTexts } from "#common/i18n/cart-buttons";
import { productB2bTexts } from "#common/i18n/product-b2b";
import { cartPath } from "#common/paths";
import type { LadderStep } from "#common/pricing/bulk-ladder";
import { rfqForProductPath } from "#common/rfq-paths";
import { LoaderCircle, ShoppingCart } from "lucide-react";
import { useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { CartActionResult } from "~/components/cart/cart-action-result";
import { useCartResultToast } from "~/components/cart/use-cart-result";
import { Button, buttonClassName } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/choice-fields";
import { FieldFrame, inputClassName } from "~/components/ui/field";
import { Tabs } from "~/components/ui/tabs";
import { useFormat, usePageTexts } from "~/lib/locale";
import { QuantityStepper } from "../quantity-stepper";
import { useFeatureEnabled } from "~/lib/root-data";

type Texts = ReturnType<typeof usePageTexts<typeof productB2bTexts>>;
type Format = ReturnType<typeof useFormat>;

/** What an option costs and needs, in one line under its control. */
function optionFacts(option: ProductCustomizationOption, currency: string, texts: Texts, format: Format) {
  return [
    option.description,
    option.additionalCost > 0 ? texts.perUnitExtra(format.price(option.additionalCost, currency)) : "",
    option.setupCost > 0 ? texts.setupCost(format.price(option.setupCost, currency)) : "",
    option.minOrderQuantity > 1 ? texts.fromUnits(format.number(option.minOrderQuantity)) : "",
    option.leadTimeDays > 0 ? texts.leadTime(option.leadTimeDays) : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

function OptionControl({
  option,
  answer,
  error,
  currency,
  onAnswer,
}: {
  option: ProductCustomizationOption;
  answer: string;
  error: string | undefined;
  currency: string;
  onAnswer: (answer: string) => void;
}) {
  const texts = usePageTexts(productB2bTexts);
  const format = useFormat();
  const name = customizationField(option.id);
  const facts = optionFacts(option, currency, texts, format);
  const label = option.required ? `${option.name} ${texts.required}` : option.name;
  if (option.type === "checkbox")
    return (
      <CheckboxField
        label={label}
        name={name}
        value="on"
        checked={answer === "on"}
        onCheckedChange={(checked) => onAnswer(checked ? "on" : "")}
        description={facts || undefined}
        error={error}
      />
    );
  if (option.type === "select") {
    return (
      <FieldFrame label={label} description={facts || undefined} error={error}>
        {(control) => (
          <select
            {...control}
            name={name}
            value={answer}
            required={option.required}
            onChange={(event) => onAnswer(event.target.value)}
            className={inputClassName}
          >
            <option value="">{texts.noneChosen}</option>
            {option.values.map((value) => (
              <option key={value.id} value={value.id}>
                {value.additionalCost > 0
                  ? texts.withExtra(value.label, format.price(value.additionalCost, currency))
                  : value.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    );
  }
  const maximum = option.maxLength ?? defaultCustomizationTextLength;
  const counter = texts.charactersLeft(format.number([...answer].length), format.number(maximum));
  return (
    <FieldFrame label={label} description={[facts, counter].filter(Boolean).join(" · ")} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          name={name}
          value={answer}
          maxLength={maximum}
          required={option.required}
          onChange={(event) => onAnswer(event.target.value)}
          className={inputClassName}
        />
      )}
    </FieldFrame>
  );
}

/**
 * The Customization tab: the product's options by category, the quantity (never below the product's
 * minimum order nor the minimum of an option chosen), and the unit price the cart will charge,
 * judged and priced live by the cart's own functions. Add to Cart posts the answers as
 * `customization.<optionId>` fields; the server judges them again and a refusal shows at its control.
 */
export function CustomizationChooser({
  productId,
  productName,
  price,
  currency,
  moq,
  ladder,
  options,
  stockQuantity,
  quantity: chosenQuantity,
  onQuantityChange,
}: {
  productId: string;
  productName: string;
  price: number;
  currency: string;
  moq: number;
  ladder: readonly LadderStep[];
  options: readonly ProductCustomizationOption[];
  stockQuantity: number;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}) {
  const texts = usePageTexts(productB2bTexts);
  const buttonTexts = usePageTexts(cartButtonTexts);
  const format = useFormat();
  const id = useId();
  const fetcher = useFetcher<CartActionResult>();
  const quoting = useFeatureEnabled("rfq-system");
  const adding = fetcher.state !== "idle";
  useCartResultToast(fetcher.data);
  const [answers, setAnswers] = useState<CustomizationAnswers>({});
  const [refused, setRefused] = useState<Record<string, string>>({});
  // Each new answer from the cart replaces the refusals shown (set while rendering, not in an effect).
  const [lastResult, setLastResult] = useState(fetcher.data);
  if (fetcher.data !== lastResult) {
    setLastResult(fetcher.data);
    setRefused(fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {});
  }

  if (options.length === 0)
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">{texts.noOptions}</p>
        {quoting ? (
          <Link to={rfqForProductPath(productId)} className={buttonClassName("secondary", "sm")}>
            {texts.requestQuote}
          </Link>
        ) : null}
      </div>
    );

  const minimum = customizedMinimumQuantity(options, answers, moq);
  const quantity = Math.max(chosenQuantity, minimum);
  const priced = customizedPrice({ options, answers, quantity, price, ladder }, customizationChoiceMessages);
  // A refusal from the server stays until its control changes; the live check speaks only for
  // options the buyer has answered (an untouched required option is marked, not scolded).
  const errorOf = (option: ProductCustomizationOption) => {
    const field = customizationField(option.id);
    if (refused[field]) return refused[field];
    return !priced.ok && (answers[option.id] ?? "") !== "" ? priced.fieldErrors[field] : undefined;
  };
  function answer(optionId: string, value: string) {
    setAnswers((current) => ({ ...current, [optionId]: value }));
    setRefused(({ [customizationField(optionId)]: _answered, ...rest }) => rest);
  }
  const categories = [...new Set(options.map((option) => option.category))];
  const categoryPanel = (category: string) => (
    <div className="space-y-4">
      {options
        .filter((option) => option.category === category)
        .map((option) => (
          <OptionControl
            key={option.id}
            option={option}
            answer={answers[option.id] ?? ""}
            error={errorOf(option)}
            currency={currency}
            onAnswer={(value) => answer(option.id, value)}
          />
        ))}
    </div>
  );

  return (
    <fetcher.Form method="post" action={cartPath} className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="source" value="bulk" />
      <Tabs
        label={texts.customizationCategories}
        size="sm"
        tabs={categories.map((category) => ({
          id: category,
          label: category,
          heading: category,
          content: categoryPanel(category),
        }))}
      />
      <QuantityStepper
        id={id}
        minimum={minimum}
        quantity={quantity}
        onQuantityChange={onQuantityChange}
        describedBy={`${id}-price`}
        label={texts.quantity}
        hint={(least) => texts.quantityHint(format.number(least))}
      />
      <output
        id={`${id}-price`}
        htmlFor={`${id}-quantity`}
        aria-live="polite"
        className="block rounded-md bg-muted px-3 py-2 text-sm"
      >
        {priced.ok ? (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>{texts.extraPerUnit}</dt>
            <dd className="text-right tabular-nums">
              {format.price(priced.customizationUnitCost, currency)}
            </dd>
            <dt>{texts.unitPrice}</dt>
            <dd className="text-right font-semibold tabular-nums">
              {format.price(priced.unitPrice, currency)}
            </dd>
            <dt>{texts.lineTotal(format.number(quantity))}</dt>
            <dd className="text-right font-semibold tabular-nums">
              {format.price(priced.lineTotal, currency)}
            </dd>
          </dl>
        ) : (
          texts.completeChoices
        )}
      </output>
      <p className="text-xs text-muted-foreground">{texts.priceNote}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          className="min-w-[7.5rem] flex-1"
          disabled={adding || stockQuantity <= 0}
          aria-label={texts.addToCartLabel(productName)}
        >
          {adding ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ShoppingCart aria-hidden="true" className="size-4" />
          )}
          {adding ? buttonTexts.adding : buttonTexts.addToCart}
        </Button>
        {quoting ? (
          <Link to={rfqForProductPath(productId)} className={`${buttonClassName("secondary")} flex-1`}>
            {texts.requestQuote}
          </Link>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
