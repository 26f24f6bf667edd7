import { corporateAccountStatuses } from "#common/corporate-account";
import { corporateAccountsTexts } from "#common/i18n/corporate-accounts";
import { pageParam } from "#common/paging";
import { adminCorporateAccountPath, adminCorporateAccountsPath } from "#common/paths";
import { listCorporateAccounts } from "#server/modules/corporate-accounts/corporate-accounts.queries";
import { Form, Link, useNavigation } from "react-router";
import { CorporateStatusBadge } from "~/components/corporate/account-summary";
import { Button } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { Pagination } from "~/components/ui/pagination";
import { LoadingStatus } from "~/components/ui/status-notes";
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
  const navigation = useNavigation();
  const { page } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{texts.adminListTitle}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {texts.adminListIntro(format.number(page.total))}
        </p>
        {loaderData.canDecide ? null : <p className="mt-1 text-sm">{texts.staffNote}</p>}
      </div>
      <Form
        method="get"
        role="search"
        aria-label={texts.filterLabel}
        className="flex flex-wrap items-end gap-3"
      >
        <Field label={texts.status}>
          {(id) => (
            <select id={id} name="status" defaultValue={loaderData.status} className={inputClassName}>
              <option value="">{texts.anyStatus}</option>
              {corporateAccountStatuses.map((status) => (
                <option key={status} value={status}>
                  {texts.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit">{texts.applyFilter}</Button>
      </Form>
      {navigation.state === "loading" && navigation.location.pathname === adminCorporateAccountsPath ? (
        <LoadingStatus>{texts.loading}</LoadingStatus>
      ) : null}
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
