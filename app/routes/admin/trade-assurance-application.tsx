import { tradeAssuranceTexts } from "#common/i18n/trade-assurance";
import { messages } from "#common/messages";
import { adminTradeAssurancePath } from "#common/seller-paths";
import { decideTradeAssurance } from "#server/flows/decide-trade-assurance";
import { revokeTradeAssurance } from "#server/flows/revoke-trade-assurance";
import { tradeAssuranceApplicationDetail } from "#server/modules/trade-assurance/trade-assurance.queries";
import { data, Link } from "react-router";
import {
  TradeAssuranceReview,
  type TradeAssuranceDecisionResult,
  type TradeAssuranceIntent,
} from "~/components/trade-assurance/application-review";
import { actionFailure } from "~/lib/action-failure.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendorsViewer } from "~/lib/vendors-viewer.server";
import type { Route } from "./+types/trade-assurance-application";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(loaded?.detail.businessName ?? tradeAssuranceTexts.en.admin.listTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/trade-assurance/:id: one application with its papers, and the decision for admins. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { canDecide } = requireVendorsViewer(context);
  const detail = await tradeAssuranceApplicationDetail(ctx(context).db, { id: params.id });
  if (!detail) throw data({ message: messages.tradeAssurance.notFound }, { status: 404 });
  return { detail, canDecide };
}

const intents: readonly TradeAssuranceIntent[] = ["approve", "reject", "revoke"];

/**
 * Approve or reject (with a reason) a pending application, or revoke (with a reason) an approved one's
 * badge; the flows check that the actor is an admin and the application's status.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor } = requireVendorsViewer(context);
  const { db, mailer, env, logger } = ctx(context);
  const form = await request.formData();
  const intent = intents.find((known) => known === form.get("intent"));
  if (!intent) throw data(null, { status: 400 });
  const delivery = { mailer, appUrl: env.APP_URL, logger };
  const reason = form.get("reason");
  try {
    if (intent === "revoke")
      await revokeTradeAssurance(db, { actor, applicationId: params.id, reason, ...delivery });
    else
      await decideTradeAssurance(db, {
        actor,
        applicationId: params.id,
        ...delivery,
        ...(intent === "reject" ? { decision: "reject", reason } : { decision: "approve" }),
      });
    return { ok: true as const, intent } satisfies TradeAssuranceDecisionResult;
  } catch (error) {
    return actionFailure(error, {
      extra: { intent },
      values: { reason: String(form.get("reason") ?? "") },
      unexpected: {
        message: tradeAssuranceTexts.en.admin.failed,
        logger,
        context: { intent, applicationId: params.id },
      },
    });
  }
}

export default function AdminTradeAssuranceApplication({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(tradeAssuranceTexts).admin;
  return (
    <div className="space-y-4">
      <Link to={adminTradeAssurancePath} className="text-sm underline">
        {texts.backToList}
      </Link>
      <TradeAssuranceReview detail={loaderData.detail} canDecide={loaderData.canDecide} result={actionData} />
    </div>
  );
}
