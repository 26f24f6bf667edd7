import { formMessage } from "#common/action-failure";
import { rfqBackOfficeTexts } from "#common/i18n/rfq-back-office";
import { messages } from "#common/messages";
import { maxRfqTextLength, rfqStatuses } from "#common/rfq";
import { adminRfqsPath, rfqAttachmentPath } from "#common/rfq-paths";
import { adminB2bCorporateAccountPath, productPath } from "#common/paths";
import { setRfqStatusFlow } from "#server/flows/set-rfq-status";
import { rfqForBackOffice } from "#server/modules/rfqs/admin-rfqs.queries";
import { rfqThread } from "#server/modules/rfqs/rfq-messages";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { QuoteStatusBadge, RfqStatusBadge } from "~/components/rfq/rfq-status-badge";
import { RfqThread } from "~/components/rfq/rfq-thread";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, useConfirmedSubmit } from "~/components/ui/confirm-dialog";
import { Facts } from "~/components/ui/facts";
import { TitledSection } from "~/components/ui/titled-section";
import { FieldFrame, FormError, FormSuccess, inputClassName } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { actionFailure } from "~/lib/action-failure.server";
import { requireCorporateViewer } from "~/lib/corporate-viewer.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/rfq";

const texts = rfqBackOfficeTexts.en;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(loaded ? texts.rfqTitle(loaded.rfq.productName) : texts.listTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/b2b/rfqs/:id: any RFQ with its vendors, quotes and files; staff look, admins change its
 * status and read the buyer's thread with each vendor (without writing in it).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { actor, canDecide } = requireCorporateViewer(context);
  const { db } = ctx(context);
  const rfq = await rfqForBackOffice(db, { id: params.id });
  if (!rfq) throw data({ message: messages.rfqBackOffice.notFound }, { status: 404 });
  const threads = canDecide
    ? await Promise.all(
        rfq.recipients.map((recipient) =>
          rfqThread(db, { actor, rfqId: rfq.id, vendorId: recipient.vendorId }),
        ),
      )
    : [];
  return { rfq, canDecide, threads };
}

const fields = ["status", "note"];

