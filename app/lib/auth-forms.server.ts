import { messages } from "#common/messages";
import type { RequestContext } from "#server/context";
import type { signIn } from "#server/modules/identity/sign-in";
import { signUp } from "#server/modules/identity/sign-up";
import { redirect } from "react-router";
import { actionFailure } from "~/lib/action-failure.server";
import { setFlashCookie } from "~/lib/flash";
import { formValues } from "~/lib/route-context.server";

/**
 * The sign-up form's post, for every page that has one (/auth/register, /vendors/auth): the account
 * is created and its confirmation link lands on `returnTo` (a same-site path; the dashboard when
 * there is none). The answer says which address to look in, or why not (input kept, never the
 * password); `extra` goes into both, so a page with two forms knows whose answer it is.
 */
export async function signUpFromForm<Extra extends object = object>(
  { db, auth, client, logger }: RequestContext,
  form: FormData,
  { returnTo = null, extra }: { returnTo?: string | null; extra?: Extra } = {},
) {
  try {
    const result = await signUp(db, {
      auth,
      client,
      returnTo,
      input: {
        fullName: form.get("fullName"),
        email: form.get("email"),
        password: form.get("password"),
        confirmPassword: form.get("confirmPassword"),
      },
    });
    return {
      ...(extra as Extra),
      ok: true as const,
      message: result.message,
      email: String(form.get("email")).trim().toLowerCase(),
    };
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["fullName", "email"]),
      extra,
      unexpected: { message: messages.auth.signUpFailed, logger },
    });
  }
}

/** A signed-in visitor goes on with the session's cookies, told when their role could not be read. */
export function signedInRedirect(result: Awaited<ReturnType<typeof signIn>>) {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  if (result.roleLookupFailed) headers.append("Set-Cookie", setFlashCookie("role-lookup-failed"));
  return redirect(result.redirectTo, { headers });
}
