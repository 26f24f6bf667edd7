import { adminSectionKeys, adminSections } from "#common/admin-sections";
import { adminAreaTexts } from "#common/i18n/admin-area";
import { isLinkHidden } from "#common/feature-routes";
import { NavLink, Outlet } from "react-router";
import { usePageTexts } from "~/lib/locale";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/layout";
import { NotificationsNavLink } from "~/components/account/notifications-nav-link";
import { backOfficeNavLinkClassName } from "~/components/shell/back-office-nav-link";

/**
 * The sections the viewer can open, in the list's order: every one for an admin, the ones
 * /admin/roles gives staff for staff (the access gate has already checked the page itself). A
 * section of a feature that is turned off is left out.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { actor, flags, staffSections } = ctx(context);
  const [open, enabled] = await Promise.all([
    actor?.role === "admin" ? adminSectionKeys : staffSections.forViewer(actor),
    flags.enabledKeys(),
  ]);
  return {
    sections: open
      .map((section) => ({ section, to: adminSections[section].href }))
      .filter((section) => !isLinkHidden(section.to, enabled)),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(adminAreaTexts);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label={texts.navLabel} className="md:w-52 md:shrink-0">
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {loaderData.sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className={backOfficeNavLinkClassName}>
                {texts.sections[section.section]}
              </NavLink>
            </li>
          ))}
          <li>
            <NotificationsNavLink className={backOfficeNavLinkClassName} />
          </li>
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
