import { formMessage } from "#common/action-failure";
import { pageTextsFor } from "#common/i18n/catalogue";
import { notificationsTexts } from "#common/i18n/notifications";
import { messages } from "#common/messages";
import { isNotificationCategory, notificationCategories } from "#common/notifications";
import { dashboardNotificationsFilterPath, dashboardNotificationsPath } from "#common/paths";
import type { NotificationView } from "#common/views/notifications";
import { deleteAllNotifications } from "#server/modules/notifications/delete-all-notifications";
import { deleteNotification } from "#server/modules/notifications/delete-notification";
import { markAllNotificationsRead } from "#server/modules/notifications/mark-all-notifications-read";
import { markNotificationRead } from "#server/modules/notifications/mark-notification-read";
import { listNotifications } from "#server/modules/notifications/notifications.queries";
import { Bell } from "lucide-react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { DashboardPage } from "~/components/account/dashboard-page";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess } from "~/components/ui/field";
import { FilterTabs } from "~/components/ui/filter-tabs";
import { LoadingStatus } from "~/components/ui/status-notes";
import { textLinkClassName } from "~/components/ui/text-link";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage, useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(notificationsTexts, languageOfPage(matches)).title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The filter of the page's address: one category (`?category=order`) and/or only the unread (`?unread=1`). */
function filterOf(url: URL) {
  const category = url.searchParams.get("category");
  return {
    category: isNotificationCategory(category) ? category : undefined,
    unreadOnly: url.searchParams.get("unread") === "1",
  };
}

/** /dashboard/notifications: the signed-in person's latest 50 notifications, newest first, and their unread count. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const filter = filterOf(new URL(request.url));
  const list = await listNotifications(ctx(context).db, { actor, ...filter });
  return { ...list, filter };
}

const intents = ["open", "read", "read-all", "delete", "delete-all"] as const;
type Intent = (typeof intents)[number];

/**
 * The person's own notifications only (the commands put the actor in every `where`; anyone else's id
 * is "not found"). Opening one marks it read and redirects to its same-site path, or back to the
 * list when it leads nowhere; the other intents answer with what they did.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireActor(context);
  const { db } = ctx(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  if (!intents.includes(intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const notificationId = String(form.get("id") ?? "");
  try {
    if (intent === "open") {
      const { target } = await markNotificationRead(db, { actor, notificationId });
      const url = new URL(request.url);
      return redirect(target ?? `${dashboardNotificationsPath}${url.search}`);
    }
    const done =
      intent === "read"
        ? await markNotificationRead(db, { actor, notificationId })
        : intent === "read-all"
          ? await markAllNotificationsRead(db, { actor })
          : intent === "delete"
            ? await deleteNotification(db, { actor, notificationId })
            : await deleteAllNotifications(db, { actor });
    return { ok: true as const, message: done.message };
  } catch (error) {
    return actionFailure(error);
  }
}

export default function DashboardNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(notificationsTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const location = useLocation();
  const { rows, unread, filter } = loaderData;
  const here = `${location.pathname}${location.search}`;
  const busy = navigation.state !== "idle";
  const failure = actionData && !actionData.ok ? actionData : null;
  const filtered = filter.category !== undefined || filter.unreadOnly;
  const tabs = [
    { to: dashboardNotificationsPath, label: texts.all, current: !filtered },
    {
      to: dashboardNotificationsFilterPath({ unread: true }),
      label: texts.unreadOnly,
      current: filter.unreadOnly && !filter.category,
    },
    ...notificationCategories.map((category) => ({
      to: dashboardNotificationsFilterPath({ category, unread: filter.unreadOnly }),
      label: texts.categories[category],
      current: filter.category === category,
    })),
  ];
  return (
    <DashboardPage title={texts.title} intro={texts.intro}>
      {navigation.state === "loading" && navigation.location.pathname === dashboardNotificationsPath ? (
        <LoadingStatus>{texts.loading}</LoadingStatus>
      ) : null}
      {actionData?.ok ? <FormSuccess message={actionData.message} /> : null}
      <FormError message={formMessage(failure)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium">{texts.unreadCount(unread, format.number(unread))}</p>
        <div className="flex flex-wrap gap-2">
          {unread > 0 ? (
            <Form method="post" action={here}>
              <input type="hidden" name="intent" value="read-all" />
              <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                {texts.markAllRead}
              </Button>
            </Form>
          ) : null}
          {rows.length > 0 ? (
            <ConfirmForm
              action={here}
              fields={{ intent: "delete-all" }}
              trigger={{ text: texts.deleteAll, label: texts.deleteAllLabel }}
              question={texts.deleteAllQuestion}
              confirmText={texts.confirmDeleteAll}
              cancelText={texts.cancel}
              closeText={texts.closeDialog}
              variant="destructive"
              busy={busy}
            />
          ) : null}
        </div>
      </div>
      <FilterTabs label={texts.filterLabel} tabs={tabs} />
      {rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-8 text-center">
          <Bell aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
          <h2 className="mt-3 text-lg font-semibold">{filtered ? texts.emptyFiltered : texts.empty}</h2>
          <p className="mt-1 text-muted-foreground">{filtered ? texts.emptyFilteredText : texts.emptyText}</p>
          {filtered ? (
            <Link to={dashboardNotificationsPath} className={`mt-3 inline-block ${textLinkClassName}`}>
              {texts.showAll}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul aria-label={texts.listLabel} className="space-y-3">
          {rows.map((row) => (
            <NotificationItem key={row.id} row={row} action={here} busy={busy} />
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

/**
 * One notification: an unread one is bold with a dot and says so, a high-priority one carries a
 * coloured edge and "Important"; Open (when it leads somewhere), Mark read (while unread) and Delete
 * are forms, so they work before the scripts arrive.
 */
