import type { ActionFailure } from "#common/action-failure";
import { vendorOnboardingTexts } from "#common/i18n/vendor-onboarding";
import { imageUrl } from "#common/media";
import { mobileMoneyProviderNames, providersInCountry } from "#common/payout-method";
import { applicationDocumentPath, vendorOnboardingStepPath } from "#common/seller-paths";
import {
  acceptedApplicationDocuments,
  acceptedApplicationImages,
  applicationDocumentKinds,
  type ApplicationImageKind,
  type ApplicationStep,
  vendorBusinessTypes,
} from "#common/vendor-application";
import type { OnboardingOptions, VendorApplicationView } from "#common/views/vendor-application";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { FileField, SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { failureFields, FieldError, TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";

/** A refused form of the page, with the intent that tells which form it was. */
export type OnboardingFailure = ActionFailure & { intent?: string };

type StepProps = { application: VendorApplicationView | null; failure: OnboardingFailure | null };

function useOnboardingTexts() {
  return usePageTexts(vendorOnboardingTexts).onboarding;
}

/** The failure of this form only (several forms share the page). */
function failureOf(failure: OnboardingFailure | null, intent: string) {
  return failure?.intent === intent ? failure : null;
}

function SubmitButton({ intent, label, busy }: { intent: string; label: string; busy: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} disabled={sending}>
      {sending ? busy : label}
    </Button>
  );
}

function StepLinks({ back, next }: { back?: ApplicationStep; next?: ApplicationStep }) {
  const page = useOnboardingTexts();
  return (
    <div className="mt-6 flex flex-wrap justify-between gap-3">
      {back ? (
        <Link to={vendorOnboardingStepPath(back)} className={buttonClassName("secondary")}>
          {page.back}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={vendorOnboardingStepPath(next)} className={buttonClassName()}>
          {page.continue}
        </Link>
      ) : null}
    </div>
  );
}

export function BusinessStep({ application, options, failure }: StepProps & { options: OnboardingOptions }) {
  const page = useOnboardingTexts();
  const mine = failureOf(failure, "business");
  const errors = mine?.fieldErrors ?? {};
  const field = failureFields(mine, (name) =>
    String(application?.[name as keyof VendorApplicationView] ?? ""),
  );
  const chosenCategories = mine?.values
    ? (mine.values.categoryIds ?? "").split(",")
    : (application?.categoryIds ?? []);
  return (
    <Form method="post" className="space-y-4" noValidate>
      <TextField label={page.businessName} {...field("businessName")} required autoComplete="organization" />
      <TextField
        label={page.registrationNumber}
        {...field("registrationNumber")}
        required
        description={page.registrationNumberHint}
      />
      <SelectField
        label={page.businessType}
        {...field("businessType")}
        required
        placeholder={page.chooseOne}
        options={vendorBusinessTypes.map((type) => ({ value: type, label: page.businessTypes[type]! }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={page.country}
          {...field("countryCode")}
          required
          placeholder={page.chooseOne}
          options={options.countries.map((country) => ({ value: country.code, label: country.name }))}
        />
        <TextField label={page.city} {...field("city")} required autoComplete="address-level2" />
      </div>
      <fieldset aria-describedby="categories-hint categories-error" className="space-y-2">
        <legend className="text-sm font-medium">
          {page.categories}
          <span aria-hidden="true" className="text-destructive-text">
            {" "}
            *
          </span>
        </legend>
        <p id="categories-hint" className="text-sm text-muted-foreground">
          {page.categoriesHint}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.categories.map((category) => (
            <label key={category.id} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="categoryIds"
                value={category.id}
                defaultChecked={chosenCategories.includes(category.id)}
                aria-invalid={errors.categoryIds ? true : undefined}
                className="mt-0.5 size-4 accent-primary"
              />
              {category.name}
            </label>
          ))}
        </div>
        <FieldError id="categories-error" message={errors.categoryIds} />
      </fieldset>
      <TextAreaField
        label={page.description}
        {...field("description")}
        rows={5}
        description={page.descriptionHint}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={page.businessEmail}
          {...field("businessEmail")}
          type="email"
          required
          autoComplete="email"
        />
        <TextField
          label={page.businessPhone}
          {...field("businessPhone")}
          type="tel"
          required
          autoComplete="tel"
          description={page.businessPhoneHint}
        />
      </div>
      <SubmitButton intent="business" label={page.saveAndContinue} busy={page.saving} />
    </Form>
  );
}

function ImageForm({ kind, application, failure }: StepProps & { kind: ApplicationImageKind }) {
  const page = useOnboardingTexts();
  const key = kind === "logo" ? application?.logoKey : application?.bannerKey;
  const label = kind === "logo" ? page.logo : page.banner;
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3" aria-label={label}>
      <div>
        <p className="text-sm font-medium">{kind === "logo" ? page.currentLogo : page.currentBanner}</p>
        {key ? (
          <img
            src={imageUrl(key, { width: kind === "logo" ? 160 : 640 })}
            alt={kind === "logo" ? page.currentLogo : page.currentBanner}
            className={
              kind === "logo"
                ? "mt-2 size-24 rounded-md border border-border object-contain"
                : "mt-2 h-24 w-full rounded-md border border-border object-cover"
            }
          />
        ) : (
          <p className="text-sm text-muted-foreground">{page.noImageYet}</p>
        )}
      </div>
      <FileField
        label={label}
        name={kind}
        accept={acceptedApplicationImages}
        description={kind === "logo" ? page.logoHint : page.bannerHint}
        error={failureOf(failure, kind)?.fieldErrors?.[kind]}
      />
      <SubmitButton
        intent={kind}
        label={kind === "logo" ? page.uploadLogo : page.uploadBanner}
        busy={page.uploading}
      />
    </Form>
  );
}

export function ImagesStep({ application, failure }: StepProps) {
  return (
    <div className="space-y-8">
      <ImageForm kind="logo" application={application} failure={failure} />
      <ImageForm kind="banner" application={application} failure={failure} />
      <StepLinks back="business" next="payout" />
    </div>
  );
}

export function PayoutStep({ application, failure }: StepProps) {
  const page = useOnboardingTexts();
  const country = application?.countryCode;
  if (!country)
    return (
      <div>
        <p>{page.payoutNeedsCountry}</p>
        <StepLinks back="business" />
      </div>
    );
  const mine = failureOf(failure, "payout");
  const saved = application?.payoutMethod as Record<string, unknown> | null | undefined;
  const field = failureFields(mine, (name) => String(saved?.[name] ?? ""));
  const errors = mine?.fieldErrors ?? {};
  const providers = providersInCountry(country);
  const chosenType = field("type").defaultValue || "bank";
  return (
    <Form method="post" className="space-y-5" noValidate>
      <p className="text-muted-foreground">{page.payoutIntro}</p>
      <fieldset className="space-y-2" aria-describedby="payout-type-error">
        <legend className="text-sm font-medium">{page.payoutType}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="type"
            value="bank"
            defaultChecked={chosenType === "bank"}
            className="size-4 accent-primary"
          />
          {page.bank}
        </label>
        {providers.length > 0 ? (
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="type"
              value="mobile_money"
              defaultChecked={chosenType === "mobile_money"}
              className="size-4 accent-primary"
            />
            {page.mobileMoney}
          </label>
        ) : (
          <p className="text-sm text-muted-foreground">{page.noWalletsInCountry}</p>
        )}
        <FieldError id="payout-type-error" message={errors.type} />
      </fieldset>
      <TextField label={page.accountName} {...field("accountName")} required />
      <fieldset className="space-y-4 rounded-md border border-border p-4">
        <legend className="px-1 text-sm font-medium">{page.bank}</legend>
        <TextField label={page.bankName} {...field("bankName")} />
        <TextField label={page.bankCode} {...field("bankCode")} />
        <TextField label={page.accountNumber} {...field("accountNumber")} />
      </fieldset>
      {providers.length > 0 ? (
        <fieldset className="space-y-4 rounded-md border border-border p-4">
          <legend className="px-1 text-sm font-medium">{page.mobileMoney}</legend>
          <SelectField
            label={page.provider}
            {...field("provider")}
            placeholder={page.chooseOne}
            options={providers.map((provider) => ({
              value: provider,
              label: mobileMoneyProviderNames[provider],
            }))}
          />
          <TextField label={page.walletNumber} {...field("phone")} type="tel" />
        </fieldset>
      ) : null}
      <div className="flex flex-wrap justify-between gap-3">
        <Link to={vendorOnboardingStepPath("images")} className={buttonClassName("secondary")}>
          {page.back}
        </Link>
        <SubmitButton intent="payout" label={page.saveAndContinue} busy={page.saving} />
      </div>
    </Form>
  );
}

function DocumentList({ application }: { application: VendorApplicationView | null }) {
  const page = useOnboardingTexts();
  const format = useFormat();
  const documents = application?.documents ?? [];
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">{page.noDocumentsYet}</p>;
  return (
    <ul className="divide-y divide-border rounded-md border border-border">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <div className="min-w-0">
            <a
              href={applicationDocumentPath(document.id)}
              className={`${textLinkClassName} break-all`}
              aria-label={page.download(document.fileName)}
              download
            >
              {document.fileName}
            </a>
            <p className="text-sm text-muted-foreground">
              {page.documentKinds[document.kind]} · {format.number(Math.ceil(document.sizeBytes / 1024))} KB
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="documentId" value={document.id} />
            <Button
              type="submit"
              name="intent"
              value="remove-document"
              variant="secondary"
              size="sm"
              aria-label={page.removeDocument(document.fileName)}
              onClick={(event) => {
                if (!window.confirm(page.removeConfirm(document.fileName))) event.preventDefault();
              }}
            >
              {page.remove}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function DocumentsStep({ application, failure }: StepProps) {
  const page = useOnboardingTexts();
  const mine = failureOf(failure, "document") ?? failureOf(failure, "remove-document");
  const field = failureFields(mine);
  return (
    <div className="space-y-6">
      <p className="text-muted-foreground">{page.documentsIntro}</p>
      <section aria-labelledby="uploaded-documents" className="space-y-2">
        <h3 id="uploaded-documents" className="font-semibold">
          {page.uploadedDocuments}
        </h3>
        <DocumentList application={application} />
      </section>
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-4"
        aria-label={page.uploadDocument}
      >
        <SelectField
          label={page.documentKind}
          {...field("kind")}
          required
          placeholder={page.chooseOne}
          options={applicationDocumentKinds.map((kind) => ({
            value: kind,
            label: page.documentKinds[kind]!,
          }))}
        />
        <FileField
          label={page.documentFile}
          name="document"
          accept={acceptedApplicationDocuments}
          error={mine?.fieldErrors?.document}
        />
        <SubmitButton intent="document" label={page.uploadDocument} busy={page.uploading} />
      </Form>
      <StepLinks back="payout" next="review" />
    </div>
  );
}

export function ReviewStep({ application, options, failure }: StepProps & { options: OnboardingOptions }) {
  const page = useOnboardingTexts();
  const gaps = failureOf(failure, "submit")?.fieldErrors ?? {};
  const payout = application?.payoutMethod;
  const rows: { step: ApplicationStep; items: [string, string][] }[] = [
    {
      step: "business",
      items: [
        [page.businessName, application?.businessName ?? ""],
        [page.registrationNumber, application?.registrationNumber ?? ""],
        [page.businessType, page.businessTypes[application?.businessType ?? ""] ?? ""],
        [
          page.country,
          [application?.city, options.countries.find((c) => c.code === application?.countryCode)?.name]
            .filter(Boolean)
            .join(", "),
        ],
        [
          page.categories,
          options.categories
            .filter((category) => application?.categoryIds.includes(category.id))
            .map((category) => category.name)
            .join(", "),
        ],
        [page.businessEmail, application?.businessEmail ?? ""],
        [page.businessPhone, application?.businessPhone ?? ""],
      ],
    },
    {
      step: "images",
      items: [
        [page.logo, application?.logoKey ? page.uploaded : ""],
        [page.banner, application?.bannerKey ? page.uploaded : ""],
      ],
    },
    {
      step: "payout",
      items: [
        [
          page.payoutType,
          !payout
            ? ""
            : payout.type === "bank"
              ? page.payoutBank(payout.bankName, payout.accountNumber)
              : page.payoutWallet(mobileMoneyProviderNames[payout.provider], payout.phone),
        ],
      ],
    },
    {
      step: "documents",
      items: (application?.documents ?? []).map((document) => [
        page.documentKinds[document.kind] ?? "",
        document.fileName,
      ]),
    },
  ];
  return (
    <div className="space-y-6">
      <p className="text-muted-foreground">{page.reviewIntro}</p>
      {rows.map(({ step, items }) => (
        <section
          key={step}
          aria-labelledby={`review-${step}`}
          className="space-y-2 border-t border-border pt-4"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 id={`review-${step}`} className="font-semibold">
              {page.stepNames[step]}
            </h3>
            <Link
              to={vendorOnboardingStepPath(step)}
              className={textLinkClassName}
              aria-label={`${page.edit}: ${page.stepNames[step]}`}
            >
              {page.edit}
            </Link>
          </div>
          <FieldError id={`review-${step}-error`} message={gaps[step]} />
          {items.length > 0 ? (
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
              {items.map(([label, text]) => (
                <div key={`${label}-${text}`} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-words">{text || page.notProvided}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm">{page.notProvided}</p>
          )}
        </section>
      ))}
      <Form method="post" className="flex flex-wrap justify-between gap-3">
        <Link to={vendorOnboardingStepPath("documents")} className={buttonClassName("secondary")}>
          {page.back}
        </Link>
        <SubmitButton
          intent="submit"
          label={application?.status === "rejected" ? page.resubmit : page.submit}
          busy={page.submitting}
        />
      </Form>
    </div>
  );
}
