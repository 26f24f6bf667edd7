import { messages } from "#common/messages";
import { dashboardPathFor } from "#common/roles";
import { ShieldAlert } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useViewer } from "~/lib/root-data";
import type { Route } from "./+types/access-denied";

type Reason = "role" | "permission" | "route";

const reasonMessages: Record<Reason, string> = {
  role: messages.access.requiredRole,
  permission: messages.access.requiredPermission,
  route: messages.access.noAccess,
};

function parseReason(value: string | null): Reason {
  return value === "role" || value === "permission" ? value : "route";
}

export const meta: Route.MetaFunction = () => [
  { title: "Access Denied | Shop African Brands" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const reason = parseReason(new URL(request.url).searchParams.get("reason"));
  return data({ reason }, { status: 403 });
}

export default function AccessDenied({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="access-denied-title">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-destructive-text" />
      <h1 id="access-denied-title" className="mt-4 text-3xl font-bold tracking-tight">
        Access Denied
      </h1>
      <p className="mt-4 text-muted-foreground">{reasonMessages[loaderData.reason]}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClassName(viewer ? "secondary" : "primary", "lg")}>
          Back to Home
        </Link>
        {viewer ? (
          <Link to={dashboardPathFor(viewer.role)} className={buttonClassName("primary", "lg")}>
            Go to my dashboard
          </Link>
        ) : null}
      </div>
    </section>
  );
}
