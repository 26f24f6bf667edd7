import type { MobileMoneyProvider, PayoutMethod } from "./payout-method";

/** A payout method as pages show it: enough to recognise the account, never its full number. */
export type MaskedPayoutMethod =
  | { type: "bank"; bankName: string; accountName: string; accountEnding: string }
  | { type: "mobile_money"; provider: MobileMoneyProvider; accountName: string; accountEnding: string };

/** The last four digits only: a page, a log or a screenshot never carries the whole number. */
export function maskPayoutMethod(method: PayoutMethod): MaskedPayoutMethod {
  const digits = (method.type === "bank" ? method.accountNumber : method.phone).replace(/\D/g, "");
  const accountEnding = digits.slice(-4);
  return method.type === "bank"
    ? { type: "bank", bankName: method.bankName, accountName: method.accountName, accountEnding }
    : { type: "mobile_money", provider: method.provider, accountName: method.accountName, accountEnding };
}
