import type { MaskedPayoutMethod } from "#common/payout-method-mask";
import { type ActionFailure, formMessage } from "#common/action-failure";
import { adminVendorsTexts } from "#common/i18n/admin-vendors";
import { imageUrl } from "#common/media";
import { productPath, vendorStorePath } from "#common/paths";
import { applicationDocumentPath } from "#common/seller-paths";
import type { VendorLedgerView } from "#common/views/payouts";
import type {
  BackOfficeApplication,
  BackOfficeStore,
  BackOfficeVendorDetail,
} from "#common/views/admin-vendors";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Facts } from "~/components/ui/facts";
import { Badge } from "~/components/catalog/badge";
import { useOrderLabels } from "~/components/orders/order-labels";
import { Button, buttonClassName } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/choice-fields";
import { FormError, FormSuccess } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";
import { vendorStatusTones } from "./status-tones";
import { type BalanceAdjustmentResult, VendorBalanceSection } from "./vendor-balance";

export const vendorDecisions = ["approve", "reject", "suspend", "reinstate", "verify", "unverify"] as const;
export type VendorDecision = (typeof vendorDecisions)[number];

export type VendorDecisionResult = ({ ok: true } | ActionFailure) & { intent: VendorDecision };

type Texts = ReturnType<typeof usePageTexts<typeof adminVendorsTexts>>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function payoutLine(texts: Texts, method: MaskedPayoutMethod | null): ReactNode {
  if (!method) return texts.noPayoutMethod;
  const account =
    method.type === "bank"
      ? texts.bankAccount(method.bankName, method.accountEnding)
      : texts.mobileMoney(
          texts.mobileMoneyProviders[method.provider] ?? method.provider,
          method.accountEnding,
        );
  return (
    <>
      {account}
      <br />
      <span className="text-muted-foreground">{texts.accountHolder(method.accountName)}</span>
    </>
  );
}

/** The decisions that ask for confirmation (the Verified badge is a plain toggle). */
type ConfirmedDecision = "approve" | "reject" | "suspend" | "reinstate";

function decisionTexts(texts: Texts, intent: ConfirmedDecision, businessName: string) {
  const all: Record<ConfirmedDecision, { opener: string; text: string; confirm: string }> = {
    approve: {
      opener: texts.approve,
      text: texts.approveConfirmText(businessName),
      confirm: texts.confirmApprove,
    },
    reject: { opener: texts.reject, text: texts.rejectText, confirm: texts.confirmReject },
    suspend: { opener: texts.suspend, text: texts.suspendText, confirm: texts.confirmSuspend },
    reinstate: { opener: texts.reinstate, text: texts.reinstateText, confirm: texts.confirmReinstate },
  };
  return all[intent];
}

/**
 * One decision behind a disclosure: opening it shows what will happen (and the reason field where
 * one is required), and the button inside confirms. Works without JavaScript.
 */
function Decision({
  intent,
  target,
  businessName,
  result,
}: {
  intent: ConfirmedDecision;
  target: { name: "applicationId" | "vendorId"; value: string };
  businessName: string;
  result: VendorDecisionResult | undefined;
}) {
  const texts = usePageTexts(adminVendorsTexts);
  const navigation = useNavigation();
  const failure = result?.intent === intent && !result.ok ? result : undefined;
  const busy = navigation.formData?.get("intent") === intent;
  const { opener, text, confirm } = decisionTexts(texts, intent, businessName);
  const withReason = intent === "reject" || intent === "suspend";
  return (
    <details open={failure ? true : undefined} className="rounded-md border border-border p-3">
      <summary className={`${buttonClassName("secondary", "sm")} cursor-pointer list-none`}>{opener}</summary>
      <Form method="post" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={target.name} value={target.value} />
        <p className="text-sm">{text}</p>
        {withReason ? (
          <TextAreaField
            label={texts.reason}
            name="reason"
            defaultValue={failure?.values?.reason}
            error={failure?.fieldErrors?.reason}
          />
        ) : null}
        <FormError message={formMessage(failure)} />
        <Button type="submit" size="sm" variant={withReason ? "destructive" : "primary"} disabled={busy}>
          {busy ? texts.working : confirm}
        </Button>
      </Form>
    </details>
  );
}

