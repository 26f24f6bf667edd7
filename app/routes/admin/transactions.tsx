import { adminTransactionsTexts } from "#common/i18n/admin-transactions";
import { pageTextsFor } from "#common/i18n/catalogue";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { paymentAttemptStatuses, payoutStatuses } from "#db/schema";
import { markPayoutFailed } from "#server/modules/payouts/mark-payout-failed";
import { listPaymentsForBackOffice, listPayoutsForBackOffice } from "#server/modules/payouts/payouts.queries";
import { approvePayout } from "#server/modules/payouts/approve-payout";
import { retryPayout } from "#server/modules/payouts/retry-payout";
import { transferProviderFor } from "#server/modules/payouts/transfer-providers";
import { data } from "react-router";
import { AdminTransactions, type PayoutActionResult } from "~/components/payouts/admin-transactions";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/transactions";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(adminTransactionsTexts, languageOfPage(matches)).metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/transactions: buyers' payments or vendors' payouts, newest first, by status, 20 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = ctx(context);
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get("page"));
  const status = params.get("status");
  if (params.get("show") === "payments") {
    const paymentStatus = paymentAttemptStatuses.find((value) => value === status) ?? null;
    return {
      show: "payments" as const,
      status: paymentStatus,
      payments: await listPaymentsForBackOffice(db, { status: paymentStatus, page }),
      payouts: null,
    };
  }
  const payoutStatus = payoutStatuses.find((value) => value === status) ?? null;
  return {
    show: "payouts" as const,
    status: payoutStatus,
    payments: null,
    payouts: await listPayoutsForBackOffice(db, { status: payoutStatus, page }),
  };
}

/** An admin's payout decision: approve (sends the transfer), send a failed one again, or mark it failed. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, env, logger, client } = ctx(context);
  const form = await request.formData();
  const payoutId = String(form.get("payoutId") ?? "");
  const intent = String(form.get("intent") ?? "");
  const decision = { actor, payoutId, ipAddress: client.ip };
  const send = intent === "retry" ? retryPayout : intent === "approve" ? approvePayout : null;
  // Only a hand-made request names no known action: it is refused before anything is read or written.
  if (!send && intent !== "fail") throw data({ message: messages.errors.unexpected }, { status: 400 });
  try {
    if (!send) {
      await markPayoutFailed(db, { ...decision, reason: form.get("reason") });
      return { ok: true as const, payoutId, intent, sent: null } satisfies PayoutActionResult;
    }
    const sent = await send(db, { ...decision, transfers: transferProviderFor(env), logger });
    return { ok: true as const, payoutId, intent, sent } satisfies PayoutActionResult;
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["reason"]),
      extra: { payoutId, intent },
      unexpected: { logger, context: { payoutId, intent } },
    });
  }
}

export default function AdminTransactionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminTransactions data={loaderData} result={actionData} />;
}
