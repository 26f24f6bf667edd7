import { DashboardPage } from "~/components/account/dashboard-page";
import { SignedInSummary } from "~/components/account/signed-in-summary";
import { actorSummary } from "~/lib/actor-summary.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta("My dashboard", undefined, { noindex: true });

export const loader = ({ context }: Route.LoaderArgs) => actorSummary(context);

export default function BuyerDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardPage title={`Welcome, ${loaderData.name}`} intro="Your orders, wishlist, quotes and business account will appear here.">
      <SignedInSummary {...loaderData} />
    </DashboardPage>
  );
}
