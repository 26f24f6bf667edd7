import { type ActionFailure } from "#common/action-failure";
import { tradeAssuranceTexts } from "#common/i18n/trade-assurance";
import {
  dashboardPath,
  privacyPath,
  termsPath,
  tradeAssuranceGuidePath,
  tradeAssurancePath,
  vendorStorePath,
} from "#common/paths";
import { becomeVendorPath } from "#common/seller-paths";
import {
  acceptedTradeAssuranceDocuments,
  additionalDocumentField,
  maxAdditionalTradeAssuranceDocuments,
  requiredTradeAssuranceDocuments,
  tradeAssuranceBusinessTypes,
  tradeAssuranceCategories,
  tradeAssuranceSupportEmail,
} from "#common/trade-assurance";
import type { TradeAssuranceStanding } from "#common/views/trade-assurance";
import { ArrowLeft, CircleCheck, Lock, ShieldCheck, TrendingUp } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { CheckboxField, SelectField } from "~/components/ui/choice-fields";
import { FieldError, TextField } from "~/components/ui/field";
import { IconCards } from "~/components/ui/icon-cards";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { DocumentInput } from "./document-input";

type Texts = ReturnType<typeof usePageTexts<typeof tradeAssuranceTexts>>["apply"];

const benefitIcons = [Lock, ShieldCheck, TrendingUp];

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section role="status" className="rounded-lg border border-border bg-card p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 space-y-3">{children}</div>
    </section>
  );
}

function SuccessScreen({ page }: { page: Texts }) {
  return (
    <section aria-labelledby="ta-success" className="rounded-lg border border-border bg-card p-6">
      <CircleCheck aria-hidden="true" className="size-10 text-success-text" />
      <h1 id="ta-success" className="mt-3 text-2xl font-bold">
        {page.successTitle}
      </h1>
      <p className="mt-2">{page.successIntro}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-5">
        {page.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={dashboardPath} className={buttonClassName("primary")}>
          {page.goToDashboard}
        </Link>
        <Link to={tradeAssurancePath} className={buttonClassName("secondary")}>
          {page.backToTradeAssurance}
        </Link>
      </div>
    </section>
  );
}

function Section({
  id,
  title,
  step,
  children,
}: {
  id: string;
  title: string;
  step: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-border bg-card p-5">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{step}</p>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

function ApplicationForm({
  page,
  failure,
  defaults,
  countries,
}: {
  page: Texts;
  failure: ActionFailure | null;
  defaults: Record<string, string>;
  countries: readonly { code: string; name: string }[];
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  const value = (name: string) => failure?.values?.[name] ?? defaults[name] ?? "";
  const chosenCategories = new Set(value("productCategories").split(",").filter(Boolean));
  const hadFiles = failure !== null;
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="space-y-6">
      {failure ? (
        <div
          role="alert"
          className="rounded-md border border-destructive bg-destructive-soft px-4 py-3 text-sm text-destructive-text"
        >
          <p className="font-semibold">{page.errorTitle}</p>
          <p>{failure.message}</p>
          {hadFiles ? <p>{page.filesNotKept}</p> : null}
        </div>
      ) : null}
      <Section id="ta-business" title={page.businessSection} step={page.stepOf(1, 3)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={page.businessName}
            name="businessName"
            defaultValue={value("businessName")}
            error={errors.businessName}
            autoComplete="organization"
          />
          <TextField
            label={page.registrationNumber}
            name="registrationNumber"
            defaultValue={value("registrationNumber")}
            error={errors.registrationNumber}
          />
          <SelectField
            label={page.country}
            name="country"
            placeholder={page.chooseCountry}
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
            defaultValue={value("country")}
            error={errors.country}
            autoComplete="country"
          />
          <SelectField
            label={page.businessType}
            name="businessType"
            placeholder={page.chooseBusinessType}
            options={tradeAssuranceBusinessTypes.map((type) => ({
              value: type,
              label: page.businessTypes[type],
            }))}
            defaultValue={value("businessType")}
            error={errors.businessType}
          />
          <TextField
            label={page.operationalSince}
            name="operationalSince"
            type="date"
            defaultValue={value("operationalSince")}
            error={errors.operationalSince}
          />
          <TextField
            label={page.annualRevenue}
            name="annualRevenue"
            inputMode="decimal"
            description={page.annualRevenueHint}
            defaultValue={value("annualRevenue")}
            error={errors.annualRevenue}
          />
        </div>
      </Section>
      <Section id="ta-contact" title={page.contactSection} step={page.stepOf(2, 3)}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ["contactPerson", page.contactPerson, "text", "name"],
              ["email", page.email, "email", "email"],
              ["phone", page.phone, "tel", "tel"],
              ["address", page.address, "text", "street-address"],
            ] as const
          ).map(([name, label, type, autoComplete]) => (
            <TextField
              key={name}
              label={label}
              name={name}
              type={type}
              defaultValue={value(name)}
              error={errors[name]}
              autoComplete={autoComplete}
            />
          ))}
        </div>
      </Section>
      <Section id="ta-categories" title={page.categoriesSection} step={page.stepOf(3, 3)}>
        <fieldset aria-describedby={errors.productCategories ? "ta-categories-error" : undefined}>
          <legend className="text-sm font-medium">{page.categoriesLegend}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {tradeAssuranceCategories.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="productCategories"
                  value={category}
                  defaultChecked={chosenCategories.has(category)}
                  className="size-4 accent-primary"
                />
                {page.categories[category]}
              </label>
            ))}
          </div>
          <FieldError id="ta-categories-error" message={errors.productCategories} />
        </fieldset>
      </Section>
      <section
        aria-labelledby="ta-documents"
        className="space-y-4 rounded-lg border border-border bg-card p-5"
      >
        <h2 id="ta-documents" className="text-lg font-semibold">
          {page.documentsSection}
        </h2>
        <p className="text-sm text-muted-foreground">{page.documentsIntro}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {[
            ...requiredTradeAssuranceDocuments.map((name) => ({
              name,
              label: page.documentKinds[name],
              required: true,
              error: errors[name],
            })),
            ...Array.from({ length: maxAdditionalTradeAssuranceDocuments }, (_, index) => ({
              name: additionalDocumentField(index),
              label: page.additionalLabel(index + 1),
              required: false,
              // Too many extra papers is one problem, shown under the first of them.
              error: index === 0 ? errors.additionalDocs : undefined,
            })),
          ].map((document) => (
            <DocumentInput
              key={document.name}
              {...document}
              accept={acceptedTradeAssuranceDocuments}
              removeLabel={page.removeFile}
            />
          ))}
        </div>
      </section>
      <CheckboxField
        name="hasAcceptedTerms"
        defaultChecked={value("hasAcceptedTerms") === "true"}
        error={errors.hasAcceptedTerms}
        label={
          <>
            {page.termsBefore}
            <Link to={termsPath} className={textLinkClassName}>
              {page.terms}
            </Link>
            {page.termsBetween}
            <Link to={privacyPath} className={textLinkClassName}>
              {page.privacy}
            </Link>
            {page.termsAfter}
          </>
        }
      />
      <Button type="submit" size="lg" disabled={submitting} aria-live="polite">
        {submitting ? page.submitting : page.submit}
      </Button>
    </Form>
  );
}

