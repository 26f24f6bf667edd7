import { rfqBackOfficeTexts } from "#common/i18n/rfq-back-office";
import { pageParam } from "#common/paging";
import { rfqStatuses } from "#common/rfq";
import { adminRfqPath, adminRfqsPath } from "#common/rfq-paths";
import { listAllRfqs } from "#server/modules/rfqs/admin-rfqs.queries";
import { Link } from "react-router";
import { RfqStatusBadge } from "~/components/rfq/rfq-status-badge";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { StatusFilterListHead } from "~/components/ui/status-filter-list-head";
import { requireCorporateViewer } from "~/lib/corporate-viewer.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/rfqs";

export const meta: Route.MetaFunction = () =>
  pageMeta(rfqBackOfficeTexts.en.listTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/rfqs: every RFQ, newest first, optionally those reading as one status, 20 a page. RFQs are
 * corporate buyers' business, so whoever may view corporate accounts (staff too) may view them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { canDecide } = requireCorporateViewer(context);
  const params = new URL(request.url).searchParams;
  const status = rfqStatuses.find((value) => value === params.get("status"));
  const page = await listAllRfqs(ctx(context).db, { status, page: pageParam(params.get("page")) });
  return { page, status: status ?? "", canDecide };
}

export default function AdminRfqs({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(rfqBackOfficeTexts);
  const format = useFormat();
  const { page } = loaderData;
  return (
    <div className="space-y-6">
      <StatusFilterListHead
        path={adminRfqsPath}
        title={texts.listTitle}
        intro={texts.listIntro(
          page.totalIsLowerBound ? texts.atLeast(format.number(page.total)) : format.number(page.total),
        )}
        staffNote={loaderData.canDecide ? null : texts.staffNote}
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
      <DataTable caption={texts.tableCaption} columns={texts.columns} empty={texts.empty}>
        {page.rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClassName} font-medium`}>{row.companyName}</td>
            <td className={cellClassName}>
              <Link to={adminRfqPath(row.id)} className="underline">
                {row.productName}
              </Link>
            </td>
            <td className={`${cellClassName} whitespace-nowrap`}>
              {texts.quantity(format.number(row.quantity), row.unit)}
            </td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(row.recipientCount)}</td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(row.quoteCount)}</td>
            <td className={cellClassName}>
              <RfqStatusBadge status={row.status} />
            </td>
            <td className={`${cellClassName} whitespace-nowrap`}>{format.date(row.createdAt)}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination
        page={page.page}
        total={page.total}
        totalIsLowerBound={page.totalIsLowerBound}
        pageSize={page.pageSize}
        label={texts.pagesLabel}
      />
    </div>
  );
}
