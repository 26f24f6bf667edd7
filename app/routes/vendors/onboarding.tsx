import { pageTextsFor } from "#common/i18n/catalogue";
import { vendorOnboardingTexts } from "#common/i18n/vendor-onboarding";
import { vendorDashboardPath } from "#common/paths";
import { vendorOnboardingPath, vendorOnboardingStepPath } from "#common/seller-paths";
import { type ApplicationStep, applicationSteps, isApplicationStep } from "#common/vendor-application";
import { removeApplicationDocument } from "#server/modules/vendor-onboarding/remove-application-document";
import { payoutMethodFields } from "#common/payout-method";
import { saveApplicationPayout } from "#server/modules/vendor-onboarding/save-application-payout";
import { saveBusinessDetails } from "#server/modules/vendor-onboarding/save-business-details";
import { submitApplication } from "#server/modules/vendor-onboarding/submit-application";
import { uploadApplicationDocument } from "#server/modules/vendor-onboarding/upload-application-document";
import { uploadApplicationImage } from "#server/modules/vendor-onboarding/upload-application-image";
import {
  applicationOfUser,
  isOnboardingOpen,
  onboardingOptions,
} from "#server/modules/vendor-onboarding/vendor-onboarding.queries";
import { data, redirect } from "react-router";
import { VendorOnboarding } from "~/components/vendor-onboarding/vendor-onboarding";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/onboarding";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorOnboardingTexts, languageOfPage(matches)).onboarding.metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /vendors/onboarding?step=…: the signed-in person's application, one step at a time, or its status
 * once sent. A vendor who never applied (a store set up by the team) has nothing to apply for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const actor = requireActor(context);
  const application = await applicationOfUser(db, { userId: actor.userId });
  if (actor.role === "vendor" && application?.status !== "approved") throw redirect(vendorDashboardPath);
  const requested = new URL(request.url).searchParams.get("step");
  const [open, options] = await Promise.all([isOnboardingOpen(db), onboardingOptions(db)]);
  return {
    open,
    application,
    options,
    step: (isApplicationStep(requested) ? requested : "business") satisfies ApplicationStep,
  };
}

/** The step after a saved one; uploads and removals stay on their own step. */
const nextStep: Record<string, ApplicationStep> = {
  business: "images",
  logo: "images",
  banner: "images",
  payout: "documents",
  document: "documents",
  "remove-document": "documents",
};

/** Each form says what it sends in `intent`; every one calls one vendor-onboarding command. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, media, client, logger } = ctx(context);
  const actor = requireActor(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const text = (field: string) => String(form.get(field) ?? "");
  try {
    if (intent === "business")
      await saveBusinessDetails(db, {
        actor,
        input: {
          ...formValues(form, [
            "businessName",
            "registrationNumber",
            "businessType",
            "countryCode",
            "city",
            "description",
            "businessEmail",
            "businessPhone",
          ]),
          categoryIds: form.getAll("categoryIds").map(String),
        },
      });
    else if (intent === "logo" || intent === "banner")
      await uploadApplicationImage(db, { actor, media, client, kind: intent, file: form.get(intent) });
    else if (intent === "payout")
      await saveApplicationPayout(db, {
        actor,
        input: formValues(form, payoutMethodFields),
      });
    else if (intent === "document")
      await uploadApplicationDocument(db, {
        actor,
        media,
        client,
        kind: text("kind"),
        file: form.get("document"),
      });
    else if (intent === "remove-document")
      await removeApplicationDocument(db, { actor, media, documentId: text("documentId") });
    else if (intent === "submit") await submitApplication(db, { actor, client });
    else throw data(null, { status: 400 });
  } catch (error) {
    const values = formValues(form, [
      ...["businessName", "registrationNumber", "businessType", "countryCode", "city", "description"],
      ...["businessEmail", "businessPhone", "type", "accountName", "bankName", "accountNumber", "provider"],
      ...["phone", "kind"],
    ]);
    return actionFailure(error, {
      values: { ...values, categoryIds: form.getAll("categoryIds").map(String).join(",") },
      extra: { intent },
      unexpected: { logger, context: { intent } },
    });
  }
  throw redirect(intent === "submit" ? vendorOnboardingPath : vendorOnboardingStepPath(nextStep[intent]!));
}

export default function VendorOnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorOnboarding {...loaderData} failure={actionData ?? null} steps={applicationSteps} />;
}
