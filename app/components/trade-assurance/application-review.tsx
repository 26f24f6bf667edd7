import { type ActionFailure, formMessage } from "#common/action-failure";
import { tradeAssuranceTexts } from "#common/i18n/trade-assurance";
import { vendorStorePath } from "#common/paths";
import { tradeAssuranceDocumentPath } from "#common/seller-paths";
import type { TradeAssuranceBusinessType, TradeAssuranceCategory } from "#common/trade-assurance";
import type { TradeAssuranceApplicationDetail } from "#common/views/trade-assurance";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Facts } from "~/components/ui/facts";
import { Badge } from "~/components/catalog/badge";
import { Button, buttonClassName } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/choice-fields";
import { FormError, FormSuccess } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";
import { tradeAssuranceStatusTones } from "./status-tones";

export type TradeAssuranceIntent = "approve" | "reject" | "revoke";
export type TradeAssuranceDecisionResult = ({ ok: true } | ActionFailure) & { intent: TradeAssuranceIntent };

/** One decision behind a disclosure; the button inside confirms. Works without JavaScript. */
function Decision({
  intent,
  result,
}: {
  intent: TradeAssuranceIntent;
  result: TradeAssuranceDecisionResult | undefined;
}) {
  const texts = usePageTexts(tradeAssuranceTexts).admin;
  const navigation = useNavigation();
  const failure = result?.intent === intent && !result.ok ? result : undefined;
  const busy = navigation.formData?.get("intent") === intent;
  const words = {
    approve: { open: texts.approve, confirm: texts.approveConfirm, submit: texts.confirmApprove },
    reject: { open: texts.reject, confirm: texts.rejectConfirm, submit: texts.confirmReject },
    revoke: { open: texts.revoke, confirm: texts.revokeConfirm, submit: texts.confirmRevoke },
  }[intent];
  const needsReason = intent !== "approve";
  return (
    <details open={failure ? true : undefined} className="rounded-md border border-border p-3">
      <summary className={`${buttonClassName("secondary", "sm")} cursor-pointer list-none`}>
        {words.open}
      </summary>
      <Form method="post" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <p className="text-sm">{words.confirm}</p>
        {needsReason ? (
          <TextAreaField
            label={texts.reason}
            name="reason"
            defaultValue={failure?.values?.reason}
            error={failure?.fieldErrors?.reason}
          />
        ) : null}
        <FormError message={formMessage(failure)} />
        <Button type="submit" size="sm" variant={needsReason ? "destructive" : "primary"} disabled={busy}>
          {busy ? texts.working : words.submit}
        </Button>
      </Form>
    </details>
  );
}

/** The back office's view of one application: its details, its papers to download, the decision. */
export function TradeAssuranceReview({
  detail,
  canDecide,
  result,
}: {
  detail: TradeAssuranceApplicationDetail;
  canDecide: boolean;
  result: TradeAssuranceDecisionResult | undefined;
}) {
  const texts = usePageTexts(tradeAssuranceTexts).admin;
  const format = useFormat();
  const category = (value: string) => texts.categoryNames[value as TradeAssuranceCategory] ?? value;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{detail.businessName}</h1>
        <Badge tone={tradeAssuranceStatusTones[detail.status]}>{texts.statuses[detail.status]}</Badge>
      </div>
      {result?.ok ? (
        <FormSuccess
          message={{ approve: texts.approved, reject: texts.rejected, revoke: texts.revoked }[result.intent]}
        />
      ) : null}
      <section className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6">
        <Facts
          rows={[
            [
              texts.store,
              <Link key="store" to={vendorStorePath(detail.store.id)} className="underline">
                {detail.store.businessName}
              </Link>,
            ],
            [texts.applicant, detail.applicantEmail ?? "—"],
            [texts.businessName, detail.businessName],
            [texts.registrationNumber, detail.registrationNumber],
            [texts.country, detail.countryName],
            [
              texts.businessType,
              texts.businessTypes[detail.businessType as TradeAssuranceBusinessType] ?? detail.businessType,
            ],
            [texts.operationalSince, format.date(detail.operationalSince)],
            [texts.annualRevenue, format.money(detail.annualRevenueUsd * 100, "USD")],
            [texts.contactPerson, detail.contactPerson],
            [texts.email, detail.email],
            [texts.phone, detail.phone],
            [texts.address, detail.address],
            [texts.categories, detail.productCategories.map(category).join(", ")],
            [texts.applied, format.dateTime(detail.createdAt)],
            ...(detail.decidedAt
              ? ([
                  [
                    texts.decisionHeading,
                    texts.decided(format.dateTime(detail.decidedAt), detail.decidedByEmail ?? texts.someone),
                  ],
                ] as [string, ReactNode][])
              : []),
            ...(detail.rejectionReason
              ? ([[texts.rejectionReason, detail.rejectionReason]] as [string, ReactNode][])
              : []),
            ...(detail.revokedAt
              ? ([
                  [
                    texts.revokedOn,
                    texts.decided(format.dateTime(detail.revokedAt), detail.revokedByEmail ?? texts.someone),
                  ],
                  [texts.revocationReason, detail.revocationReason ?? "—"],
                ] as [string, ReactNode][])
              : []),
          ]}
        />
      </section>
      <section
        aria-labelledby="ta-docs"
        className="space-y-3 rounded-lg border border-border bg-card p-4 sm:p-6"
      >
        <h2 id="ta-docs" className="text-lg font-semibold">
          {texts.documents}
        </h2>
        <ul className="divide-y divide-border text-sm">
          {detail.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-muted-foreground">{texts.documentKinds[document.kind]}</span>
              <a
                href={tradeAssuranceDocumentPath(document.id)}
                download
                aria-label={texts.download(document.fileName)}
                className="break-all underline"
              >
                {document.fileName}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {canDecide && (detail.status === "pending" || detail.status === "approved") ? (
        <section
          aria-labelledby="ta-decision"
          className="space-y-3 rounded-lg border border-border bg-card p-4 sm:p-6"
        >
          <h2 id="ta-decision" className="text-lg font-semibold">
            {detail.status === "pending" ? texts.decisionHeading : texts.revokeHeading}
          </h2>
          {/* A pending application is approved or rejected; an approved one's badge may be revoked. */}
          {(detail.status === "pending" ? (["approve", "reject"] as const) : (["revoke"] as const)).map(
            (intent) => (
              <Decision key={intent} intent={intent} result={result} />
            ),
          )}
        </section>
      ) : canDecide ? null : (
        <p className="text-sm">{texts.staffNote}</p>
      )}
    </div>
  );
}
