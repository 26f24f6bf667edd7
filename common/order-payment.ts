/**
 * A vendor ships only what is paid, or what its terms let the buyer pay later (net terms and
 * purchase orders are `on_account`). A bank transfer awaiting confirmation or an unpaid card order
 * waits; the vendor may still prepare it.
 */
export function paymentAllowsShipping(paymentStatus: string): boolean {
  return paymentStatus === "paid" || paymentStatus === "on_account";
}
