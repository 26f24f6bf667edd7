import { sandboxPaymentPath } from "#common/paths";
import { formatMajorUnits } from "#common/money";
import type { Env } from "#server/lib/env";
import { sandboxProvider } from "./sandbox-provider";

interface HostedCheckoutRequest {
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  email: string;
  /** Where the provider sends the buyer back. */
  returnUrl: string;
}

interface RefundRequest {
  /** Our reference of the settled payment. */
  reference: string;
  /** The provider's id of the settled charge, from its webhook. */
  transactionId: string;
  /** Minor units: the whole payment. */
  amount: number;
  currency: string;
}

/**
 * A provider's hosted payment page: `open` registers the payment with it and returns the page's
 * address; `refund` gives a settled payment back in full and returns the provider's refund id.
 */
export interface HostedCheckout {
  provider: string;
  open(request: HostedCheckoutRequest): Promise<string>;
  refund(request: RefundRequest): Promise<string>;
}

export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

export type Fetch = typeof fetch;

/** A provider API call with the secret key; a non-2xx answer is a PaymentProviderError. */
export async function postJson(
  fetchImpl: Fetch,
  url: string,
  secretKey: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { Authorization: `Bearer ${secretKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new PaymentProviderError(`${url} answered ${response.status}`, { cause: json });
  return json;
}

/** Paystack: POST /transaction/initialize (amount in kobo) answers data.authorization_url. */
export function paystackCheckout(secretKey: string, fetchImpl: Fetch = fetch): HostedCheckout {
  return {
    provider: "paystack",
    async open({ reference, amount, currency, email, returnUrl }) {
      const json = (await postJson(fetchImpl, "https://api.paystack.co/transaction/initialize", secretKey, {
        email,
        amount,
        currency,
        reference,
        callback_url: returnUrl,
      })) as {
        status?: boolean;
        data?: { authorization_url?: string };
      };
      const url = json?.data?.authorization_url;
      if (!json?.status || !url)
        throw new PaymentProviderError("Paystack gave no authorization_url", { cause: json });
      return url;
    },
    /** POST /refund (amount in kobo) by our transaction reference; answers data.id. */
    async refund({ reference, amount }) {
      const json = (await postJson(fetchImpl, "https://api.paystack.co/refund", secretKey, {
        transaction: reference,
        amount,
      })) as { status?: boolean; data?: { id?: number | string } };
      if (!json?.status || json.data?.id === undefined)
        throw new PaymentProviderError("Paystack did not accept the refund", { cause: json });
      return String(json.data.id);
    },
  };
}

/** Flutterwave: POST /v3/payments (amount in major units) answers data.link. */
export function flutterwaveCheckout(secretKey: string, fetchImpl: Fetch = fetch): HostedCheckout {
  return {
    provider: "flutterwave",
    async open({ reference, amount, currency, email, returnUrl }) {
      const json = (await postJson(fetchImpl, "https://api.flutterwave.com/v3/payments", secretKey, {
        tx_ref: reference,
        amount: formatMajorUnits(amount, currency),
        currency,
        redirect_url: returnUrl,
        customer: { email },
        payment_options: "card,mobilemoney,ussd,banktransfer",
      })) as { status?: string; data?: { link?: string } };
      const url = json?.data?.link;
      if (json?.status !== "success" || !url)
        throw new PaymentProviderError("Flutterwave gave no payment link", { cause: json });
      return url;
    },
    /** POST /v3/transactions/:id/refund (amount in major units) by the charge's id; answers data.id. */
    async refund({ transactionId, amount, currency }) {
      const url = `https://api.flutterwave.com/v3/transactions/${encodeURIComponent(transactionId)}/refund`;
      const json = (await postJson(fetchImpl, url, secretKey, {
        amount: formatMajorUnits(amount, currency),
      })) as { status?: string; data?: { id?: number | string } };
      if (json?.status !== "success" || json.data?.id === undefined)
        throw new PaymentProviderError("Flutterwave did not accept the refund", { cause: json });
      return String(json.data.id);
    },
  };
}

/** The built-in test provider: its page is ours, and it never runs in production. */
export function sandboxCheckout(appUrl: string): HostedCheckout {
  return {
    provider: sandboxProvider,
    async open({ reference, returnUrl }) {
      const page = new URL(sandboxPaymentPath(reference), appUrl);
      page.searchParams.set("return", new URL(returnUrl).pathname + new URL(returnUrl).search);
      return page.toString();
    },
    /** No money moved, so the refund is only recorded (its id says it is the sandbox's). */
    async refund({ reference }) {
      return `sandbox-refund-${reference}`;
    },
  };
}

type ProviderEnv = Pick<
  Env,
  "PAYMENT_PROVIDER" | "PAYSTACK_SECRET_KEY" | "FLUTTERWAVE_SECRET_KEY" | "APP_ENV" | "APP_URL"
>;

/**
 * The provider PAYMENT_PROVIDER names, with its key. The sandbox is the default outside production
 * and refused in production, where a real provider must be configured.
 */
export function hostedCheckoutFor(env: ProviderEnv, fetchImpl: Fetch = fetch): HostedCheckout {
  return providerNamed(
    env,
    env.PAYMENT_PROVIDER ?? (env.APP_ENV === "production" ? undefined : "sandbox"),
    fetchImpl,
  );
}

/**
 * A named provider with its key: a refund goes to the provider that took the money, whatever PAYMENT_PROVIDER
 * says now.
 */
export function providerNamed(
  env: ProviderEnv,
  provider: string | undefined,
  fetchImpl: Fetch = fetch,
): HostedCheckout {
  if (provider === "paystack" && env.PAYSTACK_SECRET_KEY)
    return paystackCheckout(env.PAYSTACK_SECRET_KEY, fetchImpl);
  if (provider === "flutterwave" && env.FLUTTERWAVE_SECRET_KEY)
    return flutterwaveCheckout(env.FLUTTERWAVE_SECRET_KEY, fetchImpl);
  if (provider === "sandbox" && env.APP_ENV !== "production") return sandboxCheckout(env.APP_URL);
  throw new PaymentProviderError(
    `The payment provider ${provider ?? "(PAYMENT_PROVIDER unset)"} is not configured; the sandbox never runs in production.`,
  );
}
