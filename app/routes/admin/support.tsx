import { supportTexts } from "#common/i18n/support";
import { pageParam } from "#common/paging";
import { ticketCategories, ticketStatuses } from "#common/support";
import { adminSupportPath, adminSupportTicketPath } from "#common/support-paths";
import { supportInbox } from "#server/modules/support/support.queries";
import { Form, Link, useNavigation } from "react-router";
import { TicketStatusBadge } from "~/components/support/ticket-status-badge";
import { Button, buttonClassName } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { Pagination } from "~/components/ui/pagination";
import { LoadingStatus } from "~/components/ui/status-notes";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireSupportAgent } from "~/lib/support-agent.server";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = () =>
  pageMeta(supportTexts.en.inboxTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Reads the inbox's filters from the query string; anything unknown is ignored. */
function filtersFrom(params: URLSearchParams) {
  return {
    status: ticketStatuses.find((value) => value === params.get("status")),
    category: ticketCategories.find((value) => value === params.get("category")),
    search: (params.get("q") ?? "").trim().slice(0, 100),
  };
}

/**
 * /admin/support: every ticket and contact-form message (visitors' too), most recent activity first,
 * by status and category, or the best matches of a search first (words, an address, a ticket's
 * reference); 20 a page. For the support team: admins and staff.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireSupportAgent(context);
  const params = new URL(request.url).searchParams;
  const filters = filtersFrom(params);
  const page = await supportInbox(ctx(context).db, {
    ...filters,
    search: filters.search || undefined,
    page: pageParam(params.get("page")),
  });
  return {
    page,
    filters: { status: filters.status ?? "", category: filters.category ?? "", search: filters.search },
  };
}

export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(supportTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const { page, filters } = loaderData;
  const filtered = Boolean(filters.status || filters.category || filters.search);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{texts.inboxTitle}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {(filters.search ? texts.searchIntro : texts.inboxIntro)(
            page.totalIsLowerBound ? texts.atLeast(format.number(page.total)) : format.number(page.total),
          )}
        </p>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={texts.filterLabel}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field label={texts.search}>
          {(id) => (
            <input
              id={id}
              name="q"
              type="search"
              placeholder={texts.searchHint}
              defaultValue={filters.search}
              className={inputClassName}
            />
          )}
        </Field>
        <Field label={texts.status}>
          {(id) => (
            <select id={id} name="status" defaultValue={filters.status} className={inputClassName}>
              <option value="">{texts.anyStatus}</option>
              {ticketStatuses.map((status) => (
                <option key={status} value={status}>
                  {texts.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.category}>
          {(id) => (
            <select id={id} name="category" defaultValue={filters.category} className={inputClassName}>
              <option value="">{texts.anyCategory}</option>
              {ticketCategories.map((category) => (
                <option key={category} value={category}>
                  {texts.categories[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">{texts.applyFilter}</Button>
          {filtered ? (
            <Link to={adminSupportPath} className={buttonClassName("secondary")}>
              {texts.clearFilter}
            </Link>
          ) : null}
        </div>
      </Form>
      {navigation.state === "loading" && navigation.location.pathname === adminSupportPath ? (
        <LoadingStatus>{texts.loading}</LoadingStatus>
      ) : null}
      <DataTable caption={texts.inboxCaption} columns={texts.inboxColumns} empty={texts.inboxEmpty}>
        {page.rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClassName} font-medium`}>
              <Link to={adminSupportTicketPath(row.id)} className={textLinkClassName}>
                {row.subject}
              </Link>
            </td>
            <td className={cellClassName}>
              <span className="block">{row.name}</span>
              <span className="block break-all text-xs text-muted-foreground">
                {row.email}
                {row.hasAccount ? null : ` · ${texts.guest}`}
              </span>
            </td>
            <td className={cellClassName}>{texts.categories[row.category]}</td>
            <td className={cellClassName}>
              <TicketStatusBadge status={row.status} />
            </td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(row.replyCount)}</td>
            <td className={`${cellClassName} whitespace-nowrap`}>{format.dateTime(row.lastActivityAt)}</td>
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
