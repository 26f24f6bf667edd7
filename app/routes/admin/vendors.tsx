import { adminVendorsTexts } from "#common/i18n/admin-vendors";
import { pageParam } from "#common/paging";
import { adminVendorPath, adminVendorsPath } from "#common/seller-paths";
import { type BackOfficeVendorFilters, backOfficeVendorStatuses } from "#common/views/admin-vendors";
import {
  backOfficeVendorCountries,
  listBackOfficeVendors,
} from "#server/modules/vendors/back-office.queries";
import { Form, Link, useNavigation } from "react-router";
import { vendorStatusTones } from "~/components/admin-vendors/status-tones";
import { Badge } from "~/components/catalog/badge";
import { Button, buttonClassName } from "~/components/ui/button";
import { CountrySelect } from "~/components/ui/country-select";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { Pagination } from "~/components/ui/pagination";
import { LoadingStatus } from "~/components/ui/status-notes";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendorsViewer } from "~/lib/vendors-viewer.server";
import type { Route } from "./+types/vendors";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminVendorsTexts.en.listTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Reads the list's filters from the query string; anything unknown is ignored. */
function filtersFrom(params: URLSearchParams): BackOfficeVendorFilters {
  const status = backOfficeVendorStatuses.find((value) => value === params.get("status"));
  const country = params.get("country")?.trim().toUpperCase();
  const verified = params.get("verified");
  const search = params.get("q")?.trim();
  return {
    status,
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    verified: verified === "yes" ? true : verified === "no" ? false : undefined,
    search: search ? search.slice(0, 100) : undefined,
  };
}

/** /admin/vendors: applicants and stores in one list, pending applications first, 20 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { canDecide } = requireVendorsViewer(context);
  const { db } = ctx(context);
  const params = new URL(request.url).searchParams;
  const filters = filtersFrom(params);
  const [page, countries] = await Promise.all([
    listBackOfficeVendors(db, { ...filters, page: pageParam(params.get("page")) }),
    backOfficeVendorCountries(db),
  ]);
  return {
    page,
    countries,
    canDecide,
    filters: {
      status: filters.status ?? "",
      country: filters.country ?? "",
      verified:
        params.get("verified") === "yes" || params.get("verified") === "no" ? params.get("verified")! : "",
      q: filters.search ?? "",
    },
  };
}

export default function AdminVendors({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(adminVendorsTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const { page, filters } = loaderData;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{texts.listTitle}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{texts.listIntro(format.number(page.total))}</p>
        {loaderData.canDecide ? null : <p className="mt-1 text-sm">{texts.staffNote}</p>}
      </div>
      <Form
        method="get"
        role="search"
        aria-label={texts.filtersLabel}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field label={texts.status}>
          {(id) => (
            <select id={id} name="status" defaultValue={filters.status} className={inputClassName}>
              <option value="">{texts.anyStatus}</option>
              {backOfficeVendorStatuses.map((status) => (
                <option key={status} value={status}>
                  {texts.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.country}>
          {(id) => <CountrySelect id={id} defaultValue={filters.country} countries={loaderData.countries} />}
        </Field>
        <Field label={texts.verified}>
          {(id) => (
            <select id={id} name="verified" defaultValue={filters.verified} className={inputClassName}>
              <option value="">{texts.anyBadge}</option>
              <option value="yes">{texts.verifiedOnly}</option>
              <option value="no">{texts.unverifiedOnly}</option>
            </select>
          )}
        </Field>
        <Field label={texts.search}>
          {(id) => (
            <input
              id={id}
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder={texts.searchPlaceholder}
              className={inputClassName}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{texts.apply}</Button>
          {filtered ? (
            <Link to={adminVendorsPath} className={buttonClassName("secondary")}>
              {texts.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      {navigation.state === "loading" && navigation.location.pathname === adminVendorsPath ? (
        <LoadingStatus>{texts.loading}</LoadingStatus>
      ) : null}
      <DataTable caption={texts.tableCaption} columns={texts.columns} empty={texts.empty}>
        {page.rows.map((row) => (
          <tr key={`${row.kind}-${row.id}`}>
            <td className={`${cellClassName} font-medium`}>
              <Link to={adminVendorPath(row.id)} className="underline">
                {row.businessName}
              </Link>
              {row.verified ? (
                <span className="ml-2">
                  <Badge tone="info">{texts.verifiedBadge}</Badge>
                </span>
              ) : null}
            </td>
            <td className={`${cellClassName} break-all`}>{row.accountEmail ?? row.businessEmail}</td>
            <td className={cellClassName}>{row.countryName ?? "—"}</td>
            <td className={cellClassName}>
              <Badge tone={vendorStatusTones[row.status]}>{texts.statuses[row.status]}</Badge>
            </td>
            <td className={`${cellClassName} whitespace-nowrap`}>
              <time dateTime={row.since}>{format.date(row.since)}</time>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.pagesLabel} />
    </div>
  );
}
