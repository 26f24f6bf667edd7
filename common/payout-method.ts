/**
 * Where a vendor's money is sent: a bank account, or a mobile-money wallet (M-Pesa, MTN MoMo,
 * Airtel Money). Paystack and Flutterwave transfers both pay either kind. Stored on the vendor's
 * application and, once approved, as the vendor's payout method.
 */
export const mobileMoneyProviders = ["mpesa", "mtn_momo", "airtel_money"] as const;
export type MobileMoneyProvider = (typeof mobileMoneyProviders)[number];

export type PayoutMethod =
  | {
      type: "bank";
      bankName: string;
      /** The bank's code as the transfer providers know it (e.g. "058"), when known. */
      bankCode: string | null;
      accountNumber: string;
      accountName: string;
      /** ISO country of the account. */
      countryCode: string;
    }
  | {
      type: "mobile_money";
      provider: MobileMoneyProvider;
      /** E.164, e.g. "+254712345678". */
      phone: string;
      accountName: string;
      countryCode: string;
    };
