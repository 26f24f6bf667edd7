import { type ActionFailure, formMessage } from "#common/action-failure";
import { vendorPayoutsTexts } from "#common/i18n/vendor-payouts";
import { providersInCountry } from "#common/payout-method";
import type { MaskedPayoutMethod } from "#common/payout-method-mask";
import type { VendorPayoutsView } from "#common/views/payouts";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { Button } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/choice-fields";
import { failureFields, FormError, FormSuccess, TextField } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";
import { LedgerTable } from "./ledger-table";
import { payoutStatusTone } from "./payout-labels";
import { TitledSection } from "~/components/ui/titled-section";

export type VendorPayoutsActionResult =
  | { ok: true; intent: "request"; amount: number; currency: string }
  | { ok: true; intent: "method" }
  | (ActionFailure & { intent: "request" | "method" });

type Texts = ReturnType<typeof usePageTexts<typeof vendorPayoutsTexts>>;

function methodLine(texts: Texts, method: MaskedPayoutMethod): string {
  return method.type === "bank"
    ? texts.bank(method.bankName, method.accountEnding)
    : texts.mobileMoney(texts.networks[method.provider], method.accountEnding);
}

function RequestPayoutForm({
  view,
  result,
}: {
  view: VendorPayoutsView;
  result?: VendorPayoutsActionResult;
}) {
  const texts = usePageTexts(vendorPayoutsTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failure = result && !result.ok && result.intent === "request" ? result : undefined;
  const field = failureFields(failure);
  return (
    <TitledSection title={texts.requestTitle} className="rounded-lg border border-border bg-card p-4">
      <Form method="post" noValidate className="mt-3 space-y-3">
        <FormError message={formMessage(failure)} />
        {result?.ok && result.intent === "request" ? (
          <FormSuccess message={texts.requested(format.money(result.amount, result.currency))} />
        ) : null}
        <TextField
          label={texts.amountLabel(view.currency)}
          {...field("amount")}
          type="text"
          required
          description={texts.amountHint(format.money(view.minimum, view.currency))}
        />
        <Button type="submit" name="intent" value="request" disabled={busy}>
          {busy ? texts.requesting : texts.requestButton}
        </Button>
      </Form>
    </TitledSection>
  );
}

/**
 * Where payouts go, in the country the store is registered in. Both sets of fields are shown (the form
 * works without JavaScript); the choice of bank account or wallet says which set is read. Only the
 * wallets that pay out in that country are offered.
 */
function PayoutMethodForm({ view, result }: { view: VendorPayoutsView; result?: VendorPayoutsActionResult }) {
  const texts = usePageTexts(vendorPayoutsTexts);
  const navigation = useNavigation();
  const failure = result && !result.ok && result.intent === "method" ? result : undefined;
  const field = failureFields(failure);
  const providers = providersInCountry(view.countryCode);
  return (
    <details className="mt-4" open={!!failure || !view.method}>
      <summary className="cursor-pointer text-sm font-medium underline">
        {view.method ? texts.changeMethod : texts.addMethod}
      </summary>
      <Form method="post" noValidate className="mt-3 space-y-3">
        <FormError message={formMessage(failure)} />
        <p className="text-sm text-muted-foreground">{texts.countryNote(view.countryName)}</p>
        <SelectField
          label={texts.methodType}
          {...field("type")}
          required
          placeholder={texts.chooseOne}
          options={[
            { value: "bank", label: texts.bankAccount },
            ...(providers.length > 0 ? [{ value: "mobile_money", label: texts.wallet }] : []),
          ]}
        />
        <TextField label={texts.accountNameLabel} {...field("accountName")} required />
        <fieldset className="space-y-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">{texts.bankFields}</legend>
          <TextField label={texts.bankNameLabel} {...field("bankName")} />
          <TextField label={texts.bankCodeLabel} {...field("bankCode")} />
          <TextField label={texts.accountNumberLabel} {...field("accountNumber")} />
        </fieldset>
        {providers.length > 0 ? (
          <fieldset className="space-y-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">{texts.walletFields}</legend>
            <SelectField
              label={texts.networkLabel}
              {...field("provider")}
              placeholder={texts.chooseOne}
              options={providers.map((provider) => ({ value: provider, label: texts.networks[provider] }))}
            />
            <TextField label={texts.phoneLabel} {...field("phone")} type="tel" />
          </fieldset>
        ) : (
          <p className="text-sm text-muted-foreground">{texts.noWalletsInCountry(view.countryName)}</p>
        )}
        <Button
          type="submit"
          name="intent"
          value="method"
          variant="secondary"
          disabled={navigation.state === "submitting"}
        >
          {texts.saveMethod}
        </Button>
      </Form>
    </details>
  );
}

/** The vendor's money: what it may pay out, where it goes, what it asked for and every entry behind it. */
export function VendorPayouts({
  view,
  result,
}: {
  view: VendorPayoutsView;
  result?: VendorPayoutsActionResult;
}) {
  const texts = usePageTexts(vendorPayoutsTexts);
  const format = useFormat();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{texts.title}</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <TitledSection
          title={texts.available}
          className="rounded-lg border border-border bg-card p-4"
          titleClassName="text-sm font-medium text-muted-foreground"
        >
          <p className="mt-1 text-3xl font-bold tabular-nums">{format.money(view.balance, view.currency)}</p>
          <p className="mt-1 text-sm text-muted-foreground">{texts.availableHint}</p>
          <h2 className="mt-4 text-sm font-medium text-muted-foreground">{texts.methodTitle}</h2>
          {view.method ? (
            <p className="mt-1 text-sm">
              {methodLine(texts, view.method)}
              <br />
              <span className="text-muted-foreground">{texts.accountName(view.method.accountName)}</span>
            </p>
          ) : (
            <p className="mt-1 text-sm">{texts.noMethod}</p>
          )}
          {result?.ok && result.intent === "method" ? <FormSuccess message={texts.methodSaved} /> : null}
          <PayoutMethodForm view={view} result={result} />
        </TitledSection>
        <RequestPayoutForm view={view} result={result} />
      </div>

      <TitledSection title={texts.historyTitle} className="space-y-3">
        <DataTable
          caption={texts.historyTitle}
          columns={[texts.date, texts.amount, texts.method, texts.status]}
          empty={texts.noPayouts}
        >
          {view.payouts.map((payout) => (
            <tr key={payout.id}>
              <td className={cellClassName}>{format.dateTime(payout.createdAt)}</td>
              <td className={`${cellClassName} tabular-nums`}>
                {format.money(payout.amount, payout.currency)}
              </td>
              <td className={cellClassName}>{methodLine(texts, payout.method)}</td>
              <td className={cellClassName}>
                <Badge tone={payoutStatusTone[payout.status]}>{texts.statuses[payout.status]}</Badge>
                {payout.failureReason ? (
                  <p className="mt-1 text-xs text-muted-foreground">{payout.failureReason}</p>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      </TitledSection>

      <TitledSection title={texts.ledgerTitle} className="space-y-3">
        <LedgerTable ledger={view.ledger} />
      </TitledSection>
    </div>
  );
}
