import { type ActionFailure, formMessage } from "#common/action-failure";
import { type BackOfficeOrderIntent, maxInternalNoteLength } from "#common/back-office-orders";
import { adminOrderTexts } from "#common/i18n/admin-orders";
import { paymentAllowsShipping } from "#common/order-payment";
import { adminOrdersPath, orderInvoicePath } from "#common/paths";
import type { BackOfficeOrderDetail } from "#common/views/orders";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { PriceBreakdown } from "~/components/cart/cart-summary";
import { statusTone, useOrderLabels } from "~/components/orders/order-labels";
import { ItemCustomization } from "~/components/orders/vendor-orders";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { QuotedPriceNote } from "~/components/rfq/quoted-price-note";
import { Button } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FieldFrame, FormError, FormSuccess, inputClassName } from "~/components/ui/field";
import { TitledSection } from "~/components/ui/titled-section";
import { useFormat, usePageTexts } from "~/lib/locale";

/** What the order page's action answered: what was done, or why not (with the form it belongs to). */
export type BackOfficeOrderResult =
  | { ok: true; intent: "note" }
  | { ok: true; intent: "cancel"; orderNumber: string }
  | { ok: true; intent: "mark-paid"; orderNumber: string }
  | { ok: true; intent: "refund"; refunded: boolean; amount: number; currency: string }
  | { ok: true; intent: "advance"; subOrderId: string; status: string }
  | (ActionFailure & { intent: BackOfficeOrderIntent; subOrderId: string });

type Failure = Extract<BackOfficeOrderResult, { ok: false }>;

const panel = "rounded-lg border border-border bg-card p-4";

/** /admin/orders/:id: the order, its parts, payments, history and internal notes, with the actions it allows now. */
export function BackOfficeOrder({
  detail,
  result,
}: {
  detail: BackOfficeOrderDetail;
  result: BackOfficeOrderResult | undefined;
}) {
  const labels = useOrderLabels();
  const t = usePageTexts(adminOrderTexts);
  const format = useFormat();
  const { order } = detail;
  const failure = result && !result.ok ? result : null;
  const done = result?.ok ? result : null;
  const refundRefused = done?.intent === "refund" && !done.refunded;
  const vendorOf = (subOrderId: string) =>
    detail.parts.find((part) => part.id === subOrderId)?.vendorName ?? "";
  const doneMessage = !done
    ? null
    : done.intent === "note"
      ? t.noteAdded
      : done.intent === "cancel"
        ? t.cancelled(done.orderNumber)
        : done.intent === "mark-paid"
          ? t.markedPaid(done.orderNumber)
          : done.intent === "refund"
            ? done.refunded
              ? t.refunded(format.money(done.amount, done.currency))
              : null
            : t.moved(vendorOf(done.subOrderId), labels.orderStatus[done.status] ?? done.status);
  return (
    <div className="space-y-6">
      <Link to={adminOrdersPath} className="text-sm underline">
        {t.backToList}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t.title(order.orderNumber)}</h1>
          <p className="text-sm text-muted-foreground">{t.placed(format.dateTime(order.createdAt))}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={statusTone(order.status)}>{labels.orderStatus[order.status]}</Badge>
          <Link to={orderInvoicePath(order.id)} className="text-sm underline">
            {t.invoice}
          </Link>
        </div>
      </div>
      <FormSuccess message={doneMessage} />
      <FormError
        message={
          refundRefused
            ? t.refundRefused(format.money(done.amount, done.currency))
            : // The note and the shipment forms show their field messages beside the fields.
              formMessage(failure)
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <OrderParts detail={detail} failure={failure} />
          <OrderPayments detail={detail} />
          <OrderHistory detail={detail} />
          <InternalNotes detail={detail} failure={failure} noteAdded={done?.intent === "note"} />
        </div>
        <div className="space-y-4">
          <OrderActions detail={detail} />
          <OrderSummary detail={detail} />
        </div>
      </div>
    </div>
  );
}

