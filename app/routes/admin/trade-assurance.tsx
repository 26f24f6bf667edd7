import { tradeAssuranceTexts } from "#common/i18n/trade-assurance";
import { pageParam } from "#common/paging";
import { adminTradeAssuranceApplicationPath, adminTradeAssurancePath } from "#common/seller-paths";
import { tradeAssuranceStatuses } from "#common/trade-assurance";
import { listTradeAssuranceApplications } from "#server/modules/trade-assurance/trade-assurance.queries";
import { Link } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { tradeAssuranceStatusTones } from "~/components/trade-assurance/status-tones";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { StatusFilterListHead } from "~/components/ui/status-filter-list-head";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendorsViewer } from "~/lib/vendors-viewer.server";
import type { Route } from "./+types/trade-assurance";

export const meta: Route.MetaFunction = () =>
  pageMeta(tradeAssuranceTexts.en.admin.listTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/trade-assurance: the applications, newest first, narrowed by status, 20 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { canDecide } = requireVendorsViewer(context);
  const params = new URL(request.url).searchParams;
  const status = tradeAssuranceStatuses.find((value) => value === params.get("status"));
  const page = await listTradeAssuranceApplications(ctx(context).db, {
    status,
    page: pageParam(params.get("page")),
  });
  return { page, status: status ?? "", canDecide };
}

export default function AdminTradeAssurance({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(tradeAssuranceTexts).admin;
  const format = useFormat();
  const { page, status } = loaderData;
  return (
    <div className="space-y-6">
      <StatusFilterListHead
        path={adminTradeAssurancePath}
        title={texts.listTitle}
        intro={texts.listIntro(format.number(page.total))}
        staffNote={loaderData.canDecide ? null : texts.staffNote}
        filter={{
          label: texts.filtersLabel,
          statusLabel: texts.status,
          anyStatus: texts.anyStatus,
          submit: texts.apply,
          loading: texts.loading,
          statuses: tradeAssuranceStatuses,
          names: texts.statuses,
          value: status,
        }}
      />
      <DataTable caption={texts.tableCaption} columns={texts.columns} empty={texts.empty}>
        {page.rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClassName} font-medium`}>
              <Link to={adminTradeAssuranceApplicationPath(row.id)} className="underline">
                {row.businessName}
              </Link>
            </td>
            <td className={cellClassName}>{row.storeName}</td>
            <td className={cellClassName}>{row.countryName}</td>
            <td className={cellClassName}>
              <Badge tone={tradeAssuranceStatusTones[row.status]}>{texts.statuses[row.status]}</Badge>
            </td>
            <td className={`${cellClassName} whitespace-nowrap`}>
              <time dateTime={row.createdAt}>{format.date(row.createdAt)}</time>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.pagesLabel} />
    </div>
  );
}
