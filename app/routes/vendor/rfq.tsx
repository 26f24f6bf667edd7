import { vendorRfqsTexts } from "#common/i18n/rfqs-vendor";
import { pageTextsFor } from "#common/i18n/catalogue";
import { rfqVendorMessages } from "#common/i18n/rfqs-vendor";
import { messages } from "#common/messages";
import { vendorRfqsPath } from "#common/rfq-paths";
import { sendRfqQuote } from "#server/flows/send-rfq-quote";
import { markRfqProcessing } from "#server/modules/rfqs/mark-rfq-processing";
import { postRfqMessage, rfqThread } from "#server/modules/rfqs/rfq-messages";
import { vendorRfqDetail } from "#server/modules/rfqs/vendor-rfqs.queries";
import { data, isRouteErrorResponse } from "react-router";
import { markProcessingIntent, VendorRfqDetail } from "~/components/rfq/vendor-rfq-detail";
import { sendQuoteIntent } from "~/components/rfq/quote-form";
import { postRfqMessageIntent } from "~/components/rfq/rfq-thread";
import type { PricingActionResult } from "~/components/vendor-pricing/pricing-result";
import { LoadFailed } from "~/components/vendors/load-failed";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/rfq";

const m = rfqVendorMessages;
const quoteFieldNames = [
  "productId",
  "unitPrice",
  "quantity",
  "deliveryTime",
  "shippingMethod",
  "paymentTerms",
  "validityDays",
  "negotiable",
  "notes",
] as const;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(
    loaderData?.rfq.productName ?? pageTextsFor(vendorRfqsTexts, languageOfPage(matches)).metaTitle,
    undefined,
    {
      noindex: true,
    },
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/rfqs/:id: an RFQ sent to the vendor's store, its quote and the thread with the buyer; else 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const { actor, store } = await requireVendor(context);
  const rfq = await vendorRfqDetail(db, { vendorId: store.id, rfqId: params.id });
  if (!rfq) throw data({ message: m.notFound }, { status: 404 });
  return { rfq, thread: await rfqThread(db, { actor, rfqId: rfq.id }) };
}

/** Marks the RFQ processing, sends or revises the vendor's quote, or posts in its thread (by `intent`). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger, mailer, env } = ctx(context);
  const { actor } = await requireVendor(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const rfqId = params.id;
  const intents = {
    [markProcessingIntent]: {
      success: m.statusUpdated,
      failure: m.statusUpdateFailed,
      values: [] as readonly string[],
      run: async () => (await markRfqProcessing(db, { actor, rfqId })).rfqId,
    },
    [sendQuoteIntent]: {
      success: m.quoteSubmitted,
      failure: m.quoteSubmitFailed,
      values: quoteFieldNames,
      run: async () => {
        const fields = Object.fromEntries(quoteFieldNames.map((name) => [name, form.get(name) ?? undefined]));
        const { quote } = await sendRfqQuote(db, {
          actor,
          rfqId,
          fields,
          mailer,
          appUrl: env.APP_URL,
          logger,
        });
        return `${quote.id}-${quote.revision}`;
      },
    },
    [postRfqMessageIntent]: {
      success: m.messageSent,
      failure: m.messageFailed,
      values: ["body"],
      run: async () => (await postRfqMessage(db, { actor, rfqId, body: form.get("body") })).id,
    },
  };
  if (!Object.hasOwn(intents, intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const handler = intents[intent as keyof typeof intents];
  try {
    const savedId = await handler.run();
    return {
      ok: true as const,
      intent,
      targetId: rfqId,
      savedId,
      message: handler.success,
    } satisfies PricingActionResult;
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, handler.values),
      extra: { intent, targetId: rfqId, title: handler.failure },
      unexpected: { message: handler.failure, logger, context: { rfqId, intent } },
    });
  }
}

export default function VendorRfqPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorRfqDetail rfq={loaderData.rfq} thread={loaderData.thread} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = usePageTexts(vendorRfqsTexts);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LoadFailed
      title={notFound ? texts.notFoundTitle : texts.listTitle}
      message={notFound ? texts.notFoundText : texts.loadFailed}
      back={{ to: vendorRfqsPath, label: texts.backToList }}
    />
  );
}
