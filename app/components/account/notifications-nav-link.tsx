import { notificationsTexts } from "#common/i18n/notifications";
import { dashboardNotificationsPath } from "#common/paths";
import { NavLink } from "react-router";
import { useFormat, usePageTexts, useT } from "~/lib/locale";
import { useUnreadNotifications } from "~/lib/root-data";

/**
 * The back offices' menu entry for the notification centre (the same page as the header's bell),
 * with the unread count read once for the request by the root loader.
 */
export function NotificationsNavLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const texts = usePageTexts(notificationsTexts);
  const t = useT();
  const format = useFormat();
  const unread = useUnreadNotifications();
  return (
    <NavLink to={dashboardNotificationsPath} className={className}>
      {unread > 0 ? (
        <>
          <span aria-hidden="true" className="inline-flex items-center gap-2">
            {texts.title}
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-semibold text-destructive-foreground">
              {unread > 99 ? "99+" : format.number(unread)}
            </span>
          </span>
          <span className="sr-only">{t.shell.unreadNotifications(format.number(unread))}</span>
        </>
      ) : (
        texts.title
      )}
    </NavLink>
  );
}
