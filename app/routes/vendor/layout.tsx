import { vendorAreaTexts } from "#common/i18n/vendor-area";
import { vendorRfqsPath } from "#common/rfq-paths";
import { vendorDashboardPath, vendorInboxPath, vendorOrdersPath } from "#common/paths";
import {
  vendorAnalyticsPath,
  vendorCustomersPath,
  vendorPayoutsPath,
  vendorProductsPath,
  vendorMarketDaysPath,
  vendorMyMarketDaysPath,
  vendorStorefrontBannersPath,
  vendorStoreSettingsPath,
} from "#common/seller-paths";
import { vendorB2bPath } from "#common/rfq-paths";
import { NavLink, Outlet } from "react-router";
import { usePageTexts } from "~/lib/locale";
import { useVisibleLinks } from "~/lib/root-data";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/layout";
import { NotificationsNavLink } from "~/components/account/notifications-nav-link";
import { backOfficeNavLinkClassName } from "~/components/shell/back-office-nav-link";

/** Every vendor-area page sits in this frame; the loader refuses someone who owns no store. */
export async function loader({ context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  return { storeName: store.businessName, suspended: !store.isActive };
}

const sections = [
  { to: vendorDashboardPath, key: "dashboard" },
  { to: vendorProductsPath, key: "products" },
  { to: vendorOrdersPath, key: "orders" },
  { to: vendorRfqsPath, key: "rfqs" },
  { to: vendorInboxPath, key: "messages" },
  { to: vendorCustomersPath, key: "customers" },
  { to: vendorAnalyticsPath, key: "analytics" },
  { to: vendorB2bPath, key: "b2b" },
  { to: vendorPayoutsPath, key: "payouts" },
  { to: vendorStoreSettingsPath, key: "store" },
  { to: vendorStorefrontBannersPath, key: "banners" },
  { to: vendorMarketDaysPath, key: "marketDays" },
  { to: vendorMyMarketDaysPath, key: "myMarketDays" },
] as const;

export default function VendorLayout({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(vendorAreaTexts);
  const visibleSections = useVisibleLinks(sections);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label={texts.navLabel} className="md:w-52 md:shrink-0">
        <p className="mb-2 hidden truncate px-3 text-sm font-semibold md:block">{loaderData.storeName}</p>
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {visibleSections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className={backOfficeNavLinkClassName}>
                {texts.sections[section.key]}
              </NavLink>
            </li>
          ))}
          <li>
            <NotificationsNavLink className={backOfficeNavLinkClassName} />
          </li>
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        {loaderData.suspended ? (
          <p
            role="alert"
            className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
          >
            {texts.suspended}
          </p>
        ) : null}
        <Outlet />
      </div>
    </div>
  );
}
