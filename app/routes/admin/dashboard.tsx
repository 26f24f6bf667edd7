import { decideAccess } from "#common/access";
import { isLinkHidden } from "#common/feature-routes";
import { adminDashboardTexts } from "#common/i18n/admin-dashboard";
import { parseFiguresPeriod } from "#common/platform-figures";
import { adminRfqsPath } from "#common/rfq-paths";
import { adminPendingApplicationsPath, adminTransactionsListPath } from "#common/seller-paths";
import { readPlatformFigures } from "#server/modules/platform-figures/figures-cache";
import { data } from "react-router";
import { PlatformDashboard } from "~/components/admin-dashboard/platform-dashboard";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireActor } from "~/lib/route-context.server";
import { pageTextsFor } from "#common/i18n/catalogue";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(adminDashboardTexts, languageOfPage(matches)).metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/dashboard (and /direct-admin-access): the platform's figures for the chosen period, for
 * admins and staff. A custom period with wrong dates answers 400 with a message per field and the
 * dates kept. The links to the queues are those the viewer may open and whose feature is on.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const { db, flags, platformFigures, staffSections } = ctx(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseFiguresPeriod(
    { period: params.get("period"), from: params.get("from"), to: params.get("to") },
    new Date(),
  );
  const [enabled, sections] = await Promise.all([flags.enabledKeys(), staffSections.forViewer(actor)]);
  const shown = (to: string) =>
    decideAccess(new URL(to, "http://x").pathname, actor, sections).kind === "allow" &&
    !isLinkHidden(to, enabled)
      ? to
      : null;
  // Who is looking, as every dashboard says first.
  const viewer = { name: actor.name, email: actor.email, role: actor.role };
  const links = {
    applications: shown(adminPendingApplicationsPath),
    rfqs: shown(adminRfqsPath),
    payouts: shown(adminTransactionsListPath({ show: "payouts" })),
  };
  if (!parsed.ok)
    return data(
      {
        period: "custom" as const,
        values: parsed.values,
        errors: parsed.errors,
        figures: null,
        links,
        viewer,
      },
      { status: 400 },
    );
  const { range } = parsed;
  return {
    period: range.period,
    values: { from: range.firstDay, to: range.lastDay },
    errors: {},
    figures: await readPlatformFigures(db, { actor, range, cache: platformFigures }),
    links,
    viewer,
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <PlatformDashboard {...loaderData} />;
}
