import { vendorRfqsTexts } from "#common/i18n/rfqs-vendor";
import { closedRfqStatuses } from "#common/rfq";
import { rfqAttachmentPath, vendorRfqsPath } from "#common/rfq-paths";
import type { RfqThreadView, VendorRfqView } from "#common/views/rfqs-vendor";
import { ArrowLeft, Paperclip } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Facts } from "~/components/ui/facts";
import { NoScriptResultNotice } from "~/components/ui/list-states";
import { textLinkClassName } from "~/components/ui/text-link";
import { TitledSection } from "~/components/ui/titled-section";
import {
  failureOf,
  noScriptNotice,
  usePricingResultToast,
  type PricingActionResult,
} from "~/components/vendor-pricing/pricing-result";
import { useFormat, usePageTexts } from "~/lib/locale";
import { QuoteForm, sendQuoteIntent } from "./quote-form";
import { RfqStatusBadge } from "./rfq-status-badge";
import { postRfqMessageIntent, RfqThread } from "./rfq-thread";

export const markProcessingIntent = "mark-processing";

/**
 * One RFQ addressed to the vendor: what the buyer wants and who they are, the files they sent, the
 * vendor's progress (mark as processing), its quote (send or revise) and the thread with the buyer.
 * `result` is the page action's last answer (its `intent` says which form it belongs to).
 */
export function VendorRfqDetail({
  rfq,
  thread,
  result,
}: {
  rfq: VendorRfqView;
  thread: RfqThreadView;
  result: PricingActionResult | undefined;
}) {
  const texts = usePageTexts(vendorRfqsTexts);
  const format = useFormat();
  usePricingResultToast(result, texts.loadFailed);
  const marking = useNavigation().formData?.get("intent") === markProcessingIntent;
  const open = !closedRfqStatuses.includes(rfq.status);
  const closedNote = open ? null : texts.closedNotes[rfq.status as keyof typeof texts.closedNotes];
  const money = (amount: number | null) =>
    amount === null ? texts.notGiven : format.money(amount, rfq.currency);
  const details: [string, string][] = [
    [rfq.productId ? texts.product : texts.wanted, rfq.productName],
    ...(rfq.categoryName ? [[texts.categoryLabel, rfq.categoryName] as [string, string]] : []),
    [texts.quantity, texts.quantityOf(format.number(rfq.quantity), rfq.unit)],
    [texts.targetPrice, money(rfq.targetPrice)],
    [texts.deliveryDate, rfq.deliveryDate ? format.date(rfq.deliveryDate) : texts.notGiven],
    [texts.shippingAddress, rfq.shippingAddress],
    [texts.customization, rfq.customizationDetails || texts.notGiven],
    [texts.additionalNotes, rfq.additionalNotes || texts.notGiven],
    [texts.paymentTerms, rfq.preferredPaymentTerms || texts.notGiven],
    [texts.negotiable, rfq.negotiable ? texts.yes : texts.no],
    [texts.expiresOn, format.date(rfq.expiresAt)],
  ];
  const quoteEditable = open && (!rfq.quote || rfq.quote.status === "pending");
  const messageFailure = failureOf(result, postRfqMessageIntent, rfq.id);
  const messageKey = result?.ok && result.intent === postRfqMessageIntent ? result.savedId : "message";
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link to={vendorRfqsPath} className={`inline-flex items-center gap-1 text-sm ${textLinkClassName}`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {texts.backToList}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight break-words">{rfq.productName}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <RfqStatusBadge status={rfq.status} />
          <span>{texts.receivedOn(format.date(rfq.sentAt))}</span>
        </p>
      </div>
      <NoScriptResultNotice result={noScriptNotice(result)} />
      <TitledSection title={texts.detailsHeading} className="space-y-3">
        <Facts rows={details} />
      </TitledSection>
      <TitledSection title={texts.buyerHeading} className="space-y-3">
        <Facts rows={[[texts.company, rfq.companyName]]} />
      </TitledSection>
      <TitledSection title={texts.attachmentsHeading} className="space-y-3">
        {rfq.attachments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.noAttachments}</p>
        ) : (
          <ul className="space-y-1">
            {rfq.attachments.map((file) => (
              <li key={file.id} className="flex items-center gap-2 text-sm">
                <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                <a href={rfqAttachmentPath(file.id)} className={`break-all ${textLinkClassName}`}>
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection title={texts.progressHeading} className="space-y-3">
        <p className="text-sm">{texts.recipientStatuses[rfq.recipientStatus]}</p>
        {closedNote ? (
          <p className="text-sm">{closedNote}</p>
        ) : rfq.recipientStatus === "pending" ? (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value={markProcessingIntent} />
            <p className="text-sm text-muted-foreground">{texts.markProcessingHint}</p>
            <Button type="submit" variant="secondary" disabled={marking}>
              {marking ? texts.marking : texts.markProcessing}
            </Button>
          </Form>
        ) : null}
      </TitledSection>
      <section aria-labelledby="quote-heading" className="space-y-3">
        <h2 id="quote-heading" className="text-lg font-semibold">
          {rfq.quote && quoteEditable ? texts.reviseHeading : texts.quoteHeading}
        </h2>
        {rfq.quote ? (
          <p className="text-sm text-muted-foreground">
            {texts.quoteStatuses[rfq.quote.status]} ·{" "}
            {texts.quoteSummary(format.number(rfq.quote.revision), format.dateTime(rfq.quote.validUntil))}
            {rfq.productId ? null : ` · ${rfq.quote.productName}`}
          </p>
        ) : null}
        {quoteEditable ? (
          <>
            <p className="text-sm text-muted-foreground">{texts.quoteIntro}</p>
            {/* A new form after each saved revision, so it starts from what was saved. */}
            <QuoteForm
              key={rfq.quote ? `${rfq.quote.id}-${rfq.quote.revision}` : "first-quote"}
              rfq={rfq}
              failure={failureOf(result, sendQuoteIntent, rfq.id)}
            />
          </>
        ) : (
          <p className="text-sm">
            {rfq.quote && rfq.quote.status !== "pending" ? texts.quoteLocked[rfq.quote.status] : closedNote}
          </p>
        )}
      </section>
      <RfqThread thread={thread} failure={messageFailure} formKey={messageKey} />
    </div>
  );
}
