import { adminSandboxTransferPath } from "#common/seller-paths";
import type { PayoutMethod } from "#common/payout-method";
import { formatMajorUnits } from "#common/money";
import { messages } from "#common/messages";
import type { Env } from "#server/lib/env";
import { newId } from "#server/lib/ids";
import { type Fetch, PaymentProviderError, postJson } from "../payments/hosted-checkout";
import { signSandboxBody } from "../payments/sandbox-provider";

export interface TransferRequest {
  /** Our reference of the payout, echoed in the provider's webhooks. */
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  method: PayoutMethod;
  /** The provider's id of this payout method, when it has one from an earlier payout. */
  recipientCode: string | null;
  narration: string;
}

export interface TransferSent {
  /** The provider's id of the transfer. */
  transferCode: string;
  /** The provider's id of the payout method, kept for the next payout (Paystack only). */
  recipientCode: string | null;
}

/**
 * A provider's transfer API: `send` asks it to pay a payout method from our balance there. It only
 * says the transfer was accepted; the outcome (paid or failed) arrives later as a webhook.
 */
export interface TransferProvider {
  provider: string;
  send(request: TransferRequest): Promise<TransferSent>;
  /** Where a tester settles the transfer by hand: the sandbox's page, null for a real provider. */
  testPage(reference: string): string | null;
}

/** Mobile-money networks as each provider names them in a recipient or a transfer. */
const paystackMobileMoneyCodes = { mpesa: "MPESA", mtn_momo: "MTN", airtel_money: "ATL" } as const;
const flutterwaveMobileMoneyCodes = { mpesa: "MPS", mtn_momo: "MTN", airtel_money: "AIRTEL" } as const;

/**
 * Paystack Transfers: POST /transferrecipient (type nuban for a Nigerian bank account, mobile_money
 * for a wallet) answers data.recipient_code, registered once per payout method; then POST /transfer
 * from our balance (amount in kobo, our reference) answers data.transfer_code.
 */
export function paystackTransfers(secretKey: string, fetchImpl: Fetch = fetch): TransferProvider {
  async function recipientFor(method: PayoutMethod, currency: string): Promise<string> {
    const json = (await postJson(fetchImpl, "https://api.paystack.co/transferrecipient", secretKey, {
      name: method.accountName,
      currency,
      ...(method.type === "bank"
        ? { type: "nuban", account_number: method.accountNumber, bank_code: method.bankCode ?? "" }
        : {
            type: "mobile_money",
            account_number: method.phone,
            bank_code: paystackMobileMoneyCodes[method.provider],
          }),
    })) as { status?: boolean; data?: { recipient_code?: string } };
    const code = json?.data?.recipient_code;
    if (!json?.status || !code)
      throw new PaymentProviderError("Paystack gave no recipient_code", { cause: json });
    return code;
  }
  return {
    provider: "paystack",
    async send({ reference, amount, currency, method, recipientCode, narration }) {
      const recipient = recipientCode ?? (await recipientFor(method, currency));
      const json = (await postJson(fetchImpl, "https://api.paystack.co/transfer", secretKey, {
        source: "balance",
        amount,
        currency,
        recipient,
        reference,
        reason: narration,
      })) as { status?: boolean; data?: { transfer_code?: string } };
      const transferCode = json?.data?.transfer_code;
      if (!json?.status || !transferCode)
        throw new PaymentProviderError("Paystack did not accept the transfer", { cause: json });
      return { transferCode, recipientCode: recipient };
    },
    testPage: () => null,
  };
}

/**
 * Flutterwave Transfers: POST /v3/transfers with the bank (or mobile-money network) code and the
 * account number (or phone), the amount in major units and our reference; answers data.id.
 */
export function flutterwaveTransfers(secretKey: string, fetchImpl: Fetch = fetch): TransferProvider {
  return {
    provider: "flutterwave",
    async send({ reference, amount, currency, method, narration }) {
      const json = (await postJson(fetchImpl, "https://api.flutterwave.com/v3/transfers", secretKey, {
        account_bank:
          method.type === "bank" ? (method.bankCode ?? "") : flutterwaveMobileMoneyCodes[method.provider],
        account_number: method.type === "bank" ? method.accountNumber : method.phone.replace(/^\+/, ""),
        amount: formatMajorUnits(amount, currency),
        currency,
        reference,
        narration,
        beneficiary_name: method.accountName,
      })) as { status?: string; data?: { id?: number | string } };
      if (json?.status !== "success" || json.data?.id === undefined)
        throw new PaymentProviderError("Flutterwave did not accept the transfer", { cause: json });
      return { transferCode: String(json.data.id), recipientCode: null };
    },
    testPage: () => null,
  };
}

/**
 * The built-in test provider: it accepts every transfer and moves no money; a tester settles it as
 * paid or failed on its page, which sends a signed webhook through the same path as a real provider's.
 */
export function sandboxTransfers(): TransferProvider {
  return {
    provider: "sandbox",
    async send({ reference }) {
      return { transferCode: `sandbox-transfer-${reference}`, recipientCode: null };
    },
    testPage: (reference) => adminSandboxTransferPath(reference),
  };
}

/**
 * The webhook the sandbox's transfer page sends when the tester settles a transfer: Paystack's shape,
 * signed with the sandbox's key, so it takes the same path as a real provider's event.
 */
export function sandboxTransferEvent(
  transfer: { reference: string; amount: number; currency: string; outcome: "paid" | "failed" },
  secret: string,
): { rawBody: string; signature: string } {
  const body = {
    event: transfer.outcome === "paid" ? "transfer.success" : "transfer.failed",
    data: {
      id: newId("trf"),
      reference: transfer.reference,
      amount: transfer.amount,
      currency: transfer.currency,
      reason: transfer.outcome === "failed" ? messages.payouts.sandboxDeclined : null,
    },
  };
  return signSandboxBody(JSON.stringify(body), secret);
}

type TransferEnv = Pick<
  Env,
  "PAYMENT_PROVIDER" | "PAYSTACK_SECRET_KEY" | "FLUTTERWAVE_SECRET_KEY" | "APP_ENV"
>;

/**
 * The provider that pays vendors: the one PAYMENT_PROVIDER names (the account that collected the
 * money holds the balance transfers are paid from). The sandbox is the default outside production
 * and refused in production.
 */
export function transferProviderFor(env: TransferEnv, fetchImpl: Fetch = fetch): TransferProvider {
  const provider = env.PAYMENT_PROVIDER ?? (env.APP_ENV === "production" ? undefined : "sandbox");
  if (provider === "paystack" && env.PAYSTACK_SECRET_KEY)
    return paystackTransfers(env.PAYSTACK_SECRET_KEY, fetchImpl);
  if (provider === "flutterwave" && env.FLUTTERWAVE_SECRET_KEY)
    return flutterwaveTransfers(env.FLUTTERWAVE_SECRET_KEY, fetchImpl);
  if (provider === "sandbox" && env.APP_ENV !== "production") return sandboxTransfers();
  throw new PaymentProviderError(
    `The transfer provider ${provider ?? "(PAYMENT_PROVIDER unset)"} is not configured; the sandbox never runs in production.`,
  );
}
