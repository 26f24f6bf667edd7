import type { RfqRequestView } from "#common/views/rfq-request";
import type { rfqs } from "#db/schema";

/** What the buyer asked for, from the RFQ row, as the buyer's and the back office's RFQ pages read it. */
export function rfqRequestView(rfq: typeof rfqs.$inferSelect): RfqRequestView {
  return {
    productName: rfq.productName,
    quantity: rfq.quantity,
    unit: rfq.unit,
    currency: rfq.currency,
    targetPrice: rfq.targetPrice,
    deliveryDate: rfq.deliveryDate,
    customizationDetails: rfq.customizationDetails,
    shippingAddress: rfq.shippingAddress,
    additionalNotes: rfq.additionalNotes,
    preferredPaymentTerms: rfq.preferredPaymentTerms,
    negotiable: rfq.negotiable,
  };
}
