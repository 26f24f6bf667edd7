import type { PageTexts } from "./catalogue";

/** /vendor/payouts: the vendor's balance, its ledger, its payout method, payout requests and history. */
export const vendorPayoutsTexts = {
  en: {
    metaTitle: "Payouts",
    title: "Payouts",
    available: "Available balance",
    availableHint: "Earnings from delivered orders, less commission, payouts and adjustments.",
    requestTitle: "Request a payout",
    amountLabel: (currency: string) => `Amount (${currency})`,
    amountHint: (minimum: string) => `At least ${minimum}, up to your available balance.`,
    requestButton: "Request payout",
    requesting: "Requesting…",
    requested: (amount: string) =>
      `Payout of ${amount} requested. An admin approves it, then it is sent to your payout method.`,
    methodTitle: "Payout method",
    noMethod:
      "No payout method yet. Payouts go to the bank account or mobile-money wallet of your approved application; contact support to add one.",
    bank: (bank: string, ending: string) => `${bank}, account ending ${ending}`,
    mobileMoney: (network: string, ending: string) => `${network}, number ending ${ending}`,
    accountName: (name: string) => `In the name of ${name}`,
    networks: { mpesa: "M-Pesa", mtn_momo: "MTN MoMo", airtel_money: "Airtel Money" },
    historyTitle: "Payout history",
    noPayouts: "No payouts yet. Request one once your balance reaches the minimum.",
    ledgerTitle: "Ledger",
    ledgerEmpty: "Nothing yet. Each delivered order adds its earnings and commission here.",
    ledgerPages: "Ledger pages",
    date: "Date",
    entry: "Entry",
    amount: "Amount",
    status: "Status",
    method: "Sent to",
    kinds: {
      earning: "Earning",
      commission: "Commission",
      payout: "Payout",
      payout_reversal: "Payout returned",
      adjustment: "Adjustment",
    },
    order: (number: string) => `Order ${number}`,
    payoutRef: (id: string) => `Payout ${id}`,
    statuses: {
      requested: "Requested",
      approved: "Approved",
      processing: "Processing",
      paid: "Paid",
      failed: "Failed",
      reversed: "Returned to balance",
    },
  },
} satisfies PageTexts;
