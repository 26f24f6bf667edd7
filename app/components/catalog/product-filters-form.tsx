import { type ProductFilterOptions, supplierTypeLabel } from "#common/catalog";
import { activeFilterCount, type ProductFilters, productFilterSearchParams } from "#common/product-filters";
import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useId, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { CountrySelect } from "~/components/ui/country-select";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { useQueryForm } from "~/lib/use-query-form";
import { textLinkClassName } from "~/components/ui/text-link";

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
        Filters{count > 0 ? ` (${count})` : ""}
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <Form
        ref={formRef}
        method="get"
        action={location.pathname}
        aria-label="Product filters"
        onChange={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
        className="space-y-5 border-t border-border px-4 pt-4 pb-5 lg:border-0 lg:p-0"
      >
        <h2 className="hidden text-lg font-semibold lg:block">Filters</h2>
        <Field label="Keywords">
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
        <Field label="Category">
          {(id) => (
            <select id={id} name="category" defaultValue={valueOf("category")} className={inputClassName}>
              <option value="">All categories</option>
              {options.categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Range
          legend="Price (₦)"
          unit="price"
          min={{ name: "minPrice", value: valueOf("minPrice") }}
          max={{ name: "maxPrice", value: valueOf("maxPrice") }}
          step="any"
        />
        <Range
          legend="Minimum order quantity"
          unit="order"
          min={{ name: "minMoq", value: valueOf("minMoq") }}
          max={{ name: "maxMoq", value: valueOf("maxMoq") }}
          step="1"
        />
        <Field label="Country of origin">
          {(id) => <CountrySelect id={id} defaultValue={valueOf("country")} countries={options.countries} />}
        </Field>
        <Field label="Supplier type">
          {(id) => (
            <select
              id={id}
              name="supplierType"
              defaultValue={valueOf("supplierType")}
              className={inputClassName}
            >
              <option value="">All supplier types</option>
              {options.supplierTypes.map((type) => (
                <option key={type} value={type}>
                  {supplierTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Minimum rating">
          {(id) => (
            <select id={id} name="minRating" defaultValue={valueOf("minRating")} className={inputClassName}>
              <option value="">Any rating</option>
              {ratingChoices.map((stars) => (
                <option key={stars} value={stars}>
                  {stars} {stars === 1 ? "star" : "stars"} & up
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="space-y-2">
          <legend className="sr-only">Availability and vendor</legend>
          <Checkbox
            name="availability"
            value="in_stock"
            checked={filters.inStock === true}
            label="In stock only"
          />
          <Checkbox
            name="verified"
            value="true"
            checked={filters.verified === true}
            label="Verified vendors only"
          />
        </fieldset>
        <div className="flex items-center gap-4">
          <Button type="submit">Apply</Button>
          {count > 0 ? (
            <Link to={location.pathname} className={textLinkClassName}>
              Clear filters
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
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {[
          { ...min, label: `Min ${unit}` },
          { ...max, label: `Max ${unit}` },
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
