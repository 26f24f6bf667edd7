import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { messages } from "#common/messages";
import { checkoutPath } from "#common/paths";
import { buyerRfqsListFor } from "#common/rfq-paths";
import {
  acceptQuoteFlow,
  closeRfqFlow,
  orderAcceptedQuoteFlow,
  rejectQuoteFlow,
} from "#server/flows/decide-quote";
import { rfqVendorMessages } from "#common/i18n/rfqs-vendor";
import { buyerRfqDetail } from "#server/modules/rfqs/buyer-rfqs.queries";
import { postRfqMessage, rfqThread } from "#server/modules/rfqs/rfq-messages";
import { data, redirect } from "react-router";
import { BuyerRfqDetailPage } from "~/components/rfq/buyer-rfq-detail";
import { actionFailure } from "~/lib/action-failure.server";
import { pageMeta } from "~/lib/meta";
import { postRfqMessageIntent } from "~/components/rfq/rfq-thread";
import { ctx, formValues, requireActor } from "~/lib/route-context.server";
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
  // One thread per addressed vendor: the buyer talks to each store apart.
  const threads = await Promise.all(
    rfq.recipients.map((recipient) =>
      rfqThread(ctx(context).db, { actor, rfqId: rfq.id, vendorId: recipient.vendorId }),
    ),
  );
  return { rfq, threads, listPath: buyerRfqsListFor(new URL(request.url).pathname) };
}

/**
 * Accept (then checkout at the quote's terms), order an accepted quote again, reject one quote, close
 * the RFQ, or write to one of its vendors: one server function each, for the actor.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = ctx(context);
  const actor = requireActor(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const quoteId = String(form.get("quoteId") ?? "");
  if (!["accept", "order", "reject", "close", postRfqMessageIntent].includes(intent))
    throw data({ message: messages.errors.unexpected }, { status: 400 });
  if (intent === postRfqMessageIntent) {
    try {
      const message = await postRfqMessage(db, {
        actor,
        rfqId: params.id,
        vendorId: String(form.get("vendorId") ?? ""),
        body: form.get("body"),
      });
      return { ok: true as const, notice: rfqVendorMessages.messageSent, savedId: message.id };
    } catch (error) {
      return actionFailure(error, {
        values: formValues(form, ["body", "vendorId"]),
        extra: { intent },
        unexpected: { message: rfqVendorMessages.messageFailed, logger, context: { intent } },
      });
    }
  }
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
    <BuyerRfqDetailPage
      rfq={loaderData.rfq}
      threads={loaderData.threads}
      listPath={loaderData.listPath}
      result={actionData ?? null}
    />
  );
}
