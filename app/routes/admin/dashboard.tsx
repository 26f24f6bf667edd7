import { SignedInSummary } from "~/components/account/signed-in-summary";
import { actorSummary } from "~/lib/actor-summary.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta("Admin dashboard", undefined, { noindex: true });

export const loader = ({ context }: Route.LoaderArgs) => actorSummary(context);

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Admin dashboard</h1>
        <p className="mt-2 text-muted-foreground">
          Run the marketplace: people, vendors, products, orders and settings.
        </p>
      </div>
      <SignedInSummary {...loaderData} />
    </div>
  );
}
