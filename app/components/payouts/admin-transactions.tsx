import { type ActionFailure, formMessage } from "#common/action-failure";
import type { PageOf } from "#common/catalog";
import { adminTransactionsTexts } from "#common/i18n/admin-transactions";
import { adminTransactionsListPath } from "#common/seller-paths";
import type { MaskedPayoutMethod } from "#common/payout-method-mask";
import type { AdminPaymentRow, AdminPayoutRow, PayoutStatusView } from "#common/views/payouts";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { Button } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FilterTabs } from "~/components/ui/filter-tabs";
import { failureFields, FormError, FormSuccess, TextField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { useFormat, usePageTexts } from "~/lib/locale";
import { payoutStatusTone } from "./payout-labels";

export type PayoutActionResult = (
  { ok: true; sent: { status: "processing" | "failed"; testPage: string | null } | null } | ActionFailure
) & { payoutId: string; intent: string };

type TransactionsData =
  | {
      show: "payments";
      status: AdminPaymentRow["status"] | null;
      payments: PageOf<AdminPaymentRow>;
      payouts: null;
    }
  | { show: "payouts"; status: PayoutStatusView | null; payments: null; payouts: PageOf<AdminPayoutRow> };

type Texts = ReturnType<typeof usePageTexts<typeof adminTransactionsTexts>>;

function methodLine(texts: Texts, method: MaskedPayoutMethod): string {
  return method.type === "bank"
    ? texts.bankEnding(method.bankName, method.accountEnding)
    : texts.walletEnding(texts.networks[method.provider], method.accountEnding);
}

/**
 * What the last payout decision did, above the list: the payout may have left the filtered list
 * (a requested one approved), so its row is no place for the message.
 */
function PayoutOutcome({ result }: { result?: PayoutActionResult }) {
  const texts = usePageTexts(adminTransactionsTexts);
  if (!result) return null;
  if (!result.ok) return result.fieldErrors ? null : <FormError message={formMessage(result)} />;
  if (result.intent === "fail") return <FormSuccess message={texts.markedFailed} />;
  if (result.sent?.status !== "processing") return <FormError message={texts.sendFailed} />;
  return (
    <div className="space-y-1">
      <FormSuccess message={result.intent === "retry" ? texts.retried : texts.approved} />
      {result.sent.testPage ? (
        <Link to={result.sent.testPage} className="text-sm underline">
          {texts.openSandbox}
        </Link>
      ) : null}
    </div>
  );
}

function PayoutActions({ payout, result }: { payout: AdminPayoutRow; result?: PayoutActionResult }) {
  const texts = usePageTexts(adminTransactionsTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.formData?.get("payoutId") === payout.id;
  const amount = format.money(payout.amount, payout.currency);
  const failure =
    result && !result.ok && result.payoutId === payout.id && result.intent === "fail" ? result : undefined;
  const field = failureFields(failure);
  const canSend = payout.status === "requested" || payout.status === "failed";
  return (
    <div className="space-y-2">
      {canSend ? (
        <Form method="post">
          <input type="hidden" name="payoutId" value={payout.id} />
          <Button
            type="submit"
            name="intent"
            value={payout.status === "requested" ? "approve" : "retry"}
            size="sm"
            disabled={busy}
            aria-label={
              payout.status === "requested"
                ? texts.approveLabel(payout.vendorName, amount)
                : texts.retryLabel(payout.vendorName, amount)
            }
          >
            {payout.status === "requested" ? texts.approve : texts.retry}
          </Button>
        </Form>
      ) : null}
      {canSend ? (
        <Form
          method="post"
          noValidate
          className="space-y-2"
          onSubmit={(event) => {
            if (!window.confirm(texts.markFailedConfirm)) event.preventDefault();
          }}
        >
          <input type="hidden" name="payoutId" value={payout.id} />
          <TextField label={texts.reasonLabel} {...field("reason")} required />
          <Button
            type="submit"
            name="intent"
            value="fail"
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={texts.markFailedLabel(payout.vendorName, amount)}
          >
            {texts.markFailed}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

function PayoutsTable({ page, result }: { page: PageOf<AdminPayoutRow>; result?: PayoutActionResult }) {
  const texts = usePageTexts(adminTransactionsTexts);
  const format = useFormat();
  return (
    <DataTable
      caption={texts.payouts}
      columns={[texts.date, texts.vendor, texts.amount, texts.method, texts.status, texts.actions]}
      empty={texts.noPayouts}
    >
      {page.rows.map((payout) => (
        <tr key={payout.id} className="align-top">
          <td className={cellClassName}>{format.dateTime(payout.createdAt)}</td>
          <td className={cellClassName}>{payout.vendorName}</td>
          <td className={`${cellClassName} tabular-nums`}>{format.money(payout.amount, payout.currency)}</td>
          <td className={cellClassName}>{methodLine(texts, payout.method)}</td>
          <td className={cellClassName}>
            <Badge tone={payoutStatusTone[payout.status]}>{texts.payoutStatuses[payout.status]}</Badge>
            {payout.attempts > 0 ? (
              <p className="mt-1 text-xs text-muted-foreground">
                {texts.attempts(payout.attempts)}
                {payout.provider ? ` · ${payout.provider}` : ""}
              </p>
            ) : null}
            {payout.failureReason ? (
              <p className="mt-1 text-xs text-muted-foreground">{texts.failure(payout.failureReason)}</p>
            ) : null}
          </td>
          <td className={`${cellClassName} min-w-56`}>
            <PayoutActions payout={payout} result={result} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function PaymentsTable({ page }: { page: PageOf<AdminPaymentRow> }) {
  const texts = usePageTexts(adminTransactionsTexts);
  const format = useFormat();
  return (
    <DataTable
      caption={texts.payments}
      columns={[texts.date, texts.order, texts.amount, texts.provider, texts.status, texts.refund]}
      empty={texts.noPayments}
    >
      {page.rows.map((payment) => (
        <tr key={payment.id}>
          <td className={cellClassName}>{format.dateTime(payment.createdAt)}</td>
          <td className={cellClassName}>{payment.orderNumber}</td>
          <td className={`${cellClassName} tabular-nums`}>
            {format.money(payment.amount, payment.currency)}
          </td>
          <td className={cellClassName}>{payment.provider}</td>
          <td className={cellClassName}>{texts.paymentStatuses[payment.status]}</td>
          <td className={cellClassName}>
            {payment.refundStatus ? texts.refundStatuses[payment.refundStatus] : ""}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The back office's money: payments collected from buyers and payouts owed to vendors. */
export function AdminTransactions({ data, result }: { data: TransactionsData; result?: PayoutActionResult }) {
  const texts = usePageTexts(adminTransactionsTexts);
  const statuses =
    data.show === "payments"
      ? (Object.entries(texts.paymentStatuses) as [string, string][])
      : (Object.entries(texts.payoutStatuses) as [string, string][]);
  const page = data.payments ?? data.payouts;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
      <FilterTabs
        label={texts.views}
        tabs={[
          {
            to: adminTransactionsListPath({ show: "payouts" }),
            label: texts.payouts,
            current: data.show === "payouts",
          },
          {
            to: adminTransactionsListPath({ show: "payments" }),
            label: texts.payments,
            current: data.show === "payments",
          },
        ]}
      />
      <FilterTabs
        label={texts.statusFilter}
        tabs={[
          { to: adminTransactionsListPath({ show: data.show }), label: texts.all, current: !data.status },
          ...statuses.map(([status, label]) => ({
            to: adminTransactionsListPath({ show: data.show, status }),
            label,
            current: data.status === status,
          })),
        ]}
      />
      <PayoutOutcome result={result} />
      {data.payouts ? (
        <PayoutsTable page={data.payouts} result={result} />
      ) : (
        <PaymentsTable page={data.payments} />
      )}
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.pages} />
    </div>
  );
}