/** Cancel, refund and mark paid: each offered only when the order's state allows it, each asked first. */
function OrderActions({ detail }: { detail: BackOfficeOrderDetail }) {
  const t = usePageTexts(adminOrderTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { order, parts, payments } = detail;
  const busy = (intent: BackOfficeOrderIntent) => navigation.formData?.get("intent") === intent;
  const total = format.money(order.totalAmount, order.currency);
  const cancellable = parts.some((part) => part.status === "pending" || part.status === "processing");
  const awaitingTransfer =
    order.paymentMethod === "bank_transfer" && order.paymentStatus === "awaiting_payment";
  const paidAndCancelled = order.status === "cancelled" && order.paymentStatus === "paid";
  const settled = payments.filter((payment) => payment.status === "succeeded");
  const refundable = paidAndCancelled ? settled.find((payment) => payment.refundStatus === null) : undefined;
  const paidOutsideProviders = paidAndCancelled && settled.length === 0;
  const dialog = { cancelText: t.keep, closeText: t.closeDialog };
  return (
    <TitledSection title={t.actions} className={`${panel} space-y-3`} titleClassName="font-semibold">
      {cancellable ? (
        <ConfirmForm
          action={pathname}
          fields={{ intent: "cancel" }}
          trigger={{ text: t.cancel, label: t.cancelTitle(order.orderNumber) }}
          question={t.cancelQuestion}
          confirmText={t.cancelConfirm}
          variant="destructive"
          busy={busy("cancel")}
          {...dialog}
        />
      ) : null}
      {awaitingTransfer ? (
        <ConfirmForm
          action={pathname}
          fields={{ intent: "mark-paid" }}
          trigger={{ text: t.markPaid, label: t.markPaidTitle(order.orderNumber) }}
          question={t.markPaidQuestion(total)}
          confirmText={t.markPaidConfirm}
          busy={busy("mark-paid")}
          {...dialog}
        />
      ) : null}
      {refundable ? (
        <ConfirmForm
          action={pathname}
          fields={{ intent: "refund" }}
          trigger={{
            text: t.refund(
              format.money(refundable.amount, refundable.currency),
              t.providerNames[refundable.provider] ?? refundable.provider,
            ),
            label: t.refundTitle(order.orderNumber),
          }}
          question={t.refundQuestion(
            format.money(refundable.amount, refundable.currency),
            t.providerNames[refundable.provider] ?? refundable.provider,
          )}
          confirmText={t.refundConfirm}
          variant="destructive"
          busy={busy("refund")}
          {...dialog}
        />
      ) : null}
      {paidOutsideProviders ? <p className="text-sm">{t.paidOutsideProviders}</p> : null}
      {!cancellable && !awaitingTransfer && !refundable && !paidOutsideProviders ? (
        <p className="text-sm text-muted-foreground">{t.noActions}</p>
      ) : null}
    </TitledSection>
  );
}

/** Who ordered, how it is paid, the totals and where it goes. */
function OrderSummary({ detail }: { detail: BackOfficeOrderDetail }) {
  const labels = useOrderLabels();
  const t = usePageTexts(adminOrderTexts);
  const { order } = detail;
  const address = order.shippingAddress;
  return (
    <TitledSection title={t.summary} className={`${panel} space-y-3 text-sm`} titleClassName="font-semibold">
      <div>
        <h3 className="font-semibold">{t.buyer}</h3>
        <p className="break-all">{order.userId ? order.email : t.guestBuyer(order.email)}</p>
      </div>
      <div>
        <h3 className="font-semibold">{t.payment}</h3>
        <p>
          {t.paymentLine(
            labels.paymentMethod[order.paymentMethod],
            labels.paymentStatus[order.paymentStatus] ?? "",
          )}
        </p>
        {order.purchaseOrderNumber ? <p>{t.purchaseOrder(order.purchaseOrderNumber)}</p> : null}
      </div>
      <div>
        <h3 className="font-semibold">{t.total}</h3>
        <PriceBreakdown
          className="mt-1 space-y-1"
          figures={{
            currency: order.currency,
            subtotalLabel: t.subtotal,
            listSubtotal: order.listSubtotal,
            volumeSavings: order.listSubtotal - order.subtotal,
            corporateDiscount: order.corporateDiscount,
            promoCode: order.promoDiscount > 0 ? order.promoCode : null,
            promoDiscount: order.promoDiscount,
            shippingLabel: t.shipping,
            shipping: order.shippingCost,
            tax: order.taxAmount,
            vatRatePercent: Number(order.vatRatePercent),
            total: order.totalAmount,
          }}
        />
      </div>
      <div>
        <h3 className="font-semibold">{t.shipTo}</h3>
        <p>{[address.firstName, address.lastName].filter(Boolean).join(" ")}</p>
        <p className="text-muted-foreground">
          {[
            address.address1,
            address.address2,
            address.city,
            address.state,
            address.postalCode,
            address.country,
          ]
            .filter(Boolean)
            .join(", ")}
        </p>
      </div>
      {order.specialInstructions ? (
        <div>
          <h3 className="font-semibold">{t.instructions}</h3>
          <p className="whitespace-pre-line">{order.specialInstructions}</p>
        </div>
      ) : null}
    </TitledSection>
  );
}

/** Each vendor's part with its lines, and the one step it may move on to. */
function OrderParts({ detail, failure }: { detail: BackOfficeOrderDetail; failure: Failure | null }) {
  const labels = useOrderLabels();
  const t = usePageTexts(adminOrderTexts);
  const format = useFormat();
  const { order } = detail;
  return (
    <TitledSection title={t.parts} className="space-y-4">
      {detail.parts.map((part) => (
        <TitledSection
          key={part.id}
          level={3}
          title={t.partTitle(part.vendorName)}
          titleClassName="font-semibold"
          className={`${panel} space-y-3`}
        >
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <Badge tone={statusTone(part.status)}>{labels.orderStatus[part.status]}</Badge>
            <span className="text-muted-foreground">
              {t.subtotal} {format.money(part.subtotal, order.currency)} ·{" "}
              {t.commission(format.money(part.commissionAmount, order.currency))}
            </span>
          </div>
          {part.trackingNumber ? (
            <p className="text-sm">{t.tracking(part.carrier ?? "", part.trackingNumber)}</p>
          ) : null}
          <ul className="divide-y divide-border text-sm">
            {part.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-4 py-2">
                <span>
                  {format.number(item.quantity)} × {item.productName}
                  <span className="block text-muted-foreground">
                    {t.unitLine(format.money(item.price, order.currency), item.sku)}
                  </span>
                  <QuotedPriceNote quoteId={item.quoteId} />
                  <ItemCustomization item={item} />
                </span>
                <span className="tabular-nums">{format.money(item.total, order.currency)}</span>
              </li>
            ))}
          </ul>
          <NextStep
            part={part}
            paymentStatus={order.paymentStatus}
            failure={failure?.intent === "advance" && failure.subOrderId === part.id ? failure : null}
          />
        </TitledSection>
      ))}
    </TitledSection>
  );
}

