import { adminProductsTexts } from "#common/i18n/admin-products";
import { adminProductsPath } from "#common/paths";
import { productStatuses } from "#common/vendor-products";
import type { AdminProductFilterOptions, AdminProductFilters } from "#common/views/admin-catalog";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { LoadingStatus } from "~/components/ui/status-notes";
import { usePageTexts } from "~/lib/locale";

/** The admin product list's search form (GET): name or SKU, vendor, category, status, featured. */
export function AdminProductFiltersForm({
  filters,
  options,
}: {
  filters: AdminProductFilters;
  options: AdminProductFilterOptions;
}) {
  const texts = usePageTexts(adminProductsTexts);
  const navigation = useNavigation();
  const filtered = Boolean(
    filters.search || filters.vendorId || filters.categoryId || filters.status || filters.featured,
  );
  return (
    <>
      <Form
        method="get"
        role="search"
        aria-label={texts.filtersLabel}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field label={texts.search}>
          {(id) => (
            <input id={id} name="q" type="search" defaultValue={filters.search} className={inputClassName} />
          )}
        </Field>
        <Field label={texts.vendor}>
          {(id) => (
            <select id={id} name="vendor" defaultValue={filters.vendorId} className={inputClassName}>
              <option value="">{texts.anyVendor}</option>
              {options.vendors.map((vendor) => (
                <option key={vendor.id} value={vendor.id}>
                  {vendor.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.category}>
          {(id) => (
            <select id={id} name="category" defaultValue={filters.categoryId} className={inputClassName}>
              <option value="">{texts.anyCategory}</option>
              {options.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.status}>
          {(id) => (
            <select id={id} name="status" defaultValue={filters.status} className={inputClassName}>
              <option value="">{texts.anyStatus}</option>
              {productStatuses.map((status) => (
                <option key={status} value={status}>
                  {texts.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="featured" value="yes" defaultChecked={filters.featured} />
          {texts.featuredOnly}
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{texts.apply}</Button>
          {filtered ? (
            <Link to={adminProductsPath} className={buttonClassName("secondary")}>
              {texts.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      {navigation.state === "loading" && navigation.location.pathname === adminProductsPath ? (
        <LoadingStatus>{texts.loading}</LoadingStatus>
      ) : null}
    </>
  );
}
