import {
  type CheckoutPaymentMethod,
  checkoutMessages,
  lateChargePercentPerMonth,
  netTermsDurations,
} from "#common/schemas/checkout";
import { SelectField } from "~/components/ui/choice-fields";
import { FileField } from "~/components/ui/choice-fields";
import { FieldError, TextField } from "~/components/ui/field";
import type { StepProps } from "./steps";
import { StepForm } from "./step-form";
import { useFormat } from "~/lib/locale";

export const paymentMethodLabels: Record<CheckoutPaymentMethod, { label: string; hint: string }> = {
  card: { label: "Card", hint: "Pay on our payment provider's secure page. We never see your card number." },
  mobile_money: {
    label: "Mobile money",
    hint: "Pay from your mobile money wallet on the provider's secure page.",
  },
  bank_transfer: {
    label: "Bank transfer",
    hint: "Transfer the total with your order number as the reference. Transfers are confirmed in 1–2 business days.",
  },
  net_terms: {
    label: "Net terms",
    hint: `Pay within 15 to 60 days of the order. Late payments carry a ${lateChargePercentPerMonth}% monthly charge.`,
  },
  purchase_order: { label: "Purchase order", hint: "We invoice your business against your PO number." },
};

/**
 * The Payment step (no card fields; the provider's page takes the card). Net terms
 * and purchase orders need an account; net terms also need eligibility, else the spec's notice.
 */
export function PaymentStep({ mode, view, values, errors, backTo }: StepProps) {
  const format = useFormat();
  // Credit is granted in the currency the cart is priced in (one settlement currency today).
  const creditCurrency = view.cart.items[0]?.currency;
  const value = (name: string) => values[name] ?? "";
  const methods: CheckoutPaymentMethod[] =
    mode === "guest"
      ? ["card", "mobile_money", "bank_transfer"]
      : ["card", "mobile_money", "bank_transfer", "net_terms", "purchase_order"];
  const chosen = value("paymentMethod") || "card";
  return (
    <StepForm step="payment" backTo={backTo} multipart={methods.includes("purchase_order")}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Payment method</legend>
        {methods.map((method) => {
          const blocked = method === "net_terms" && !view.netTermsEligible;
          return (
            <div
              key={method}
              className={`rounded-md border border-border p-3 text-sm has-[:checked]:border-primary ${blocked ? "opacity-80" : ""}`}
            >
              <label className={`flex items-start gap-3 ${blocked ? "" : "cursor-pointer"}`}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  defaultChecked={chosen === method}
                  disabled={blocked}
                  className="mt-0.5 size-4 accent-primary"
                />
                <span>
                  <span className="block font-medium">{paymentMethodLabels[method].label}</span>
                  <span className="block text-muted-foreground">{paymentMethodLabels[method].hint}</span>
                </span>
              </label>
              {blocked ? (
                <p className="mt-2 ml-7 text-muted-foreground">{checkoutMessages.netTermsIneligible}</p>
              ) : null}
              {method === "net_terms" && !blocked ? (
                <div className="mt-3 ml-7 max-w-xs space-y-2">
                  {view.netTermsCredit !== null && creditCurrency ? (
                    <p className="text-muted-foreground">
                      {checkoutMessages.netTermsCredit(format.money(view.netTermsCredit, creditCurrency))}
                    </p>
                  ) : null}
                  <SelectField
                    label="Terms"
                    name="netTermsDuration"
                    placeholder="Choose…"
                    options={netTermsDurations.map((duration) => ({
                      value: duration,
                      label: `Net ${duration.slice(4)} days`,
                    }))}
                    defaultValue={value("netTermsDuration")}
                    error={errors.netTermsDuration}
                  />
                </div>
              ) : null}
              {method === "purchase_order" ? (
                <div className="mt-3 ml-7 max-w-sm space-y-3">
                  <TextField
                    label="PO number"
                    name="poNumber"
                    defaultValue={value("poNumber")}
                    error={errors.poNumber}
                  />
                  <FileField
                    label="PO document (optional)"
                    name="poDocument"
                    accept=".pdf,.doc,.docx"
                    description={
                      view.details.purchaseOrder?.name
                        ? `Attached: ${view.details.purchaseOrder.name}. Choose another file to replace it.`
                        : "PDF, DOC or DOCX, at most 10 MB."
                    }
                    error={errors.poDocument}
                  />
                </div>
              ) : null}
              {method === "bank_transfer" ? (
                <div className="mt-3 ml-7 max-w-xs">
                  <TextField
                    label="Your bank reference (optional)"
                    name="bankReference"
                    defaultValue={value("bankReference")}
                    error={errors.bankReference}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
        <FieldError id="payment-method-error" message={errors.paymentMethod} />
      </fieldset>
    </StepForm>
  );
}