/** The status change goes through the flow, which checks the admin again and locks the RFQ. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, logger } = ctx(context);
  const values = formValues(await request.formData(), fields);
  try {
    await setRfqStatusFlow(db, { actor, rfqId: params.id, input: values });
    return { ok: true as const, message: messages.rfqBackOffice.statusUpdated };
  } catch (error) {
    return actionFailure(error, {
      values,
      unexpected: { message: messages.rfqBackOffice.updateFailed, logger },
    });
  }
}

export default function AdminRfq({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTexts(rfqBackOfficeTexts);
  const format = useFormat();
  const { rfq } = loaderData;
  const money = (amount: number, currency: string) => format.money(amount, currency);
  const optional = (label: string, value: ReactNode | null): [string, ReactNode][] =>
    value ? [[label, value]] : [];
  const requestFacts: [string, ReactNode][] = [
    [t.buyer, `${rfq.buyer.name} (${rfq.buyer.email})`],
    [
      t.company,
      <Link to={adminB2bCorporateAccountPath(rfq.corporateAccount.id)} className={textLinkClassName}>
        {rfq.corporateAccount.companyName}
      </Link>,
    ],
    ...optional(
      t.product,
      rfq.product ? (
        <Link to={productPath(rfq.product.id)} className={textLinkClassName}>
          {rfq.product.name}
        </Link>
      ) : null,
    ),
    ...optional(t.category, rfq.category?.name ?? null),
    [t.quoteQuantity, t.quantity(format.number(rfq.quantity), rfq.unit)],
    [t.targetPrice, rfq.targetPrice === null ? t.noTargetPrice : money(rfq.targetPrice, rfq.currency)],
    [t.deliveryDate, rfq.deliveryDate ? format.date(rfq.deliveryDate) : t.noDeliveryDate],
    [t.shippingAddress, rfq.shippingAddress],
    ...optional(t.customization, rfq.customizationDetails),
    ...optional(t.notes, rfq.additionalNotes),
    ...optional(t.paymentTerms, rfq.preferredPaymentTerms),
    [t.negotiable, rfq.negotiable ? t.yes : t.no],
    [t.sent, format.dateTime(rfq.createdAt)],
    [t.validUntil, format.dateTime(rfq.expiresAt)],
    ...optional(t.statusNote, rfq.statusNote),
  ];
  return (
    <div className="space-y-6">
      <Link to={adminRfqsPath} className="text-sm underline">
        {t.backToList}
      </Link>
      <div className="space-y-1">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
          {t.rfqTitle(rfq.productName)} <RfqStatusBadge status={rfq.effectiveStatus} />
        </h1>
        {rfq.effectiveStatus !== rfq.status ? (
          <p className="text-sm text-muted-foreground">
            {t.storedStatus(t.statuses[rfq.status].toLowerCase())}
          </p>
        ) : null}
        {loaderData.canDecide ? null : <p className="text-sm">{t.staffNote}</p>}
      </div>
      <TitledSection title={t.requestHeading} className="space-y-3 rounded-lg border border-border p-4">
        <Facts rows={requestFacts} />
      </TitledSection>
      <TitledSection title={t.recipientsHeading} className="space-y-3 rounded-lg border border-border p-4">
        <ul className="divide-y divide-border text-sm">
          {rfq.recipients.map((recipient) => (
            <li key={recipient.vendorId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium">{recipient.businessName}</span>
              <span className="text-muted-foreground">
                {t.recipientStatuses[recipient.status]} ·{" "}
                {t.recipientMessages(recipient.messageCount, format.number(recipient.messageCount))}
              </span>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection title={t.quotesHeading} className="space-y-3 rounded-lg border border-border p-4">
        {rfq.quotes.length === 0 ? (
          <p className="text-sm">{t.noQuotes}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {rfq.quotes.map((quote) => (
              <li key={quote.id} className="space-y-2 rounded-md border border-border p-3">
                <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                  {t.quoteBy(quote.vendorName)}
                  <QuoteStatusBadge status={quote.status} />
                </h3>
                <Facts
                  rows={[
                    [t.unitPrice, money(quote.unitPrice, quote.currency)],
                    [t.quoteQuantity, format.number(quote.quantity)],
                    [t.quoteProduct, quote.productName],
                    [t.deliveryTime, quote.deliveryTime],
                    [t.shippingMethod, quote.shippingMethod],
                    [t.paymentTerms, quote.paymentTerms],
                    [t.quoteNegotiable, quote.isNegotiable ? t.yes : t.no],
                    [t.validUntil, format.dateTime(quote.validUntil)],
                    [t.revision, format.number(quote.revision)],
                    ...optional(t.notes, quote.notes),
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection title={t.attachmentsHeading} className="space-y-3 rounded-lg border border-border p-4">
        {rfq.attachments.length === 0 ? (
          <p className="text-sm">{t.noAttachments}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {rfq.attachments.map((attachment) => (
              <li key={attachment.id} className="break-all">
                <a href={rfqAttachmentPath(attachment.id)} download className={textLinkClassName}>
                  {attachment.fileName}
                </a>{" "}
                ({t.fileSize(format.number(Math.ceil(attachment.sizeBytes / 1024)))})
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      {loaderData.threads.length > 0 ? (
        <TitledSection title={t.threadsHeading} className="space-y-4 rounded-lg border border-border p-4">
          {loaderData.threads.map((thread) => (
            <RfqThread key={thread.vendorId} thread={thread} />
          ))}
        </TitledSection>
      ) : null}
      {loaderData.canDecide ? <StatusForm current={rfq.status} actionData={actionData} /> : null}
    </div>
  );
}

function StatusForm({
  current,
  actionData,
}: {
  current: (typeof rfqStatuses)[number];
  actionData: Route.ComponentProps["actionData"];
}) {
  const t = usePageTexts(rfqBackOfficeTexts);
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : null;
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const submitting = navigation.state === "submitting";
  // The change reaches the buyer and the vendors at once: ask first, naming the chosen status.
  const { formRef, pending, holdSubmit, cancel, confirm } = useConfirmedSubmit<string>();
  return (
    <TitledSection
      title={t.changeStatusHeading}
      intro={t.changeStatusIntro}
      className="max-w-2xl space-y-3 rounded-lg border border-border p-4"
    >
      <FormSuccess message={actionData?.ok ? actionData.message : null} />
      <Form
        ref={formRef}
        method="post"
        className="space-y-4"
        noValidate
        onSubmit={(event) =>
          holdSubmit(event, (form) => {
            const chosen = new FormData(form).get("status");
            return t.statuses[rfqStatuses.find((status) => status === chosen) ?? current];
          })
        }
      >
        <FormError message={failure ? (formMessage(failure) ?? null) : null} />
        <FieldFrame label={t.newStatus} required error={errors.status}>
          {(control) => (
            <select
              {...control}
              name="status"
              defaultValue={values.status ?? current}
              className={inputClassName}
            >
              {rfqStatuses.map((status) => (
                <option key={status} value={status}>
                  {t.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label={t.note} error={errors.note}>
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={3}
              maxLength={maxRfqTextLength}
              defaultValue={values.note ?? ""}
              className={inputClassName}
            />
          )}
        </FieldFrame>
        <Button type="submit" disabled={submitting}>
          {submitting ? t.updating : t.updateStatus}
        </Button>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title={t.confirmStatusTitle}
        question={t.confirmStatusQuestion(pending ?? "")}
        confirmText={t.confirmStatus}
        cancelText={t.cancel}
        closeText={t.closeDialog}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </TitledSection>
  );
}
