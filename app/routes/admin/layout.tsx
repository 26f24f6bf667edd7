import { adminAiAnalyticsPath, adminInsightsPath, adminReportsPath } from "#common/admin-report-paths";
import { adminAreaTexts } from "#common/i18n/admin-area";
import { isLinkHidden } from "#common/feature-routes";
import {
  adminCategoriesPath,
  adminCorporateAccountsPath,
  adminFeaturesPath,
  adminProductsPath,
  adminSettingsPath,
} from "#common/paths";
import { adminB2bPath, adminRfqsPath } from "#common/rfq-paths";
import { adminTradeAssurancePath, adminTransactionsPath, adminVendorsPath } from "#common/seller-paths";
import { NavLink, Outlet } from "react-router";
import { usePageTexts } from "~/lib/locale";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/layout";

type AdminSection = keyof (typeof adminAreaTexts)["en"]["sections"];

/**
 * Sections an admin-area person can open; the access gate has already checked the page itself. A
 * section of a feature that is turned off is left out.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { actor, flags } = ctx(context);
  const isAdmin = actor?.role === "admin";
  const sections: { to: string; section: AdminSection }[] = [
    { to: "/admin/dashboard", section: "dashboard" },
    { to: "/admin/orders", section: "orders" },
    { to: adminProductsPath, section: "products" },
    { to: adminVendorsPath, section: "vendors" },
    { to: adminTradeAssurancePath, section: "tradeAssurance" },
    { to: adminCorporateAccountsPath, section: "corporateAccounts" },
    { to: adminRfqsPath, section: "rfqs" },
  ];
  if (isAdmin)
    sections.push(
      { to: adminCategoriesPath, section: "categories" },
      { to: adminB2bPath, section: "b2b" },
      { to: "/admin/users", section: "users" },
      { to: "/admin/activity-logs", section: "activityLogs" },
      { to: adminTransactionsPath, section: "transactions" },
      { to: adminFeaturesPath, section: "features" },
      { to: adminSettingsPath, section: "settings" },
      { to: adminReportsPath, section: "reports" },
      { to: adminInsightsPath, section: "insights" },
      { to: adminAiAnalyticsPath, section: "aiAnalytics" },
    );
  const enabled = await flags.enabledKeys();
  return { sections: sections.filter((section) => !isLinkHidden(section.to, enabled)) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(adminAreaTexts);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label={texts.navLabel} className="md:w-52 md:shrink-0 print:hidden">
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {loaderData.sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted"}`
                }
              >
                {texts.sections[section.section]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
