import { vendorPayoutsTexts } from "#common/i18n/vendor-payouts";
import { pageParam } from "#common/paging";
import { pageTextsFor } from "#common/i18n/catalogue";
import { payoutMethodFields } from "#common/payout-method";
import { changePayoutMethod } from "#server/modules/payouts/change-payout-method";
import { requestPayout } from "#server/modules/payouts/request-payout";
import { vendorPayoutsOverview } from "#server/modules/payouts/payouts.queries";
import { VendorPayouts, type VendorPayoutsActionResult } from "~/components/payouts/vendor-payouts";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/payouts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorPayoutsTexts, languageOfPage(matches)).metaTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/payouts: the vendor's own balance, ledger (10 a page), payout method and payouts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  return vendorPayoutsOverview(ctx(context).db, { vendorId: store.id, page });
}

/** Requests a payout of part of the vendor's balance (intent "request"), or changes its payout method ("method"). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger } = ctx(context);
  const { actor, store } = await requireVendor(context);
  const form = await request.formData();
  if (form.get("intent") === "method") {
    const input = formValues(form, payoutMethodFields);
    try {
      await changePayoutMethod(db, { vendorId: store.id, input });
      return { ok: true as const, intent: "method" as const } satisfies VendorPayoutsActionResult;
    } catch (error) {
      return actionFailure(error, {
        values: input,
        extra: { intent: "method" as const },
        unexpected: { logger, context: { vendorId: store.id } },
      });
    }
  }
  try {
    const payout = await requestPayout(db, {
      vendorId: store.id,
      userId: actor.userId,
      amount: form.get("amount"),
    });
    return {
      ok: true as const,
      intent: "request" as const,
      amount: payout.amount,
      currency: payout.currency,
    } satisfies VendorPayoutsActionResult;
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["amount"]),
      extra: { intent: "request" as const },
      unexpected: { logger, context: { vendorId: store.id } },
    });
  }
}

export default function VendorPayoutsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorPayouts view={loaderData} result={actionData} />;
}
