import { accessAreaOf, safeReturnPath } from "#common/access";
import { pageTextsFor } from "#common/i18n/catalogue";
import { adminLoginTexts } from "#common/i18n/admin-login";
import { messages } from "#common/messages";
import { adminDashboardPath, adminLoginPath, loginPath } from "#common/paths";
import { signIn } from "#server/modules/identity/sign-in";
import { Link, redirect, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { SignInForm } from "~/components/auth/auth-forms";
import { textLinkClassName } from "~/components/ui/text-link";
import { actionFailure } from "~/lib/action-failure.server";
import { signedInRedirect } from "~/lib/auth-forms.server";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(adminLoginTexts, languageOfPage(matches)).metaTitle, undefined, { noindex: true });

/** A refused sign-in tells the client when it may try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/** Where a back-office sign-in goes on: the admin page that asked for it, else the dashboard. */
function backOfficeReturn(value: string | null): string {
  const path = safeReturnPath(value);
  return path && accessAreaOf(new URL(path, "http://x").pathname) === "admin" ? path : adminDashboardPath;
}

/** Admins and staff already signed in have nothing to do here; anyone else may sign in with another account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = ctx(context);
  if (actor?.role === "admin" || actor?.role === "staff")
    throw redirect(backOfficeReturn(new URL(request.url).searchParams.get("redirect")));
  return null;
}

/**
 * /admin/login: the same sign-in as /auth/login (accounts, limits, audit), for the back office only:
 * anyone whose role is not admin or staff is told "Access Denied" and not signed in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, client, env, logger } = ctx(context);
  const form = await request.formData();
  try {
    const result = await signIn(db, {
      auth,
      client,
      companyDomains: env.COMPANY_EMAIL_DOMAINS,
      input: { email: form.get("email"), password: form.get("password") },
      returnTo: backOfficeReturn(String(form.get("redirect") ?? "")),
      cookieHeader: request.headers.get("cookie"),
      backOfficeOnly: true,
    });
    return signedInRedirect(result);
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["email"]),
      unexpected: { message: messages.auth.signInFailed, logger },
    });
  }
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const t = usePageTexts(adminLoginTexts);
  const [params] = useSearchParams();
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <AuthCard
      title={t.title}
      intro={t.intro}
      footer={
        <Link className={textLinkClassName} to={loginPath}>
          {t.shopperLink}
        </Link>
      }
    >
      <SignInForm action={adminLoginPath} returnTo={params.get("redirect") ?? ""} failure={failure} />
    </AuthCard>
  );
}