/** An uploaded logo or banner as the store will show it, or a note that there is none. */
function ImagePreview({
  caption,
  imageKey,
  alt,
  missing,
  size,
}: {
  caption: string;
  imageKey: string | null;
  alt: string;
  missing: string;
  size: { width: number; height: number; className: string };
}) {
  return (
    <figure>
      <figcaption className="text-sm font-medium text-muted-foreground">{caption}</figcaption>
      {imageKey ? (
        <img
          src={imageUrl(imageKey, { width: size.width })}
          alt={alt}
          width={size.width}
          height={size.height}
          className={`mt-2 ${size.className} rounded-md border border-border object-cover`}
        />
      ) : (
        <p className="mt-2 text-sm">{missing}</p>
      )}
    </figure>
  );
}

function ApplicationSection({
  application,
  canDecide,
  result,
}: {
  application: BackOfficeApplication;
  canDecide: boolean;
  result: VendorDecisionResult | undefined;
}) {
  const texts = usePageTexts(adminVendorsTexts);
  const format = useFormat();
  const target = { name: "applicationId" as const, value: application.id };
  return (
    <Section title={texts.applicationHeading}>
      <p>
        <Badge tone={application.status === "pending" ? "warning" : "soft"}>
          {texts.applicationStatuses[application.status]}
        </Badge>
      </p>
      <Facts
        rows={[
          [texts.applicant, `${application.applicantName ?? ""} <${application.applicantEmail}>`],
          [texts.businessName, application.businessName || texts.notGiven],
          [texts.registrationNumber, application.registrationNumber || texts.notGiven],
          [texts.businessType, application.businessType || texts.notGiven],
          [
            texts.location,
            [application.countryName, application.city].filter(Boolean).join(", ") || texts.notGiven,
          ],
          [texts.categories, application.categoryNames.join(", ") || texts.notGiven],
          [
            texts.description,
            <span className="whitespace-pre-line">{application.description || texts.notGiven}</span>,
          ],
          [texts.businessEmail, application.businessEmail || texts.notGiven],
          [texts.businessPhone, application.businessPhone || texts.notGiven],
          [texts.payoutMethod, payoutLine(texts, application.payoutMethod)],
          [
            texts.submitted,
            application.submittedAt ? format.dateTime(application.submittedAt) : texts.notGiven,
          ],
          ...(application.decidedAt
            ? ([
                [
                  texts.decided(format.dateTime(application.decidedAt), application.decidedByEmail ?? "—"),
                  application.rejectionReason
                    ? `${texts.rejectionReason}: ${application.rejectionReason}`
                    : "",
                ],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <ImagePreview
          caption={texts.logo}
          imageKey={application.logoKey}
          alt={texts.logoAlt(application.businessName)}
          missing={texts.noLogo}
          size={{ width: 160, height: 160, className: "size-32" }}
        />
        <ImagePreview
          caption={texts.banner}
          imageKey={application.bannerKey}
          alt={texts.bannerAlt(application.businessName)}
          missing={texts.noBanner}
          size={{ width: 640, height: 160, className: "h-32 w-full" }}
        />
      </div>
      <div>
        <h3 className="font-medium">{texts.documents}</h3>
        {application.documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.noDocuments}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {application.documents.map((document) => (
              <li key={document.id}>
                {texts.documentKinds[document.kind]}:{" "}
                <a href={applicationDocumentPath(document.id)} className="underline">
                  {texts.download(document.fileName, format.number(Math.ceil(document.sizeBytes / 1024)))}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {canDecide && application.status === "pending" ? (
        <div className="space-y-3">
          <h3 className="font-medium">{texts.decisions}</h3>
          <Decision
            intent="approve"
            target={target}
            businessName={application.businessName}
            result={result}
          />
          <Decision intent="reject" target={target} businessName={application.businessName} result={result} />
        </div>
      ) : null}
    </Section>
  );
}

function StoreSection({
  store,
  canDecide,
  result,
}: {
  store: BackOfficeStore;
  canDecide: boolean;
  result: VendorDecisionResult | undefined;
}) {
  const labels = useOrderLabels();
  const texts = usePageTexts(adminVendorsTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const target = { name: "vendorId" as const, value: store.id };
  const status = store.isActive ? "active" : "suspended";
  const badgeIntent = store.verified ? "unverify" : "verify";
  return (
    <Section title={texts.storeHeading}>
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={vendorStatusTones[status]}>{texts.statuses[status]}</Badge>
        {store.verified ? <Badge tone="info">{texts.verifiedBadge}</Badge> : null}
        {store.isActive ? (
          <Link to={vendorStorePath(store.id)} className="text-sm underline">
            {texts.viewStore}
          </Link>
        ) : null}
      </p>
      <Facts
        rows={[
          [texts.businessName, store.businessName],
          [texts.businessEmail, store.businessEmail],
          [texts.location, [store.countryName, store.city].filter(Boolean).join(", ")],
          [texts.opened, format.date(store.openedAt)],
          ...(store.suspendedAt
            ? ([
                [
                  texts.storeStatus,
                  texts.suspendedSince(format.date(store.suspendedAt), store.suspensionReason ?? ""),
                ],
              ] as [string, ReactNode][])
            : []),
          [texts.payoutMethod, payoutLine(texts, store.payoutMethod)],
        ]}
      />
      <div>
        <h3 className="font-medium">{texts.figures}</h3>
        <Facts
          rows={[
            [
              texts.products,
              texts.productsLine(format.number(store.productCount), format.number(store.listedProductCount)),
            ],
            [texts.orders, format.number(store.orderCount)],
            [
              texts.revenue,
              store.revenue.length
                ? store.revenue.map((line) => format.money(line.amount, line.currency)).join(" · ")
                : texts.noRevenue,
            ],
            [
              texts.rating,
              store.ratingCount
                ? texts.ratingLine(format.number(store.rating), format.number(store.ratingCount))
                : texts.noRating,
            ],
            [texts.followers, format.number(store.followerCount)],
          ]}
        />
      </div>
      <div>
        <h3 className="font-medium">{texts.subOrdersByStatus}</h3>
        {store.subOrdersByStatus.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.noOrders}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {store.subOrdersByStatus.map((line) => (
              <li key={line.status} className="rounded-md bg-muted px-3 py-1">
                {labels.orderStatus[line.status] ?? line.status}: {format.number(line.count)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-medium">{texts.latestProducts}</h3>
        {store.latestProducts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.noProducts}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border text-sm">
            {store.latestProducts.map((product) => (
              <li key={product.id} className="flex justify-between gap-4 py-1.5">
                {product.isActive && store.isActive ? (
                  <Link to={productPath(product.id)} className="underline">
                    {product.name}
                  </Link>
                ) : (
                  <span>
                    {product.name} <span className="text-muted-foreground">({texts.unlisted})</span>
                  </span>
                )}
                <span className="tabular-nums">{format.money(product.price, product.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {canDecide ? (
        <div className="space-y-3">
          <h3 className="font-medium">{texts.decisions}</h3>
          <Form method="post">
            <input type="hidden" name="intent" value={badgeIntent} />
            <input type="hidden" name={target.name} value={target.value} />
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              disabled={navigation.formData?.get("intent") === badgeIntent}
            >
              {store.verified ? texts.unverify : texts.verify}
            </Button>
          </Form>
          {store.isActive ? (
            <Decision intent="suspend" target={target} businessName={store.businessName} result={result} />
          ) : (
            <Decision intent="reinstate" target={target} businessName={store.businessName} result={result} />
          )}
        </div>
      ) : null}
    </Section>
  );
}

/**
 * `/admin/vendors/:id`: the application and/or the store, with the decisions an admin may take, and
 * the store's balance and ledger.
 */
export function VendorDetail({
  detail,
  ledger,
  canDecide,
  result: answer,
}: {
  detail: BackOfficeVendorDetail;
  ledger: VendorLedgerView | null;
  canDecide: boolean;
  result: VendorDecisionResult | BalanceAdjustmentResult | undefined;
}) {
  const texts = usePageTexts(adminVendorsTexts);
  const adjustment = answer?.intent === "adjust" || answer?.intent === "adjust-review" ? answer : undefined;
  const result = adjustment ? undefined : (answer as VendorDecisionResult | undefined);
  const name = detail.store?.businessName ?? detail.application?.businessName ?? "";
  const failedElsewhere =
    result && !result.ok && !["approve", "reject", "suspend", "reinstate"].includes(result.intent)
      ? result
      : undefined;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{name}</h1>
      </div>
      {result?.ok ? (
        <FormSuccess
          message={result.intent === "approve" ? texts.done.approve(name) : texts.done[result.intent]}
        />
      ) : null}
      <FormError message={failedElsewhere?.message} />
      {detail.application ? (
        <ApplicationSection application={detail.application} canDecide={canDecide} result={result} />
      ) : null}
      {detail.store ? <StoreSection store={detail.store} canDecide={canDecide} result={result} /> : null}
      {detail.store && ledger ? (
        <VendorBalanceSection
          vendorId={detail.store.id}
          businessName={detail.store.businessName}
          view={ledger}
          canAdjust={canDecide}
          result={adjustment}
        />
      ) : null}
      {detail.store && !detail.application ? (
        <p className="text-sm text-muted-foreground">{texts.noApplication}</p>
      ) : null}
    </div>
  );
}
