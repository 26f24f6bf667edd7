import { accessDeniedTexts } from "#common/i18n/access-denied";
import { pageTextsFor } from "#common/i18n/catalogue";
import { messages } from "#common/messages";
import { dashboardPathFor } from "#common/roles";
import { ShieldAlert } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { languageOfPage, usePageTexts, useT } from "~/lib/locale";
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

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTextsFor(accessDeniedTexts, languageOfPage(matches)).metaTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const reason = parseReason(new URL(request.url).searchParams.get("reason"));
  return data({ reason }, { status: 403 });
}

export default function AccessDenied({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  const t = useT();
  const texts = usePageTexts(accessDeniedTexts);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="access-denied-title">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-destructive-text" />
      <h1 id="access-denied-title" className="mt-4 text-3xl font-bold tracking-tight">
        {texts.title}
      </h1>
      <p className="mt-4 text-muted-foreground">{reasonMessages[loaderData.reason]}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClassName(viewer ? "secondary" : "primary", "lg")}>
          {t.notFound.backToHome}
        </Link>
        {viewer ? (
          <Link to={dashboardPathFor(viewer.role)} className={buttonClassName("primary", "lg")}>
            {texts.dashboard}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
