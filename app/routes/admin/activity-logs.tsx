import { pageParam } from "#common/paging";
import { listAuditLogs } from "#server/modules/audit/audit.queries";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/activity-logs";
import { useFormat } from "~/lib/locale";

export const meta: Route.MetaFunction = () => pageMeta("Activity log", undefined, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const result = await listAuditLogs(ctx(context).db, {
    page: pageParam(new URL(request.url).searchParams.get("page")),
  });
  return { ...result, rows: result.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

export default function ActivityLogs({ loaderData }: Route.ComponentProps) {
  const format = useFormat();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Activity log</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Security-relevant events, newest first. Times are UTC.
        </p>
      </div>
      <DataTable
        caption="Audit log entries"
        columns={["When", "Action", "Who", "Details"]}
        empty="No activity recorded yet."
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
            <td className={`${cellClassName} break-all`}>{row.userEmail ?? "—"}</td>
            <td className={cellClassName}>
              <code className="text-xs break-all">{JSON.stringify(row.details)}</code>
              {row.ipAddress && (
                <span className="ml-2 text-xs text-muted-foreground">from {row.ipAddress}</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination
        page={loaderData.page}
        total={loaderData.total}
        pageSize={loaderData.pageSize}
        label="Activity log pages"
      />
    </div>
  );
}
