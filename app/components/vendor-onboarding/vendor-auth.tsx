import type { ActionFailure } from "#common/action-failure";
import { vendorOnboardingTexts } from "#common/i18n/vendor-onboarding";
import { vendorOnboardingPath } from "#common/seller-paths";
import { useEffect } from "react";
import { Link } from "react-router";
import { SignInForm, SignUpForm } from "~/components/auth/auth-forms";
import { textLinkClassName } from "~/components/ui/text-link";
import { usePageTexts } from "~/lib/locale";
import { toast } from "~/lib/toast";
import { TitledSection } from "~/components/ui/titled-section";

type VendorAuthResult =
  | { ok: true; intent: "sign-up"; message: string; email: string }
  | (ActionFailure & { intent: "sign-in" | "sign-up" });

/** Sign in and sign up side by side (stacked on a phone), for people who come to sell. */
export function VendorAuth({
  action,
  becomeVendorPath,
  result,
}: {
  action: string;
  becomeVendorPath: string;
  result: VendorAuthResult | undefined;
}) {
  const page = usePageTexts(vendorOnboardingTexts).auth;
  const signedUp = result?.ok ? result : null;
  const failure = result && !result.ok ? result : null;
  useEffect(() => {
    if (signedUp) toast.success(signedUp.message);
  }, [signedUp]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold sm:text-3xl">{page.title}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{page.intro}</p>
      <p className="mt-2">
        <Link to={becomeVendorPath} className={textLinkClassName}>
          {page.whySell}
        </Link>
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <TitledSection
          title={page.signInTitle}
          className="rounded-xl border border-border bg-card p-6"
          titleClassName="mb-4 text-xl font-semibold"
        >
          <SignInForm
            action={action}
            intent="sign-in"
            returnTo={vendorOnboardingPath}
            failure={failure?.intent === "sign-in" ? failure : null}
            submitLabel={page.signIn}
          />
        </TitledSection>
        <TitledSection
          title={page.signUpTitle}
          className="rounded-xl border border-border bg-card p-6"
          titleClassName="mb-4 text-xl font-semibold"
        >
          {signedUp ? (
            <div role="status" className="space-y-3">
              <p className="font-medium">{signedUp.message}</p>
              <p className="text-sm text-muted-foreground">{page.checkEmail(signedUp.email)}</p>
            </div>
          ) : (
            <SignUpForm
              action={action}
              intent="sign-up"
              failure={failure?.intent === "sign-up" ? failure : null}
            />
          )}
        </TitledSection>
      </div>
    </div>
  );
}
