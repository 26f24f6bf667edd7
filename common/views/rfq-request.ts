/**
 * What the buyer asked for in an RFQ, the same on the buyer's, the vendor's and the back office's RFQ
 * pages: money in minor units of `currency`, the delivery date as an ISO day.
 */
export interface RfqRequestView {
  productName: string;
  quantity: number;
  unit: string;
  currency: string;
  targetPrice: number | null;
  deliveryDate: string | null;
  customizationDetails: string;
  shippingAddress: string;
  additionalNotes: string;
  preferredPaymentTerms: string | null;
  negotiable: boolean;
}
