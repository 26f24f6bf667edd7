import { type ProductFilterOptions, supplierTypeLabel } from "#common/catalog";
import { activeFilterCount, type ProductFilters, productFilterSearchParams } from "#common/product-filters";
import { productFiltersTexts } from "#common/i18n/product-filters";
import { productListTexts } from "#common/i18n/product-list";
import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useId, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { CountrySelect } from "~/components/ui/country-select";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { useQueryForm } from "~/lib/use-query-form";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";

const ratingChoices = [4, 3, 2, 1] as const;

/**
 * The product list filters. A plain GET form: without JavaScript, Apply submits it.
 * With JavaScript a choice applies at once and typing applies after a pause; empty fields are
 * left out of the URL. Leaving out `page` sends every change back to page 1.
 */
export function ProductFiltersForm({
  filters,
  options,
}: {
  filters: ProductFilters;
  options: ProductFilterOptions;
}) {
  const location = useLocation();
  const texts = usePageTexts(productFiltersTexts);
  const listTexts = usePageTexts(productListTexts);
  const format = useFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const values = productFilterSearchParams(filters);
  const valueOf = (name: string) => values.get(name) ?? "";
  const count = activeFilterCount(filters);
  const { apply, applyLater } = useQueryForm(formRef, values.toString());

  // Typed keywords and numbers wait for a pause; a choice applies at once.
  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const field = event.target;
    if (field instanceof HTMLInputElement && (field.type === "search" || field.type === "number"))
      applyLater(event.currentTarget);
    else apply(event.currentTarget);
  }

  return (
    <details className="group rounded-lg border border-border bg-card lg:border-0 lg:bg-transparent lg:details-content:[content-visibility:visible]">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold lg:hidden [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {count > 0 ? texts.filtersWithCount(format.number(count)) : texts.filters}
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <Form
        ref={formRef}
        method="get"
        action={location.pathname}
        aria-label={texts.filtersLabel}
        onChange={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
        className="space-y-5 border-t border-border px-4 pt-4 pb-5 lg:border-0 lg:p-0"
      >
        <h2 className="hidden text-lg font-semibold lg:block">{texts.filters}</h2>
        <Field label={texts.keywords}>
          {(id) => (
            <input
              id={id}
              type="search"
              name="q"
              defaultValue={valueOf("q")}
              maxLength={100}
              className={inputClassName}
            />
          )}
        </Field>
        <Field label={texts.category}>
          {(id) => (
            <select id={id} name="category" defaultValue={valueOf("category")} className={inputClassName}>
              <option value="">{texts.allCategories}</option>
              {options.categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Range
          legend={texts.price}
          unit={texts.priceUnit}
          min={{ name: "minPrice", value: valueOf("minPrice") }}
          max={{ name: "maxPrice", value: valueOf("maxPrice") }}
          step="any"
        />
        <Range
          legend={texts.moq}
          unit={texts.moqUnit}
          min={{ name: "minMoq", value: valueOf("minMoq") }}
          max={{ name: "maxMoq", value: valueOf("maxMoq") }}
          step="1"
        />
        <Field label={texts.country}>
          {(id) => <CountrySelect id={id} defaultValue={valueOf("country")} countries={options.countries} />}
        </Field>
        <Field label={texts.supplierType}>
          {(id) => (
            <select
              id={id}
              name="supplierType"
              defaultValue={valueOf("supplierType")}
              className={inputClassName}
            >
              <option value="">{texts.allSupplierTypes}</option>
              {options.supplierTypes.map((type) => (
                <option key={type} value={type}>
                  {supplierTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.minimumRating}>
          {(id) => (
            <select id={id} name="minRating" defaultValue={valueOf("minRating")} className={inputClassName}>
              <option value="">{texts.anyRating}</option>
              {ratingChoices.map((stars) => (
                <option key={stars} value={stars}>
                  {texts.starsAndUp(stars, format.number(stars))}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="space-y-2">
          <legend className="sr-only">{texts.availabilityAndVendor}</legend>
          <Checkbox
            name="availability"
            value="in_stock"
            checked={filters.inStock === true}
            label={texts.inStockOnly}
          />
          <Checkbox
            name="verified"
            value="true"
            checked={filters.verified === true}
            label={texts.verifiedOnly}
          />
        </fieldset>
        <div className="flex items-center gap-4">
          <Button type="submit">{texts.apply}</Button>
          {count > 0 ? (
            <Link to={location.pathname} className={textLinkClassName}>
              {listTexts.clearFilters}
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}

function Range({
  legend,
  unit,
  min,
  max,
  step,
}: {
  legend: string;
  unit: string;
  min: { name: string; value: string };
  max: { name: string; value: string };
  step: string;
}) {
  const id = useId();
  const texts = usePageTexts(productFiltersTexts);
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {[
          { ...min, label: texts.rangeMin(unit) },
          { ...max, label: texts.rangeMax(unit) },
        ].map((end) => (
          <div key={end.name}>
            <label htmlFor={`${id}-${end.name}`} className="block text-xs text-muted-foreground">
              {end.label}
            </label>
            <input
              id={`${id}-${end.name}`}
              type="number"
              inputMode="decimal"
              min="0"
              step={step}
              name={end.name}
              defaultValue={end.value}
              className={inputClassName}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function Checkbox({
  name,
  value,
  checked,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
}
