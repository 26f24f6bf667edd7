import {
  type AuditFilters,
  auditFilterParams,
  auditFilterQuery,
  readAuditFilters,
} from "#common/audit-filters";
import { adminActivityLogsTexts } from "#common/i18n/admin-activity-logs";
import { pageParam } from "#common/paging";
import { adminActivityLogsCsvPath, adminActivityLogsPath } from "#common/paths";
import { auditCsvMaxRows, auditPageSize, listAuditLogs } from "#server/modules/audit/audit.queries";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FieldFrame, FormError, inputClassName } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { LoadingStatus } from "~/components/ui/status-notes";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/activity-logs";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminActivityLogsTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/activity-logs: the audit log, admins only, filtered by the query string (who, action,
 * object, days), 25 a page. Filters that cannot be applied are answered with their reasons and no
 * rows, never with a list that ignores them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const { filters, errors } = readAuditFilters(params);
  const valid = Object.keys(errors).length === 0;
  const nothing: Awaited<ReturnType<typeof listAuditLogs>> = {
    rows: [],
    total: 0,
    page: 1,
    pageSize: auditPageSize,
  };
  const result = valid
    ? await listAuditLogs(ctx(context).db, { page: pageParam(params.get("page")), filters })
    : nothing;
  return {
    ...result,
    rows: result.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    filters,
    errors,
    valid,
  };
}

export default function ActivityLogs({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(adminActivityLogsTexts);
  const format = useFormat();
  const { filters, errors, valid, total } = loaderData;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{texts.intro}</p>
      </div>
      <AuditFiltersForm filters={filters} errors={errors} filtered={filtered} />
      {valid ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm" role="status">
            {texts.matching(format.number(total))}
          </p>
          {total > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              {total > auditCsvMaxRows ? (
                <p className="text-sm text-muted-foreground">
                  {texts.downloadLimit(format.number(auditCsvMaxRows))}
                </p>
              ) : null}
              {/* A file, not a page: the browser downloads it, so no client-side navigation. */}
              <a
                href={adminActivityLogsCsvPath(auditFilterQuery(filters))}
                download
                className={buttonClassName("secondary")}
              >
                {texts.download}
              </a>
            </div>
          ) : null}
        </div>
      ) : (
        <FormError message={texts.fixFilters} />
      )}
      {valid ? (
        <DataTable
          caption={texts.tableCaption}
          columns={texts.columns}
          empty={filtered ? texts.noMatch : texts.empty}
        >
          {loaderData.rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cellClassName} whitespace-nowrap`}>
                <time dateTime={row.createdAt}>
                  {format.dateTime(row.createdAt, { seconds: true, timeZone: "UTC" })}
                </time>
              </td>
              <td className={cellClassName}>
                <code className="text-xs">{row.action}</code>
              </td>
              <td className={cellClassName}>
                <code className="text-xs break-all">{row.resource}</code>
              </td>
              <td className={`${cellClassName} break-all`}>{row.userEmail ?? "—"}</td>
              <td className={cellClassName}>
                <code className="text-xs break-all">{JSON.stringify(row.details)}</code>
                {row.ipAddress && (
                  <span className="ml-2 text-xs text-muted-foreground">
                    {texts.fromAddress(row.ipAddress)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Pagination
        page={loaderData.page}
        total={total}
        pageSize={loaderData.pageSize}
        label={texts.pagesLabel}
      />
    </div>
  );
}

/** The filters (GET, so they stay in the URL and a filtered view can be shared or bookmarked). */
function AuditFiltersForm({
  filters,
  errors,
  filtered,
}: {
  filters: AuditFilters;
  errors: Route.ComponentProps["loaderData"]["errors"];
  filtered: boolean;
}) {
  const texts = usePageTexts(adminActivityLogsTexts);
  const navigation = useNavigation();
  const field = (key: keyof AuditFilters, label: string, type: "text" | "date", hint?: string) => {
    const error = errors[key];
    return (
      <FieldFrame label={label} description={hint} error={error ? texts.errors[error] : undefined}>
        {(control) => (
          <input
            {...control}
            name={auditFilterParams[key]}
            type={type}
            defaultValue={filters[key]}
            className={inputClassName}
          />
        )}
      </FieldFrame>
    );
  };
  return (
    <>
      <Form
        method="get"
        role="search"
        aria-label={texts.filtersLabel}
        noValidate
        // A new key per applied query, so the fields show what the URL holds after Clear or Back.
        key={auditFilterQuery(filters)}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {field("actor", texts.actor, "text", texts.actorHint)}
        {field("action", texts.action, "text", texts.actionHint)}
        {field("objectType", texts.objectType, "text", texts.objectTypeHint)}
        {field("objectId", texts.objectId, "text")}
        {field("from", texts.from, "date")}
        {field("to", texts.to, "date")}
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{texts.apply}</Button>
          {filtered ? (
            <Link to={adminActivityLogsPath} className={buttonClassName("secondary")}>
              {texts.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      {navigation.state === "loading" && navigation.location.pathname === adminActivityLogsPath ? (
        <LoadingStatus>{texts.loading}</LoadingStatus>
      ) : null}
    </>
  );
}
