import { formMessage } from "#common/action-failure";
import { vendorOnboardingTexts } from "#common/i18n/vendor-onboarding";
import { vendorDashboardPath } from "#common/paths";
import { vendorOnboardingStepPath } from "#common/seller-paths";
import type { ApplicationStep } from "#common/vendor-application";
import type { OnboardingOptions, VendorApplicationView } from "#common/views/vendor-application";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";
import {
  BusinessStep,
  DocumentsStep,
  ImagesStep,
  type OnboardingFailure,
  PayoutStep,
  ReviewStep,
} from "./onboarding-steps";

/** The application page: its status once sent, else (and again after a rejection) the current step's form. */
export function VendorOnboarding({
  open,
  application,
  options,
  step,
  steps,
  failure,
}: {
  open: boolean;
  application: VendorApplicationView | null;
  options: OnboardingOptions;
  step: ApplicationStep;
  steps: readonly ApplicationStep[];
  failure: OnboardingFailure | null;
}) {
  const page = usePageTexts(vendorOnboardingTexts).onboarding;
  const format = useFormat();
  const status = application?.status ?? "draft";
  const editable = open && (status === "draft" || status === "rejected");
  const stepIndex = steps.indexOf(step);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{page.title}</h1>
      {status === "pending" && application?.submittedAt ? (
        <section role="status" className="mt-6 space-y-2 rounded-lg border border-border bg-card p-5">
          <h2 className="text-lg font-semibold">{page.pendingTitle}</h2>
          <p>{page.pendingText(format.date(application.submittedAt))}</p>
          <p className="text-sm text-muted-foreground">{page.pendingNext}</p>
        </section>
      ) : null}
      {status === "approved" ? (
        <section role="status" className="mt-6 space-y-3 rounded-lg border border-border bg-card p-5">
          <h2 className="text-lg font-semibold">{page.approvedTitle}</h2>
          <p>{page.approvedText}</p>
          <Link to={vendorDashboardPath} className={buttonClassName()}>
            {page.goToDashboard}
          </Link>
        </section>
      ) : null}
      {status === "rejected" ? (
        <section className="mt-6 space-y-2 rounded-lg border border-destructive bg-card p-5">
          <h2 className="text-lg font-semibold">{page.rejectedTitle}</h2>
          {application?.rejectionReason ? (
            <p>
              <strong>{page.rejectedReason}</strong> {application.rejectionReason}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">{page.rejectedText}</p>
        </section>
      ) : null}
      {!open && (status === "draft" || status === "rejected") ? (
        <p role="alert" className="mt-6 rounded-lg border border-border bg-card p-5">
          {page.closed}
        </p>
      ) : null}
      {editable ? (
        <>
          {status === "draft" ? <p className="mt-2 text-muted-foreground">{page.intro}</p> : null}
          <nav aria-label={page.stepsLabel} className="mt-6">
            <ol className="flex flex-wrap gap-2 text-sm">
              {steps.map((each, index) => (
                <li key={each}>
                  <Link
                    to={vendorOnboardingStepPath(each)}
                    aria-current={each === step ? "step" : undefined}
                    className={`inline-block rounded-full border px-3 py-1 ${
                      each === step
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border bg-card hover:bg-muted"
                    }`}
                  >
                    {index + 1}. {page.stepNames[each]}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          <section
            aria-labelledby="onboarding-step"
            className="mt-6 rounded-lg border border-border bg-card p-5"
          >
            <p className="text-sm text-muted-foreground">{page.stepOf(stepIndex + 1, steps.length)}</p>
            <h2 id="onboarding-step" className="mb-4 text-xl font-semibold">
              {page.stepNames[step]}
            </h2>
            {failure && !failure.fieldErrors ? <FormError message={formMessage(failure)} /> : null}
            {step === "business" ? (
              <BusinessStep application={application} options={options} failure={failure} />
            ) : step === "images" ? (
              <ImagesStep application={application} failure={failure} />
            ) : step === "payout" ? (
              <PayoutStep application={application} failure={failure} />
            ) : step === "documents" ? (
              <DocumentsStep application={application} failure={failure} />
            ) : (
              <ReviewStep application={application} options={options} failure={failure} />
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
