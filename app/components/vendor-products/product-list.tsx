import type { ActionFailure } from "#common/action-failure";
import { vendorProductsTexts } from "#common/i18n/vendor-products";
import {
  vendorNewProductPath,
  vendorProductPath,
  vendorProductsCsvPath,
  vendorProductsPath,
} from "#common/seller-paths";
import { productListFilters, type ProductListFilter } from "#common/vendor-products";
import type { VendorProductPage } from "#common/views/vendor-products";
import { Package, Search } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { Badge, type BadgeTone } from "~/components/catalog/badge";
import { Button, buttonClassName } from "~/components/ui/button";
import { FieldFrame, FormError, FormSuccess, inputClassName } from "~/components/ui/field";
import { FilterTabs } from "~/components/ui/filter-tabs";
import { EmptyListState } from "~/components/ui/list-states";
import { Pagination } from "~/components/ui/pagination";
import { useFormat, usePageTexts } from "~/lib/locale";

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** What the products page's action answers: a bulk action's outcome, a delete to confirm, an import. */
export type ProductListActionResult =
  | { ok: true; message: string; refused?: { id: string; name: string; reason: string }[] }
  | { ok: "confirm-delete"; products: { id: string; name: string }[] }
  | { ok: false; importErrors: ImportRowError[]; message: string }
  | ActionFailure;

const statusTone: Record<string, BadgeTone> = { draft: "soft", listed: "success", unlisted: "warning" };

function listHref(filter: ProductListFilter | null, search: string): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (filter) params.set("status", filter);
  const query = params.toString();
  return query ? `${vendorProductsPath}?${query}` : vendorProductsPath;
}

