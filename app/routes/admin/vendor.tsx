import { adminVendorsTexts } from "#common/i18n/admin-vendors";
import { messages } from "#common/messages";
import { adminVendorsPath } from "#common/seller-paths";
import { approveVendorApplication } from "#server/flows/approve-vendor-application";
import { rejectVendorApplication } from "#server/flows/reject-vendor-application";
import { reinstateStore, suspendStore } from "#server/flows/store-suspension";
import { backOfficeVendorDetail } from "#server/modules/vendors/back-office.queries";
import { setVendorVerified } from "#server/modules/vendors/set-vendor-verified";
import { data, Link } from "react-router";
import {
  VendorDetail,
  vendorDecisions,
  type VendorDecision,
  type VendorDecisionResult,
} from "~/components/admin-vendors/vendor-detail";
import { actionFailure } from "~/lib/action-failure.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendorsViewer } from "~/lib/vendors-viewer.server";
import type { Route } from "./+types/vendor";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    loaded?.detail.store?.businessName ??
      loaded?.detail.application?.businessName ??
      adminVendorsTexts.en.listTitle,
    undefined,
    { noindex: true },
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/vendors/:id: an application id or a store id (see the vendors module's back-office queries). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { canDecide } = requireVendorsViewer(context);
  const detail = await backOfficeVendorDetail(ctx(context).db, { id: params.id });
  if (!detail) throw data({ message: messages.adminVendors.notFound }, { status: 404 });
  return { detail, canDecide };
}

/**
 * One decision per post, told apart by `intent`. The application or store id comes from the form;
 * the commands check that the actor is an admin and that the move is allowed from the current state.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = requireVendorsViewer(context);
  const { db, mailer, env, logger } = ctx(context);
  const form = await request.formData();
  const intent: VendorDecision = vendorDecisions.find((value) => value === form.get("intent")) ?? "approve";
  const applicationId = String(form.get("applicationId") ?? "");
  const vendorId = String(form.get("vendorId") ?? "");
  const delivery = { mailer, appUrl: env.APP_URL, logger };
  try {
    if (intent === "approve") await approveVendorApplication(db, { actor, applicationId, ...delivery });
    else if (intent === "reject")
      await rejectVendorApplication(db, { actor, applicationId, reason: form.get("reason"), ...delivery });
    else if (intent === "suspend")
      await suspendStore(db, { actor, vendorId, reason: form.get("reason"), ...delivery });
    else if (intent === "reinstate") await reinstateStore(db, { actor, vendorId, ...delivery });
    else await setVendorVerified(db, { actor, vendorId, verified: intent === "verify" });
    return { ok: true as const, intent } satisfies VendorDecisionResult;
  } catch (error) {
    return actionFailure(error, {
      extra: { intent },
      values: { reason: String(form.get("reason") ?? "") },
      unexpected: {
        message: adminVendorsTexts.en.failed,
        logger,
        context: { intent, applicationId, vendorId },
      },
    });
  }
}

export default function AdminVendor({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(adminVendorsTexts);
  return (
    <div className="space-y-4">
      <Link to={adminVendorsPath} className="text-sm underline">
        {texts.backToList}
      </Link>
      <VendorDetail detail={loaderData.detail} canDecide={loaderData.canDecide} result={actionData} />
    </div>
  );
}
