import { pageTextsFor } from "#common/i18n/catalogue";
import { vendorOnboardingTexts } from "#common/i18n/vendor-onboarding";
import { vendorDashboardPath } from "#common/paths";
import { vendorAuthPath, vendorOnboardingPath } from "#common/seller-paths";
import { applicationOfUser, sellingTerms } from "#server/modules/vendor-onboarding/vendor-onboarding.queries";
import { BecomeVendor } from "~/components/vendor-onboarding/become-vendor";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/become-vendor";

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = pageTextsFor(vendorOnboardingTexts, languageOfPage(matches)).becomeVendor;
  return pageMeta(page.metaTitle, page.metaDescription);
};

/**
 * /vendors/become-vendor (also /become-vendor and /sell): why and how to sell here, with the real
 * commission and minimum payout from the settings, and the next step for whoever is looking: sign
 * up, start or continue the application, or the vendor's own dashboard.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, actor } = ctx(context);
  const [terms, application] = await Promise.all([
    sellingTerms(db),
    actor ? applicationOfUser(db, { userId: actor.userId }) : null,
  ]);
  const next = !actor
    ? ({ kind: "sign-up", to: vendorAuthPath } as const)
    : actor.role === "vendor"
      ? ({ kind: "vendor", to: vendorDashboardPath } as const)
      : ({ kind: application ? "continue" : "apply", to: vendorOnboardingPath } as const);
  return { terms, next };
}

export default function BecomeVendorPage({ loaderData }: Route.ComponentProps) {
  return <BecomeVendor {...loaderData} />;
}
