import {
  type VendorFilters,
  vendorFilterSearchParams,
  vendorSearchMaxLength,
} from "#common/schemas/vendor-filters";
import type { VendorFilterOptions } from "#common/vendors";
import { useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { CountrySelect } from "~/components/ui/country-select";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { textLinkClassName } from "~/components/ui/text-link";
import { useQueryForm } from "~/lib/use-query-form";

const ratingChoices = [4.5, 4, 3, 2] as const;

/**
 * The vendor directory filters. A plain GET form: without JavaScript,
 * Apply submits it; with it, a choice applies at once and typing applies after a pause.
 */
export function VendorFiltersForm({
  filters,
  options,
}: {
  filters: VendorFilters;
  options: VendorFilterOptions;
}) {
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const values = vendorFilterSearchParams(filters);
  const { apply, applyLater } = useQueryForm(formRef, values.toString());
  const valueOf = (name: string) => values.get(name) ?? "";
  const filtered = values.toString() !== "";

  return (
    <Form
      ref={formRef}
      method="get"
      action={location.pathname}
      aria-label="Vendor filters"
      onChange={(event) => {
        const field = event.target;
        if (field instanceof HTMLInputElement && field.type === "search") applyLater(event.currentTarget);
        else apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <Field label="Search vendors">
        {(id) => (
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={valueOf("q")}
            maxLength={vendorSearchMaxLength}
            placeholder="Business name or country"
            className={inputClassName}
          />
        )}
      </Field>
      <Field label="Country">
        {(id) => <CountrySelect id={id} defaultValue={valueOf("country")} countries={options.countries} />}
      </Field>
      <Field label="Business type">
        {(id) => (
          <select
            id={id}
            name="businessType"
            defaultValue={valueOf("businessType")}
            className={inputClassName}
          >
            <option value="">All types</option>
            {options.businessTypes.map((type) => (
              <option key={type} value={type}>
                {type}
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
                {stars} stars & up
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 sm:col-span-2 lg:col-span-1 lg:flex-col lg:items-start lg:gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="verified"
            value="true"
            defaultChecked={filters.verified === true}
            className="size-4 accent-primary"
          />
          Verified only
        </label>
        <div className="flex items-center gap-4">
          <Button type="submit" size="sm">
            Apply
          </Button>
          {filtered ? (
            <Link to={location.pathname} className={`text-sm ${textLinkClassName}`}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