/** The Trade Assurance application page: benefits, the stage tracker, then the form or the store's standing. */
export function TradeAssuranceApply({
  standing,
  countries,
  submitted,
  failure,
}: {
  standing: TradeAssuranceStanding;
  countries: readonly { code: string; name: string }[];
  submitted: boolean;
  failure: ActionFailure | null;
}) {
  const page = usePageTexts(tradeAssuranceTexts).apply;
  const format = useFormat();
  if (submitted)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <SuccessScreen page={page} />
      </div>
    );
  const latest = standing.kind === "store" ? standing.latest : null;
  const canApply =
    standing.kind === "store" &&
    (latest === null || latest.status === "rejected" || latest.status === "revoked");
  const defaults: Record<string, string> =
    standing.kind === "store"
      ? {
          businessName: standing.store.businessName,
          email: standing.store.businessEmail,
          phone: standing.store.businessPhone,
          country: standing.store.countryCode,
        }
      : {};
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <Link to={tradeAssurancePath} className={`${textLinkClassName} inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {page.back}
      </Link>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
        <p className="text-muted-foreground">{page.intro}</p>
      </header>
      <section aria-label={page.benefitsLabel}>
        <IconCards items={page.benefits} icons={benefitIcons} headingLevel="h2" className="sm:grid-cols-3" />
      </section>
      <nav aria-label={page.stagesLabel}>
        <ol className="flex flex-wrap gap-2">
          {page.stages.map((stage, index) => (
            <li
              key={stage}
              aria-current={index === 0 ? "step" : undefined}
              className={`flex items-center gap-2 rounded-full border px-3 py-1 text-sm ${
                index === 0
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border text-muted-foreground"
              }`}
            >
              <span aria-hidden="true" className="font-semibold">
                {index + 1}
              </span>
              {stage}
            </li>
          ))}
        </ol>
      </nav>
      {standing.kind === "no-store" ? (
        <Notice title={page.noStoreTitle}>
          <p>{page.noStoreText}</p>
          <Link to={becomeVendorPath} className={buttonClassName("primary")}>
            {page.noStoreCta}
          </Link>
        </Notice>
      ) : latest?.status === "pending" ? (
        <Notice title={page.pendingTitle}>
          <p>{page.pendingText(format.date(latest.createdAt))}</p>
        </Notice>
      ) : latest?.status === "approved" ? (
        <Notice title={page.approvedTitle}>
          <p>{page.approvedText}</p>
          <Link to={vendorStorePath(standing.store.id)} className={buttonClassName("primary")}>
            {page.viewStore}
          </Link>
        </Notice>
      ) : latest?.status === "rejected" ? (
        <Notice title={page.rejectedTitle}>
          <p>{page.rejectedText(latest.rejectionReason ?? "")}</p>
        </Notice>
      ) : latest?.status === "revoked" ? (
        <Notice title={page.revokedTitle}>
          <p>{page.revokedText(latest.revocationReason ?? "")}</p>
        </Notice>
      ) : null}
      {canApply ? (
        <ApplicationForm page={page} failure={failure} defaults={defaults} countries={countries} />
      ) : null}
      <aside aria-labelledby="ta-help" className="rounded-lg border border-border bg-muted p-5">
        <h2 id="ta-help" className="font-semibold">
          {page.helpTitle}
        </h2>
        <p className="mt-1 text-sm">
          {page.helpText}{" "}
          <a href={`mailto:${tradeAssuranceSupportEmail}`} className={textLinkClassName}>
            {tradeAssuranceSupportEmail}
          </a>
          .
        </p>
        <a
          href={tradeAssuranceGuidePath}
          download
          className={`${textLinkClassName} mt-2 inline-block text-sm`}
        >
          {page.guide}
        </a>
      </aside>
    </div>
  );
}
