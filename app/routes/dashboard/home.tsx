import {
  cartPath,
  dashboardCorporatePath,
  dashboardNotificationsPath,
  dashboardOrdersPath,
  wishlistPath,
} from "#common/paths";
import { rfqBackOfficeTexts } from "#common/i18n/rfq-back-office";
import { dashboardB2bPath } from "#common/rfq-paths";
import { supportTexts as supportPageTexts } from "#common/i18n/support";
import { dashboardSupportPath } from "#common/support-paths";
import { notificationsTexts as notificationsPageTexts } from "#common/i18n/notifications";
import { DashboardLinks, DashboardPage } from "~/components/account/dashboard-page";
import { SignedInSummary } from "~/components/account/signed-in-summary";
import { usePageTexts } from "~/lib/locale";
import { actorSummary } from "~/lib/actor-summary.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta("My dashboard", undefined, { noindex: true });

export const loader = ({ context }: Route.LoaderArgs) => actorSummary(context);

export default function BuyerDashboard({ loaderData }: Route.ComponentProps) {
  const b2bTexts = usePageTexts(rfqBackOfficeTexts);
  const supportTexts = usePageTexts(supportPageTexts);
  const notificationsTexts = usePageTexts(notificationsPageTexts);
  return (
    <DashboardPage
      title={`Welcome, ${loaderData.name}`}
      intro="Your orders, wishlist, quotes and business account will appear here."
    >
      <DashboardLinks
        links={[
          {
            to: dashboardOrdersPath,
            label: "My Orders",
            description: "Track orders, pay and cancel what has not shipped.",
          },
          { to: wishlistPath, label: "Wishlist", description: "Products you saved." },
          { to: cartPath, label: "Cart", description: "What you are about to order." },
          {
            to: dashboardCorporatePath,
            label: "Corporate account",
            description: "Apply for business prices and payment terms, and manage your company's contacts.",
          },
          {
            to: dashboardNotificationsPath,
            label: notificationsTexts.title,
            description: notificationsTexts.dashboardLinkDescription,
          },
          {
            to: dashboardSupportPath,
            label: supportTexts.title,
            description: supportTexts.dashboardLinkDescription,
          },
          {
            to: dashboardB2bPath,
            label: b2bTexts.buyerDashboardLink,
            description: b2bTexts.buyerDashboardLinkDescription,
          },
        ]}
      />
      <SignedInSummary {...loaderData} />
    </DashboardPage>
  );
}
