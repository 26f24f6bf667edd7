import { vendorDashboardPath, vendorThreadPath } from "#common/paths";
import { pageParam } from "#common/paging";
import { vendorInbox } from "#server/modules/messaging/messaging.queries";
import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { LoadFailed } from "~/components/vendors/load-failed";
import { pageMeta } from "~/lib/meta";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/messaging";
import { useFormat } from "~/lib/locale";

/** /vendor/messaging: the conversations of the stores the vendor owns, newest first, with unread counts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const actor = requireActor(context);
  const inbox = await vendorInbox(db, {
    actor,
    page: pageParam(new URL(request.url).searchParams.get("page")),
  });
  return { inbox };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => pageMeta("Messages", undefined, { noindex: true });

export default function VendorMessaging({ loaderData }: Route.ComponentProps) {
  const format = useFormat();
  const { inbox } = loaderData;
  const unread = inbox.rows.reduce((sum, row) => sum + row.unreadCount, 0);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Messages</h1>
        <p className="mt-2 text-muted-foreground">
          {inbox.total === 0
            ? "Conversations with buyers will appear here."
            : `${inbox.total} ${inbox.total === 1 ? "conversation" : "conversations"}${unread ? `, ${unread} unread ${unread === 1 ? "message" : "messages"} on this page` : ""}.`}
        </p>
      </div>
      {inbox.rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-16 text-center">
          <MessageSquare aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-lg font-semibold">No messages yet</p>
          <p className="text-sm text-muted-foreground">
            When a buyer contacts your store, the conversation shows up here.
          </p>
        </div>
      ) : (
        <ul
          aria-label="Conversations"
          className="divide-y divide-border rounded-lg border border-border bg-card"
        >
          {inbox.rows.map((entry) => (
            <li key={entry.id}>
              <Link
                to={vendorThreadPath(entry.id)}
                className="block space-y-1 p-4 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-semibold">
                    {entry.buyerName}
                    {entry.unreadCount > 0 ? (
                      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                        {entry.unreadCount} unread
                      </span>
                    ) : null}
                  </span>
                  <time dateTime={entry.lastMessageAt} className="text-xs text-muted-foreground">
                    {format.dateTime(entry.lastMessageAt)}
                  </time>
                </span>
                <span className="block text-xs text-muted-foreground">
                  {entry.vendorName}
                  {entry.productName ? ` · About ${entry.productName}` : ""}
                </span>
                <span
                  className={`line-clamp-2 block text-sm ${entry.unreadCount > 0 ? "font-medium" : "text-muted-foreground"}`}
                >
                  {entry.lastMessage}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={inbox.page}
        total={inbox.total}
        pageSize={inbox.pageSize}
        label="Conversation pages"
      />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <LoadFailed
      title="Messages"
      message="Failed to load your messages. Please try again."
      back={{ to: vendorDashboardPath, label: "Back to Dashboard" }}
    />
  );
}