/**
 * The fulfilment flow's next step for a part, as its vendor would take it: processing, shipped (with
 * carrier and tracking number, once the order is paid or on account), delivered.
 */
function NextStep({
  part,
  paymentStatus,
  failure,
}: {
  part: BackOfficeOrderDetail["parts"][number];
  paymentStatus: string;
  failure: Failure | null;
}) {
  const t = usePageTexts(adminOrderTexts);
  const navigation = useNavigation();
  const step = part.nextStep;
  if (!step) return null;
  if (step === "shipped" && !paymentAllowsShipping(paymentStatus))
    return <p className="text-sm text-muted-foreground">{t.shipWhenPaid}</p>;
  const busy = navigation.formData?.get("subOrderId") === part.id;
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="advance" />
      <input type="hidden" name="subOrderId" value={part.id} />
      <input type="hidden" name="to" value={step} />
      {step === "shipped" ? (
        <>
          <FieldFrame label={t.carrier} required error={errors.carrier}>
            {(control) => (
              <input
                {...control}
                name="carrier"
                maxLength={100}
                defaultValue={failure?.values?.carrier ?? ""}
                className={inputClassName}
              />
            )}
          </FieldFrame>
          <FieldFrame label={t.trackingNumber} required error={errors.trackingNumber}>
            {(control) => (
              <input
                {...control}
                name="trackingNumber"
                maxLength={100}
                defaultValue={failure?.values?.trackingNumber ?? ""}
                className={inputClassName}
              />
            )}
          </FieldFrame>
        </>
      ) : null}
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={busy}
        aria-label={t.nextStepLabel(t.nextStep[step], part.vendorName)}
      >
        {busy ? t.working : t.nextStep[step]}
      </Button>
    </Form>
  );
}

