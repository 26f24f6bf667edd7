import { vendorInboxPath, vendorOrdersPath } from "#common/paths";
import { DashboardLinks, DashboardPage } from "~/components/account/dashboard-page";
import { SignedInSummary } from "~/components/account/signed-in-summary";
import { actorSummary } from "~/lib/actor-summary.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta("Vendor dashboard", undefined, { noindex: true });

export const loader = ({ context }: Route.LoaderArgs) => actorSummary(context);

export default function VendorDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardPage
      title="Vendor dashboard"
      intro="Your store, products, orders and payouts will appear here."
    >
      <DashboardLinks
        links={[
          {
            to: vendorOrdersPath,
            label: "Orders",
            description: "Your part of each order: process, ship with tracking, deliver.",
          },
          { to: vendorInboxPath, label: "Messages", description: "Conversations with buyers." },
        ]}
      />
      <SignedInSummary {...loaderData} />
    </DashboardPage>
  );
}
