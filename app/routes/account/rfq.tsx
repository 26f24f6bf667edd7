import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { checkoutPath } from "#common/paths";
import { buyerRfqsListFor } from "#common/rfq-paths";
import {
  acceptQuoteFlow,
  closeRfqFlow,
  orderAcceptedQuoteFlow,
  rejectQuoteFlow,
} from "#server/flows/decide-quote";
import { buyerRfqDetail } from "#server/modules/rfqs/buyer-rfqs.queries";
import { data, redirect } from "react-router";
import { BuyerRfqDetailPage } from "~/components/rfq/buyer-rfq-detail";
import { actionFailure } from "~/lib/action-failure.server";
import { pageMeta } from "~/lib/meta";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/rfq";

const texts = rfqsBuyerTexts.en;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.rfq.productName ?? texts.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /account/rfqs/:id and /dashboard/rfqs/:id: one of the buyer's RFQs, its quotes side by side; anyone else's is 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const rfq = await buyerRfqDetail(ctx(context).db, { buyerId: actor.userId, rfqId: params.id });
  if (!rfq) throw data({ message: texts.notFound }, { status: 404 });
  return { rfq, listPath: buyerRfqsListFor(new URL(request.url).pathname) };
}

/** Accept (then checkout at the quote's terms), order an accepted quote again, reject one quote, or close the RFQ: one flow each, for the actor. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = ctx(context);
  const actor = requireActor(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const quoteId = String(form.get("quoteId") ?? "");
  if (!["accept", "order", "reject", "close"].includes(intent)) throw data(null, { status: 400 });
  try {
    if (intent === "accept") {
      await acceptQuoteFlow(db, { actor, rfqId: params.id, quoteId });
      return redirect(checkoutPath);
    }
    if (intent === "order") {
      await orderAcceptedQuoteFlow(db, { actor, rfqId: params.id, quoteId });
      return redirect(checkoutPath);
    }
    if (intent === "reject") {
      await rejectQuoteFlow(db, { actor, rfqId: params.id, quoteId });
      return { ok: true as const, notice: texts.quoteRejected };
    }
    await closeRfqFlow(db, { actor, rfqId: params.id });
    return { ok: true as const, notice: texts.rfqClosed };
  } catch (error) {
    return actionFailure(error, {
      extra: { intent },
      unexpected: { message: texts.decideFailed, logger, context: { intent } },
    });
  }
}

export default function BuyerRfqRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BuyerRfqDetailPage rfq={loaderData.rfq} listPath={loaderData.listPath} result={actionData ?? null} />
  );
}
