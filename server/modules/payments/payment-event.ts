/** What every provider's webhook says, once its signature is checked and its fields read. */
export interface PaymentEvent {
  provider: string;
  /** The provider's id of this event, for processing it once. */
  eventId: string;
  /** Our payment reference, echoed by the provider. */
  reference: string;
  /** The provider's id of the charge, which some providers refund by. */
  transactionId: string;
  /** Minor units, whatever unit the provider uses on the wire. */
  amount: number;
  currency: string;
  outcome: "succeeded" | "failed" | "ignored";
  payload: unknown;
}

export class WebhookRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "WebhookRejected";
  }
}