/** Every payment attempt through a provider, with its refund. */
function OrderPayments({ detail }: { detail: BackOfficeOrderDetail }) {
  const labels = useOrderLabels();
  const t = usePageTexts(adminOrderTexts);
  const format = useFormat();
  return (
    <TitledSection title={t.payments} className="space-y-3">
      <DataTable
        caption={t.paymentsCaption}
        columns={t.paymentColumns}
        empty={t.noPayments(labels.paymentMethod[detail.order.paymentMethod])}
      >
        {detail.payments.map((payment) => (
          <tr key={payment.id}>
            <td className={cellClassName}>{t.providerNames[payment.provider] ?? payment.provider}</td>
            <td className={`${cellClassName} font-mono text-xs break-all`}>{payment.reference}</td>
            <td className={cellClassName}>{t.attemptStatuses[payment.status]}</td>
            <td className={`${cellClassName} whitespace-nowrap tabular-nums`}>
              {format.money(payment.amount, payment.currency)}
            </td>
            <td className={cellClassName}>
              {payment.refundStatus ? (
                <span
                  className={payment.refundStatus === "failed" ? "font-medium text-destructive-text" : ""}
                >
                  {t.refundStatuses[payment.refundStatus]}
                  {payment.refundReference ? (
                    <span className="block font-mono text-xs break-all">
                      {t.refundReference(payment.refundReference)}
                    </span>
                  ) : null}
                </span>
              ) : (
                t.noRefund
              )}
            </td>
            <td className={`${cellClassName} whitespace-nowrap`}>{format.dateTime(payment.createdAt)}</td>
          </tr>
        ))}
      </DataTable>
    </TitledSection>
  );
}

/** The order's history as its buyer reads it, with who did each step. */
function OrderHistory({ detail }: { detail: BackOfficeOrderDetail }) {
  const labels = useOrderLabels();
  const t = usePageTexts(adminOrderTexts);
  const format = useFormat();
  return (
    <TitledSection title={t.history} className={`${panel} space-y-3`} titleClassName="font-semibold">
      {detail.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noHistory}</p>
      ) : (
        <ol className="space-y-3 border-l border-border pl-4 text-sm">
          {detail.history.map((entry) => (
            <li key={entry.id}>
              <p className="font-medium">
                {labels.orderStatus[entry.status] ?? entry.status}
                <span className="font-normal text-muted-foreground">
                  {" "}
                  ·{" "}
                  {entry.subOrderId
                    ? detail.parts.find((part) => part.id === entry.subOrderId)?.vendorName
                    : t.wholeOrder}
                </span>
              </p>
              <p className="text-muted-foreground">{entry.notes}</p>
              <p className="text-xs text-muted-foreground">
                {format.dateTime(entry.createdAt)}
                {entry.actorEmail ? ` · ${t.byWhom(entry.actorEmail)}` : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}

/** The back office's own notes on the order, oldest first, and the form to add one. */
function InternalNotes({
  detail,
  failure,
  noteAdded,
}: {
  detail: BackOfficeOrderDetail;
  failure: Failure | null;
  noteAdded: boolean;
}) {
  const t = usePageTexts(adminOrderTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const noteFailure = failure?.intent === "note" ? failure : null;
  const busy = navigation.formData?.get("intent") === "note";
  return (
    <TitledSection
      title={t.notes}
      intro={t.notesIntro}
      grouped
      className={`${panel} space-y-3`}
      titleClassName="font-semibold"
    >
      {detail.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noNotes}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {detail.notes.map((note) => (
            <li key={note.id} className="py-2">
              <p className="whitespace-pre-line break-words">{note.body}</p>
              <p className="text-xs text-muted-foreground">
                {note.authorEmail ?? t.unknownAuthor} · {format.dateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {/* A new key after a note is added empties the field; a refused note keeps what was typed. */}
      <Form method="post" noValidate className="space-y-2" key={noteAdded ? detail.notes.length : "form"}>
        <input type="hidden" name="intent" value="note" />
        <FieldFrame label={t.noteLabel} required error={noteFailure?.fieldErrors?.note}>
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={3}
              maxLength={maxInternalNoteLength}
              defaultValue={noteFailure?.values?.note ?? ""}
              className={inputClassName}
            />
          )}
        </FieldFrame>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? t.working : t.addNote}
        </Button>
      </Form>
    </TitledSection>
  );
}