function NotificationItem({ row, action, busy }: { row: NotificationView; action: string; busy: boolean }) {
  const texts = usePageTexts(notificationsTexts);
  const format = useFormat();
  const high = row.priority === "high";
  return (
    <li
      className={`rounded-lg border p-4 ${high ? "border-l-4 border-destructive" : "border-border"} ${row.read ? "bg-background" : "bg-muted"}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full border border-border px-2 py-0.5">
          <span className="sr-only">{texts.categoryLabel(texts.categories[row.category])}</span>
          <span aria-hidden="true">{texts.categories[row.category]}</span>
        </span>
        {high ? (
          <span className="rounded-full bg-destructive px-2 py-0.5 font-semibold text-destructive-foreground">
            {texts.highPriority}
          </span>
        ) : null}
        {row.read ? (
          <span className="text-muted-foreground">{texts.read}</span>
        ) : (
          <span className="inline-flex items-center gap-1 font-semibold">
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            {texts.unread}
          </span>
        )}
        <time dateTime={row.createdAt} className="text-muted-foreground">
          {format.dateTime(row.createdAt)}
        </time>
      </div>
      <h2 className={`mt-2 text-base ${row.read ? "font-medium" : "font-semibold"}`}>{row.title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{row.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {row.hasLink ? (
          <ItemForm action={action} intent="open" id={row.id}>
            <Button type="submit" size="sm" aria-label={texts.openLabel(row.title)} disabled={busy}>
              {texts.open}
            </Button>
          </ItemForm>
        ) : null}
        {row.read ? null : (
          <ItemForm action={action} intent="read" id={row.id}>
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              aria-label={texts.markReadLabel(row.title)}
              disabled={busy}
            >
              {texts.markRead}
            </Button>
          </ItemForm>
        )}
        <ItemForm action={action} intent="delete" id={row.id}>
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            aria-label={texts.deleteLabel(row.title)}
            disabled={busy}
          >
            {texts.delete}
          </Button>
        </ItemForm>
      </div>
    </li>
  );
}

function ItemForm({
  action,
  intent,
  id,
  children,
}: {
  action: string;
  intent: Intent;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
    </Form>
  );
}
