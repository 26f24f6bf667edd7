import { corporateAccountStatuses } from "#common/corporate-account";
import { corporateAccountsTexts } from "#common/i18n/corporate-accounts";
import { pageParam } from "#common/paging";
import { adminCorporateAccountPath, adminCorporateAccountsPath } from "#common/paths";
import { listCorporateAccounts } from "#server/modules/corporate-accounts/corporate-accounts.queries";
import { Link } from "react-router";
import { CorporateStatusBadge } from "~/components/corporate/account-summary";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { StatusFilterListHead } from "~/components/ui/status-filter-list-head";
import { useFormat, usePageTexts } from "~/lib/locale";
import { requireCorporateViewer } from "~/lib/corporate-viewer.server";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/corporate-accounts";

export const meta: Route.MetaFunction = () =>
  pageMeta(corporateAccountsTexts.en.adminListTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/corporate-accounts: every account, newest first, optionally one status, 20 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { canDecide } = requireCorporateViewer(context);
  const params = new URL(request.url).searchParams;
  const status = corporateAccountStatuses.find((value) => value === params.get("status"));
  const page = await listCorporateAccounts(ctx(context).db, { status, page: pageParam(params.get("page")) });
  return { page, status: status ?? "", canDecide };
}

export default function AdminCorporateAccounts({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(corporateAccountsTexts);
  const format = useFormat();
  const { page } = loaderData;
  return (
    <div className="space-y-6">
      <StatusFilterListHead
        path={adminCorporateAccountsPath}
        title={texts.adminListTitle}
        intro={texts.adminListIntro(format.number(page.total))}
        staffNote={loaderData.canDecide ? null : texts.staffNote}
        filter={{
          label: texts.filterLabel,
          statusLabel: texts.status,
          anyStatus: texts.anyStatus,
          submit: texts.applyFilter,
          loading: texts.loading,
          statuses: corporateAccountStatuses,
          names: texts.statuses,
          value: loaderData.status,
        }}
      />
      <DataTable caption={texts.tableCaption} columns={texts.columns} empty={texts.empty}>
        {page.rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClassName} font-medium`}>
              <Link to={adminCorporateAccountPath(row.id)} className="underline">
                {row.companyName}
              </Link>
            </td>
            <td className={`${cellClassName} break-all`}>{row.ownerEmail}</td>
            <td className={cellClassName}>
              <CorporateStatusBadge status={row.status} />
            </td>
            <td className={cellClassName}>{texts.discountTiers[row.discountTier]}</td>
            <td className={cellClassName}>{texts.paymentTerms[row.paymentTerms]}</td>
            <td className={cellClassName}>{format.date(row.createdAt)}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.pagesLabel} />
    </div>
  );
}
