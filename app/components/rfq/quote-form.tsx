import type { ActionFailure } from "#common/action-failure";
import { formMessage } from "#common/action-failure";
import { vendorRfqsTexts } from "#common/i18n/rfqs-vendor";
import { majorUnitsText } from "#common/money-input";
import {
  defaultQuoteValidityDays,
  maxQuoteValidityDays,
  maxRfqTextLength,
  minQuoteValidityDays,
} from "#common/rfq";
import type { VendorRfqView } from "#common/views/rfqs-vendor";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { FormError, TextField, failureFields } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";

export const sendQuoteIntent = "send-quote";
/** What the quote form offers when the vendor has not quoted yet. */
const defaultDeliveryTime = "14-21 days";

/**
 * The vendor's quote on an RFQ: a first one, or its pending quote prefilled for a revision. For a
 * request about a category the vendor picks which of its own products the quote orders.
 */
export function QuoteForm({ rfq, failure }: { rfq: VendorRfqView; failure?: ActionFailure }) {
  const texts = usePageTexts(vendorRfqsTexts);
  const format = useFormat();
  const sending = useNavigation().formData?.get("intent") === sendQuoteIntent;
  const { quote } = rfq;
  const saved = quote
    ? {
        unitPrice: majorUnitsText(quote.unitPrice, quote.currency),
        quantity: String(quote.quantity),
        deliveryTime: quote.deliveryTime,
        shippingMethod: quote.shippingMethod,
        paymentTerms: quote.paymentTerms,
        validityDays: String(quote.validityDays),
        notes: quote.notes,
        productId: quote.productId,
      }
    : {
        quantity: String(rfq.quantity),
        deliveryTime: defaultDeliveryTime,
        paymentTerms: rfq.preferredPaymentTerms ?? "",
        validityDays: String(defaultQuoteValidityDays),
      };
  const field = failureFields(failure, (name) => saved[name as keyof typeof saved]);
  const negotiable = failure?.values
    ? failure.values.negotiable === "on"
    : (quote?.isNegotiable ?? rfq.negotiable);
  const noProducts = !rfq.productId && rfq.productChoices.length === 0;
  return (
    <Form method="post" aria-labelledby="quote-heading" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={sendQuoteIntent} />
      <FormError message={formMessage(failure)} />
      {rfq.productId ? null : noProducts ? (
        <p role="note" className="text-sm">
          {texts.noProducts}
        </p>
      ) : (
        <SelectField
          {...field("productId")}
          label={texts.quoteProduct}
          placeholder={texts.chooseProduct}
          options={rfq.productChoices.map((product) => ({ value: product.id, label: product.name }))}
          required
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("unitPrice")}
          label={texts.unitPrice(rfq.quoteCurrency)}
          inputMode="decimal"
          required
        />
        <TextField {...field("quantity")} label={texts.quoteQuantity} inputMode="numeric" required />
        <TextField {...field("deliveryTime")} label={texts.deliveryTime} required />
        <TextField {...field("shippingMethod")} label={texts.shippingMethod} required />
        <TextField {...field("paymentTerms")} label={texts.quotePaymentTerms} required />
        <TextField
          {...field("validityDays")}
          label={texts.validityDays}
          inputMode="numeric"
          description={texts.validityHint(
            format.number(minQuoteValidityDays),
            format.number(maxQuoteValidityDays),
          )}
          required
        />
      </div>
      <CheckboxField name="negotiable" label={texts.quoteNegotiable} defaultChecked={negotiable} />
      <TextAreaField {...field("notes")} label={texts.notes} maxLength={maxRfqTextLength} />
      <Button type="submit" disabled={sending || noProducts}>
        {sending ? texts.sending : quote ? texts.reviseQuote : texts.sendQuote}
      </Button>
    </Form>
  );
}
