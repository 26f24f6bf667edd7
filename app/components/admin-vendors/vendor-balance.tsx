import { type ActionFailure, formMessage } from "#common/action-failure";
import { adminVendorsTexts } from "#common/i18n/admin-vendors";
import type { VendorLedgerView } from "#common/views/payouts";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { LedgerTable } from "~/components/payouts/ledger-table";
import { Button, buttonClassName } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/choice-fields";
import { failureFields, FormError, FormSuccess, TextField } from "~/components/ui/field";
import { TitledSection } from "~/components/ui/titled-section";
import { useFormat, usePageTexts } from "~/lib/locale";

export const balanceAdjustmentIntents = ["adjust-review", "adjust"] as const;
export type BalanceAdjustmentIntent = (typeof balanceAdjustmentIntents)[number];

/** What the page's action answers to an adjustment: its review, the posted entry, or what is wrong. */
export type BalanceAdjustmentResult =
  | {
      ok: true;
      intent: "adjust-review";
      amount: number;
      currency: string;
      balanceBefore: number;
      balanceAfter: number;
      values: { amount: string; memo: string };
    }
  | { ok: true; intent: "adjust"; amount: number; currency: string; balanceAfter: number }
  | (ActionFailure & { intent: BalanceAdjustmentIntent });

/**
 * The admin's adjustment in two posts, so nothing is written by a slip: the first checks the amount
 * and the reason and shows what the entry will do to the balance, the second (Post adjustment)
 * writes it. Works without JavaScript; a mistake keeps what was typed.
 */
function AdjustBalanceForm({
  vendorId,
  businessName,
  currency,
  result,
}: {
  vendorId: string;
  businessName: string;
  currency: string;
  result: BalanceAdjustmentResult | undefined;
}) {
  const texts = usePageTexts(adminVendorsTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.formData?.get("intent");
  const failure = result && !result.ok ? result : undefined;
  const review = result?.ok && result.intent === "adjust-review" ? result : undefined;
  const field = failureFields(failure, (name) => review?.values[name as "amount" | "memo"]);
  return (
    <div className="space-y-3">
      <h3 className="font-medium">{texts.adjustHeading}</h3>
      <p className="text-sm text-muted-foreground">{texts.adjustIntro}</p>
      {result?.ok && result.intent === "adjust" ? (
        <FormSuccess
          message={texts.adjusted(
            format.money(result.amount, result.currency),
            format.money(result.balanceAfter, result.currency),
          )}
        />
      ) : null}
      {review ? (
        <TitledSection
          title={texts.reviewHeading}
          level={3}
          titleClassName="font-medium"
          className="space-y-2 rounded-md border border-primary bg-muted/40 p-3"
        >
          <p className="text-sm">
            {(review.amount > 0 ? texts.confirmCredit : texts.confirmDebit)(
              format.money(Math.abs(review.amount), review.currency),
              businessName,
            )}{" "}
            {texts.balanceChange(
              format.money(review.balanceBefore, review.currency),
              format.money(review.balanceAfter, review.currency),
            )}
          </p>
          <p className="text-sm break-words">{texts.reasonLine(review.values.memo)}</p>
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="vendorId" value={vendorId} />
            <input type="hidden" name="amount" value={review.values.amount} />
            <input type="hidden" name="memo" value={review.values.memo} />
            <Button type="submit" name="intent" value="adjust" size="sm" disabled={busy === "adjust"}>
              {busy === "adjust" ? texts.working : texts.confirmAdjustment}
            </Button>
            <Link to={location.pathname} className={buttonClassName("secondary", "sm")}>
              {texts.cancelAdjustment}
            </Link>
          </Form>
        </TitledSection>
      ) : null}
      <Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="vendorId" value={vendorId} />
        <FormError message={formMessage(failure)} />
        <TextField
          label={texts.adjustAmount(currency)}
          {...field("amount")}
          required
          description={texts.adjustAmountHint}
        />
        <TextAreaField
          label={texts.adjustReason}
          {...field("memo")}
          required
          description={texts.adjustReasonHint}
          maxLength={500}
        />
        <Button
          type="submit"
          name="intent"
          value="adjust-review"
          size="sm"
          variant="secondary"
          disabled={busy === "adjust-review"}
        >
          {busy === "adjust-review" ? texts.working : texts.reviewAdjustment}
        </Button>
      </Form>
    </div>
  );
}

/**
 * The store's balance and ledger, as its owner sees them on its payouts page. Staff who may view
 * vendors read them; only an admin gets the form that adjusts the balance.
 */
export function VendorBalanceSection({
  vendorId,
  businessName,
  view,
  canAdjust,
  result,
}: {
  vendorId: string;
  businessName: string;
  view: VendorLedgerView;
  canAdjust: boolean;
  result: BalanceAdjustmentResult | undefined;
}) {
  const texts = usePageTexts(adminVendorsTexts);
  const format = useFormat();
  return (
    <TitledSection
      title={texts.balanceHeading}
      className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6"
    >
      <div>
        <p className="text-sm font-medium text-muted-foreground">{texts.balance}</p>
        <p className="text-2xl font-bold tabular-nums">{format.money(view.balance, view.currency)}</p>
        <p className="text-sm text-muted-foreground">{texts.balanceNote}</p>
      </div>
      <LedgerTable ledger={view.ledger} />
      {canAdjust ? (
        <AdjustBalanceForm
          vendorId={vendorId}
          businessName={businessName}
          currency={view.currency}
          result={result}
        />
      ) : null}
    </TitledSection>
  );
}
