import { vendorRfqsTexts } from "#common/i18n/rfqs-vendor";
import { pageTextsFor } from "#common/i18n/catalogue";
import { pageParam } from "#common/paging";
import { rfqStatuses } from "#common/rfq";
import { vendorRfqPath, vendorRfqsPath } from "#common/rfq-paths";
import { listVendorRfqs } from "#server/modules/rfqs/vendor-rfqs.queries";
import { vendorDashboardPath } from "#common/paths";
import { Link } from "react-router";
import { RfqStatusBadge } from "~/components/rfq/rfq-status-badge";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { StatusFilterListHead } from "~/components/ui/status-filter-list-head";
import { LoadFailed } from "~/components/vendors/load-failed";
import { languageOfPage, useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/rfqs";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorRfqsTexts, languageOfPage(matches)).metaTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/rfqs: the RFQs addressed to the vendor's store, newest first, optionally one status, 20 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  const params = new URL(request.url).searchParams;
  const status = rfqStatuses.find((value) => value === params.get("status"));
  const page = await listVendorRfqs(ctx(context).db, {
    vendorId: store.id,
    status,
    page: pageParam(params.get("page")),
  });
  return { page, status: status ?? "" };
}

export default function VendorRfqs({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(vendorRfqsTexts);
  const format = useFormat();
  const { page } = loaderData;
  return (
    <div className="space-y-6">
      <StatusFilterListHead
        path={vendorRfqsPath}
        title={texts.listTitle}
        intro={texts.listIntro(format.number(page.total))}
        staffNote={null}
        filter={{
          label: texts.filterLabel,
          statusLabel: texts.status,
          anyStatus: texts.anyStatus,
          submit: texts.applyFilter,
          loading: texts.loading,
          statuses: rfqStatuses,
          names: texts.statuses,
          value: loaderData.status,
        }}
      />
      <DataTable
        caption={texts.tableCaption}
        columns={texts.columns}
        empty={loaderData.status ? texts.emptyFiltered : texts.empty}
      >
        {page.rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClassName} font-medium`}>
              <Link to={vendorRfqPath(row.id)} className="underline break-words">
                {row.productName}
              </Link>
              <span className="block text-xs font-normal text-muted-foreground">
                {texts.receivedOn(format.date(row.sentAt))}
              </span>
            </td>
            <td className={cellClassName}>{texts.quantityOf(format.number(row.quantity), row.unit)}</td>
            <td className={cellClassName}>
              {row.targetPrice === null ? texts.notGiven : format.money(row.targetPrice, row.currency)}
            </td>
            <td className={cellClassName}>{row.companyName}</td>
            <td className={cellClassName}>
              {row.deliveryDate ? format.date(row.deliveryDate) : texts.notGiven}
            </td>
            <td className={cellClassName}>
              <RfqStatusBadge status={row.status} />
            </td>
            <td className={cellClassName}>
              {texts.recipientStatuses[row.recipientStatus]}
              <span className="block text-xs text-muted-foreground">
                {row.quoteStatus ? texts.quoteStatuses[row.quoteStatus] : texts.noQuote}
              </span>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.pagesLabel} />
    </div>
  );
}

export function ErrorBoundary() {
  const texts = usePageTexts(vendorRfqsTexts);
  return (
    <LoadFailed
      title={texts.listTitle}
      message={texts.listLoadFailed}
      back={{ to: vendorDashboardPath, label: texts.backToDashboard }}
    />
  );
}
