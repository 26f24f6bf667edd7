import type { ActionFailure } from "#common/action-failure";
import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { buyerRfqPath } from "#common/rfq-paths";
import type { BuyerQuote, BuyerRfqDetail } from "#common/views/buyer-rfqs";
import type { RfqThreadView } from "#common/views/rfqs-vendor";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Facts } from "~/components/ui/facts";
import { FormError, FormSuccess } from "~/components/ui/field";
import { LoadingStatus } from "~/components/ui/status-notes";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { QuoteStatusBadge, RfqStatusBadge } from "./rfq-status-badge";
import { ConfirmForm } from "./confirm-form";
import { postRfqMessageIntent, RfqThread } from "./rfq-thread";

export type BuyerRfqResult =
  (ActionFailure & { intent?: string }) | { ok: true; notice: string; savedId?: string } | null;

/** One of the buyer's RFQs: what was asked, who was asked, the quotes side by side and the decisions. */
export function BuyerRfqDetailPage({
  rfq,
  threads,
  listPath,
  result,
}: {
  rfq: BuyerRfqDetail;
  threads: RfqThreadView[];
  listPath: string;
  result: BuyerRfqResult;
}) {
  const texts = usePageTexts(rfqsBuyerTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const path = buyerRfqPath(listPath, rfq.id);
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  const details: [string, ReactNode][] = [
    [texts.quantity, `${format.number(rfq.quantity)} ${rfq.unit}`],
    [texts.targetPrice, rfq.targetPrice === null ? texts.none : format.money(rfq.targetPrice, rfq.currency)],
    [texts.deliveryDate, rfq.deliveryDate ? format.date(rfq.deliveryDate) : texts.none],
    [texts.shippingAddress, rfq.shippingAddress],
    [texts.paymentTerms, rfq.preferredPaymentTerms ?? texts.none],
    [texts.negotiable, rfq.negotiable ? texts.yes : texts.no],
    [texts.customization, rfq.customizationDetails || texts.none],
    [texts.notes, rfq.additionalNotes || texts.none],
    [texts.sent, format.date(rfq.createdAt)],
    [texts.expiresAt, format.date(rfq.expiresAt)],
  ];
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <Link to={listPath} className={`text-sm ${textLinkClassName}`}>
        {texts.back}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
          {rfq.productName} <RfqStatusBadge status={rfq.status} />
        </h1>
        {rfq.open ? (
          <ConfirmForm
            action={path}
            fields={{ intent: "close" }}
            trigger={{ text: texts.closeRfq, label: texts.closeRfq }}
            question={texts.closeConfirm}
            confirmText={texts.confirm}
            cancelText={texts.cancel}
            closeText={texts.closeDialog}
            variant="secondary"
            busy={busy}
          />
        ) : null}
      </div>
      {busy ? <LoadingStatus>{texts.deciding}</LoadingStatus> : null}
      <FormSuccess message={result?.ok ? result.notice : null} />
      <FormError message={result && !result.ok ? result.message : null} />

      <section aria-labelledby="rfq-request" className="rounded-lg border border-border p-4">
        <h2 id="rfq-request" className="mb-4 text-lg font-semibold">
          {texts.detailsHeading}
        </h2>
        <Facts rows={details} />
      </section>

      <section aria-labelledby="rfq-recipients" className="rounded-lg border border-border p-4">
        <h2 id="rfq-recipients" className="mb-3 text-lg font-semibold">
          {texts.recipientsHeading}
        </h2>
        <ul className="divide-y divide-border text-sm">
          {rfq.recipients.map((recipient) => (
            <li key={recipient.vendorId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium">{recipient.vendorName}</span>
              <span>{texts.recipientStatuses[recipient.status]}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rfq-quotes" className="space-y-3">
        <h2 id="rfq-quotes" className="text-lg font-semibold">
          {texts.quotesHeading}
        </h2>
        {rfq.quotes.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            {texts.noQuotes}
          </p>
        ) : (
          <QuoteComparison quotes={rfq.quotes} path={path} busy={busy} />
        )}
      </section>

      <section aria-labelledby="rfq-threads" className="rounded-lg border border-border p-4">
        <h2 id="rfq-threads" className="text-lg font-semibold">
          {texts.threadsHeading}
        </h2>
        {threads.map((thread) => (
          <RfqThread
            key={thread.vendorId}
            thread={thread}
            failure={
              result &&
              !result.ok &&
              result.intent === postRfqMessageIntent &&
              result.values?.vendorId === thread.vendorId
                ? result
                : undefined
            }
            formKey={result?.ok ? result.savedId : undefined}
          />
        ))}
      </section>
    </div>
  );
}

/**
 * The quotes side by side: one column per quote, one row per term, so a buyer reads across to compare.
 * On a phone the table scrolls sideways inside its frame with the term names held in place.
 */
function QuoteComparison({ quotes, path, busy }: { quotes: BuyerQuote[]; path: string; busy: boolean }) {
  const texts = usePageTexts(rfqsBuyerTexts);
  const format = useFormat();
  const rows: [string, (quote: BuyerQuote) => ReactNode][] = [
    [
      texts.rating,
      (quote) =>
        quote.vendorRating === null ? texts.noRating : texts.ratingOf(format.number(quote.vendorRating)),
    ],
    [texts.unitPrice, (quote) => <strong>{format.money(quote.unitPrice, quote.currency)}</strong>],
    [texts.quantity, (quote) => format.number(quote.quantity)],
    [texts.total, (quote) => format.money(quote.total, quote.currency)],
    [texts.deliveryTime, (quote) => quote.deliveryTime],
    [texts.shippingMethod, (quote) => quote.shippingMethod],
    [texts.quotePaymentTerms, (quote) => quote.paymentTerms],
    [texts.validUntil, (quote) => format.date(quote.validUntil)],
    [texts.quoteStatus, (quote) => <QuoteStatusBadge status={quote.status} />],
    [texts.negotiable, (quote) => (quote.isNegotiable ? texts.yes : texts.no)],
    [texts.revision, (quote) => format.number(quote.revision)],
    [texts.vendorNotes, (quote) => quote.notes || texts.none],
  ];
  // The terms' column stays put while the quotes scroll under it; cells wrap so two quotes fit a phone.
  const headClass =
    "sticky left-0 z-10 w-28 bg-card px-3 py-2 text-left align-top font-medium text-muted-foreground";
  return (
    <div className="max-w-full overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{texts.compareCaption}</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className={`${headClass} bg-muted`}>
              {texts.vendor}
            </th>
            {quotes.map((quote) => (
              <th key={quote.id} scope="col" className="min-w-32 px-3 py-2 text-left align-top font-semibold">
                {quote.vendorName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map(([term, cell]) => (
            <tr key={term}>
              <th scope="row" className={headClass}>
                {term}
              </th>
              {quotes.map((quote) => (
                <td key={quote.id} className="px-3 py-2 align-top break-words">
                  {cell(quote)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={headClass}>
              {texts.actions}
            </th>
            {quotes.map((quote) => (
              <td key={quote.id} className="px-3 py-2 align-top">
                <QuoteActions quote={quote} path={path} busy={busy} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function QuoteActions({ quote, path, busy }: { quote: BuyerQuote; path: string; busy: boolean }) {
  const texts = usePageTexts(rfqsBuyerTexts);
  const format = useFormat();
  if (quote.ordered) return <span>{texts.ordered}</span>;
  if (quote.orderable)
    return (
      <Form method="post" action={path}>
        <input type="hidden" name="intent" value="order" />
        <input type="hidden" name="quoteId" value={quote.id} />
        <Button type="submit" size="sm" disabled={busy}>
          {texts.orderAccepted}
        </Button>
      </Form>
    );
  if (!quote.decidable) return <span className="text-muted-foreground">{texts.none}</span>;
  return (
    <div className="flex flex-col gap-2">
      <ConfirmForm
        action={path}
        fields={{ intent: "accept", quoteId: quote.id }}
        trigger={{ text: texts.accept, label: texts.acceptQuote(quote.vendorName) }}
        question={texts.acceptConfirm(quote.vendorName, format.money(quote.total, quote.currency))}
        confirmText={texts.confirm}
        cancelText={texts.cancel}
        closeText={texts.closeDialog}
        busy={busy}
      />
      <ConfirmForm
        action={path}
        fields={{ intent: "reject", quoteId: quote.id }}
        trigger={{ text: texts.reject, label: texts.rejectQuote(quote.vendorName) }}
        question={texts.rejectConfirm(quote.vendorName)}
        confirmText={texts.confirm}
        cancelText={texts.cancel}
        closeText={texts.closeDialog}
        variant="destructive"
        busy={busy}
      />
    </div>
  );
}
