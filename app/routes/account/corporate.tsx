import { corporateAccountsTexts } from "#common/i18n/corporate-accounts";
import { accountCorporatePath, dashboardCorporatePath } from "#common/paths";
import {
  applyForCorporateAccount,
  reapplyForCorporateAccount,
} from "#server/modules/corporate-accounts/apply-for-corporate-account";
import {
  addCorporateContact,
  deleteCorporateContact,
  updateCorporateContact,
} from "#server/modules/corporate-accounts/contacts";
import { corporateAccountOfUser } from "#server/modules/corporate-accounts/corporate-accounts.queries";
import { data } from "react-router";
import { CorporateAccountPage } from "~/components/corporate/corporate-account-page";
import { actionFailure } from "~/lib/action-failure.server";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/corporate";

const texts = corporateAccountsTexts.en;

export const meta: Route.MetaFunction = () => pageMeta(texts.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Which of the two addresses this is: the forms post back to it. */
function pagePath(request: Request) {
  return new URL(request.url).pathname.startsWith(dashboardCorporatePath)
    ? dashboardCorporatePath
    : accountCorporatePath;
}

/** /account/corporate and /dashboard/corporate: the signed-in buyer's own account, or the form to apply. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const { db } = ctx(context);
  const account = await corporateAccountOfUser(db, { userId: actor.userId });
  return {
    account,
    path: pagePath(request),
    editContactId: new URL(request.url).searchParams.get("editContact"),
  };
}

const applicationFields = [
  "companyName",
  "address",
  "registrationNumber",
  "taxId",
  "industry",
  "companySize",
];
const contactFields = ["name", "email", "phone", "position"];

/** Each form names its `intent`; every one calls one corporate-accounts command for the actor. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, media, client, logger } = ctx(context);
  const actor = requireActor(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const contactId = String(form.get("contactId") ?? "");
  const failures: Record<string, [string, string[]]> = {
    apply: [texts.createFailed, applicationFields],
    reapply: [texts.reapplyFailed, applicationFields],
    "add-contact": [texts.addContactFailed, contactFields],
    "update-contact": [texts.updateContactFailed, [...contactFields, "contactId"]],
    "delete-contact": [texts.deleteContactFailed, []],
  };
  const known = failures[intent];
  if (!known) throw data(null, { status: 400 });
  try {
    if (intent === "apply" || intent === "reapply") {
      const application = {
        actor,
        media,
        client,
        input: formValues(form, applicationFields),
        files: form.getAll("documents"),
      };
      if (intent === "reapply") {
        await reapplyForCorporateAccount(db, application);
        return { ok: true as const, notice: `${texts.reapplied}: ${texts.createdDescription}` };
      }
      await applyForCorporateAccount(db, application);
      return { ok: true as const, notice: `${texts.created}: ${texts.createdDescription}` };
    }
    if (intent === "add-contact") {
      await addCorporateContact(db, { actor, input: formValues(form, contactFields) });
      return { ok: true as const, notice: texts.contactAdded };
    }
    if (intent === "update-contact") {
      await updateCorporateContact(db, { actor, contactId, input: formValues(form, contactFields) });
      return { ok: true as const, notice: texts.contactUpdated };
    }
    await deleteCorporateContact(db, { actor, contactId });
    return { ok: true as const, notice: texts.contactDeleted };
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, known[1]),
      extra: { intent },
      unexpected: { message: known[0], logger, context: { intent } },
    });
  }
}

export default function CorporateAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CorporateAccountPage
      account={loaderData.account}
      path={loaderData.path}
      // After a saved edit the form closes; after a refused one it stays open with the input kept.
      editContactId={
        actionData && !actionData.ok && actionData.intent === "update-contact"
          ? (actionData.values?.contactId ?? null)
          : loaderData.editContactId
      }
      result={actionData ?? null}
    />
  );
}