function ConfirmDelete({ products }: { products: { id: string; name: string }[] }) {
  const texts = usePageTexts(vendorProductsTexts);
  return (
    <section
      aria-labelledby="confirm-delete-title"
      role="alertdialog"
      className="rounded-lg border border-destructive bg-destructive-soft p-4"
    >
      <h2 id="confirm-delete-title" className="font-semibold">
        {texts.confirmDeleteTitle(products.length)}
      </h2>
      <p className="mt-1 text-sm">{texts.confirmDeleteText}</p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {products.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
      <Form method="post" className="mt-3 flex gap-3">
        {products.map((product) => (
          <input key={product.id} type="hidden" name="productId" value={product.id} />
        ))}
        <Button type="submit" name="intent" value="confirm-delete" variant="destructive" size="sm">
          {texts.confirmDelete}
        </Button>
        <Link to={vendorProductsPath} className={buttonClassName("secondary", "sm")}>
          {texts.cancel}
        </Link>
      </Form>
    </section>
  );
}

function CsvSection({ result }: { result: ProductListActionResult | undefined }) {
  const texts = usePageTexts(vendorProductsTexts);
  const navigation = useNavigation();
  const importing = navigation.formData?.get("intent") === "import";
  const importErrors = result && result.ok === false && "importErrors" in result ? result.importErrors : [];
  const failure = result && result.ok === false && !("importErrors" in result) && result.fieldErrors?.file;
  return (
    <section aria-labelledby="csv-title" className="space-y-3 rounded-lg border border-border p-4">
      <h2 id="csv-title" className="font-semibold">
        {texts.csvTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{texts.csvText}</p>
      <a href={vendorProductsCsvPath} download className={buttonClassName("secondary", "sm")}>
        {texts.exportCsv}
      </a>
      <Form method="post" encType="multipart/form-data" className="space-y-3" noValidate>
        <FieldFrame label={texts.csvFile} description={texts.csvFileHint} error={failure || undefined}>
          {(control) => (
            <input {...control} type="file" name="file" accept=".csv,text/csv" className="text-sm" />
          )}
        </FieldFrame>
        <Button type="submit" name="intent" value="import" size="sm" disabled={importing}>
          {importing ? texts.importing : texts.importCsv}
        </Button>
      </Form>
      {importErrors.length ? (
        <div role="alert" className="rounded-md border border-destructive bg-destructive-soft p-3 text-sm">
          <p className="font-medium text-destructive-text">{texts.importErrorsTitle}</p>
          <ul className="mt-2 max-h-80 list-disc overflow-y-auto pl-5">
            {importErrors.map((error) => (
              <li key={`${error.row}-${error.field}`}>
                {texts.importErrorRow(error.row, error.field, error.message)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The vendor's products: search, status tabs, a table with bulk actions, pages, and CSV in and out. */
export function VendorProductList({
  page,
  filter,
  search,
  result,
}: {
  page: VendorProductPage;
  filter: ProductListFilter | null;
  search: string;
  result: ProductListActionResult | undefined;
}) {
  const texts = usePageTexts(vendorProductsTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const bulkFailure =
    result && result.ok === false && !("importErrors" in result) && !result.fieldErrors?.file
      ? result
      : undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{texts.listTitle}</h1>
        <Link to={vendorNewProductPath} className={buttonClassName("primary")}>
          {texts.addProduct}
        </Link>
      </div>
      {result?.ok === true ? (
        <>
          <FormSuccess message={result.message} />
          {result.refused?.length ? (
            <ul role="alert" className="list-disc rounded-md border border-border bg-muted px-8 py-3 text-sm">
              {result.refused.map((refusal) => (
                <li key={refusal.id}>{refusal.reason}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {result?.ok === "confirm-delete" ? <ConfirmDelete products={result.products} /> : null}
      <FormError message={bulkFailure?.message} />
      {page.vendorHasNone ? (
        <EmptyListState
          icon={<Package aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
          title={texts.emptyTitle}
          text={texts.emptyText}
          action={{ to: vendorNewProductPath, label: texts.addProduct }}
        />
      ) : (
        <>
          <Form method="get" role="search" className="flex gap-2">
            {filter ? <input type="hidden" name="status" value={filter} /> : null}
            <label htmlFor="product-search" className="sr-only">
              {texts.searchLabel}
            </label>
            <input
              id="product-search"
              type="search"
              name="q"
              defaultValue={search}
              placeholder={texts.searchLabel}
              className={inputClassName}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" className="size-4" />
              {texts.searchButton}
            </Button>
          </Form>
          <FilterTabs
            label={texts.statusFilterLabel}
            tabs={[
              { to: listHref(null, search), label: texts.all, current: !filter },
              ...productListFilters.map((candidate) => ({
                to: listHref(candidate, search),
                label: texts.statuses[candidate],
                current: filter === candidate,
              })),
            ]}
          />
          {page.total === 0 ? (
            <div className="rounded-lg border border-dashed border-border p-8 text-center">
              <h2 className="font-semibold">{texts.noMatchTitle}</h2>
              <p className="mt-1 text-muted-foreground">{texts.noMatchText}</p>
              <Link to={vendorProductsPath} className={`mt-4 ${buttonClassName("secondary", "sm")}`}>
                {texts.showAll}
              </Link>
            </div>
          ) : (
            <Form method="post" className="space-y-3">
              <fieldset className="flex flex-wrap items-center gap-2">
                <legend className="sr-only">{texts.bulkLabel}</legend>
                <span aria-hidden="true" className="text-sm text-muted-foreground">
                  {texts.bulkLabel}:
                </span>
                <Button
                  type="submit"
                  name="intent"
                  value="list"
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                >
                  {texts.listSelected}
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="unlist"
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                >
                  {texts.unlistSelected}
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="delete"
                  size="sm"
                  variant="destructive"
                  disabled={busy}
                >
                  {texts.deleteSelected}
                </Button>
              </fieldset>
              <div className="overflow-x-auto rounded-lg border border-border">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{texts.tableCaption}</caption>
                  <thead className="bg-muted/50">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        <span className="sr-only">{texts.selectColumn}</span>
                      </th>
                      {(["image", "name", "sku", "price", "stock", "status", "updated"] as const).map(
                        (column) => (
                          <th key={column} scope="col" className="px-3 py-2 font-medium">
                            {texts.columns[column]}
                          </th>
                        ),
                      )}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {page.rows.map((product) => (
                      <tr key={product.id}>
                        <td className="px-3 py-2">
                          <input
                            type="checkbox"
                            name="productId"
                            value={product.id}
                            aria-label={texts.select(product.name)}
                            className="size-4 accent-primary"
                          />
                        </td>
                        <td className="px-3 py-2">
                          <div className="size-12 overflow-hidden rounded-md bg-muted">
                            <CatalogImage
                              imageKey={product.imageKey}
                              alt=""
                              width={48}
                              height={48}
                              sizes="48px"
                              fallback={<span className="sr-only">{texts.noImage}</span>}
                            />
                          </div>
                        </td>
                        <td className="px-3 py-2">
                          <Link
                            to={vendorProductPath(product.id)}
                            aria-label={texts.edit(product.name)}
                            className="font-medium underline-offset-2 hover:underline"
                          >
                            {product.name}
                          </Link>
                        </td>
                        <td className="px-3 py-2 font-mono text-xs">{product.sku}</td>
                        <td className="px-3 py-2 tabular-nums">
                          {format.money(product.price, product.currency)}
                        </td>
                        <td className="px-3 py-2 tabular-nums">{format.number(product.stockQuantity)}</td>
                        <td className="px-3 py-2">
                          <Badge tone={statusTone[product.status] ?? "soft"}>
                            {product.status === "listed" && product.stockQuantity === 0
                              ? texts.statuses["out-of-stock"]
                              : texts.statuses[product.status]}
                          </Badge>
                          {product.moderationReason ? (
                            <p className="mt-1 max-w-56 text-xs">
                              <span className="font-medium">{texts.heldBadge}.</span>{" "}
                              {texts.heldReason(product.moderationReason)}
                            </p>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                          {format.date(product.updatedAt)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Form>
          )}
          <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.pagination} />
        </>
      )}
      <CsvSection result={result} />
    </div>
  );
}
