import { adminVendorsTexts } from "#common/i18n/admin-vendors";
import { messages } from "#common/messages";
import { adminVendorsPath } from "#common/seller-paths";
import { approveVendorApplication } from "#server/flows/approve-vendor-application";
import { rejectVendorApplication } from "#server/flows/reject-vendor-application";
import { reinstateStore, suspendStore } from "#server/flows/store-suspension";
import { pageParam } from "#common/paging";
import { adjustVendorBalance } from "#server/modules/payouts/adjust-vendor-balance";
import { vendorLedger } from "#server/modules/payouts/payouts.queries";
import { backOfficeVendorDetail } from "#server/modules/vendors/back-office.queries";
import { setVendorVerified } from "#server/modules/vendors/set-vendor-verified";
import { data, Link } from "react-router";
import {
  VendorDetail,
  vendorDecisions,
  type VendorDecisionResult,
} from "~/components/admin-vendors/vendor-detail";
import {
  balanceAdjustmentIntents,
  type BalanceAdjustmentResult,
} from "~/components/admin-vendors/vendor-balance";
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

/**
 * /admin/vendors/:id: an application id or a store id (see the vendors module's back-office queries);
 * for a store, also its balance and a page of its ledger (`?page=`).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { canDecide } = requireVendorsViewer(context);
  const { db } = ctx(context);
  const detail = await backOfficeVendorDetail(db, { id: params.id });
  if (!detail) throw data({ message: messages.adminVendors.notFound }, { status: 404 });
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const ledger = detail.store ? await vendorLedger(db, { vendorId: detail.store.id, page }) : null;
  return { detail, canDecide, ledger };
}

/**
 * A balance adjustment: "adjust-review" checks it and answers what it will do, "adjust" posts it.
 * Both run every rule on the server (admins only, the debit against the locked balance).
 */
async function adjustBalance(
  context: Route.ActionArgs["context"],
  { intent, vendorId, form }: { intent: BalanceAdjustmentResult["intent"]; vendorId: string; form: FormData },
) {
  const { actor } = requireVendorsViewer(context);
  const { db, logger, client } = ctx(context);
  const values = { amount: String(form.get("amount") ?? ""), memo: String(form.get("memo") ?? "") };
  try {
    const adjusted = await adjustVendorBalance(db, {
      actor,
      vendorId,
      amount: values.amount,
      memo: values.memo,
      ipAddress: client.ip,
      review: intent === "adjust-review",
    });
    const { amount, currency, balanceBefore, balanceAfter } = adjusted;
    if (adjusted.posted)
      return { ok: true as const, intent: "adjust" as const, amount, currency, balanceAfter };
    return {
      ok: true as const,
      intent: "adjust-review" as const,
      amount,
      currency,
      balanceBefore,
      balanceAfter,
      values,
    };
  } catch (error) {
    return actionFailure(error, {
      values,
      extra: { intent },
      unexpected: { message: adminVendorsTexts.en.failed, logger, context: { intent, vendorId } },
    });
  }
}

/**
 * One decision per post, told apart by `intent`. The application or store id comes from the form;
 * the commands check that the actor is an admin and that the move is allowed from the current state.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = requireVendorsViewer(context);
  const { db, mailer, env, logger } = ctx(context);
  const form = await request.formData();
  const adjustment = balanceAdjustmentIntents.find((value) => value === form.get("intent"));
  if (adjustment)
    return adjustBalance(context, { intent: adjustment, vendorId: String(form.get("vendorId") ?? ""), form });
  const intent = vendorDecisions.find((value) => value === form.get("intent"));
  // A post that names no known decision is a broken form, never an approval.
  if (!intent) throw data({ message: messages.errors.unexpected }, { status: 400 });
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
      <VendorDetail
        detail={loaderData.detail}
        ledger={loaderData.ledger}
        canDecide={loaderData.canDecide}
        result={actionData}
      />
    </div>
  );
}
