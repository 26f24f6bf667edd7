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
            to: "/vendor/orders",
            label: "Orders",
            description: "Your part of each order: process, ship with tracking, deliver.",
          },
          { to: "/vendor/messaging", label: "Messages", description: "Conversations with buyers." },
        ]}
      />
      <SignedInSummary {...loaderData} />
    </DashboardPage>
  );
}
