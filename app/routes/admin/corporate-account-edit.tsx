import {
  corporateAccountTransitions,
  corporateDiscountTiers,
  corporatePaymentTerms,
  maxDecisionReasonLength,
} from "#common/corporate-account";
import { formMessage } from "#common/action-failure";
import { corporateAccountsTexts } from "#common/i18n/corporate-accounts";
import { messages } from "#common/messages";
import { majorUnitsText, parseMajorUnits } from "#common/money-input";
import { adminCorporateAccountPath } from "#common/paths";
import { decideCorporateAccountFlow } from "#server/flows/decide-corporate-account";
import {
  accountManagerChoices,
  corporateAccountById,
} from "#server/modules/corporate-accounts/corporate-accounts.queries";
import { data, Form, Link, useNavigation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { FieldFrame, FormError, FormSuccess, inputClassName } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";
import { actionFailure } from "~/lib/action-failure.server";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/corporate-account-edit";

const texts = corporateAccountsTexts.en;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(loaded ? texts.editTitle(loaded.account.companyName) : texts.adminListTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/corporate-accounts/:id/edit: only an admin changes an account (staff may only look). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = ctx(context);
  const [account, managers] = await Promise.all([
    corporateAccountById(db, { id: params.id }),
    accountManagerChoices(db),
  ]);
  if (!account) throw data({ message: messages.corporateAccounts.notFound }, { status: 404 });
  return { account, managers };
}

const fields = ["status", "creditLimit", "paymentTerms", "discountTier", "accountManagerId", "reason"];

/** The decision goes through the flow, which checks the admin, the move and the manager again. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, mailer, env, logger } = ctx(context);
  const form = await request.formData();
  const values = formValues(form, fields);
  try {
    const account = await decideCorporateAccountFlow(db, {
      actor,
      accountId: params.id,
      input: {
        ...values,
        // Typed in naira; stored in kobo. Anything unreadable reaches the schema as NaN and is refused.
        creditLimit: parseMajorUnits(values.creditLimit ?? "") ?? Number.NaN,
        accountManagerId: values.accountManagerId || null,
      },
      mailer,
      appUrl: env.APP_URL,
      logger,
    });
    return {
      ok: true as const,
      message: messages.corporateAccounts.statusChanged(texts.statuses[account.status].toLowerCase()),
    };
  } catch (error) {
    return actionFailure(error, { values, unexpected: { message: texts.updateFailed, logger } });
  }
}

export default function AdminCorporateAccountEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTexts(corporateAccountsTexts);
  const navigation = useNavigation();
  const { account, managers } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const statuses = [account.status, ...corporateAccountTransitions[account.status]];
  const select = (
    name: string,
    label: string,
    current: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <FieldFrame label={label} required error={errors[name]}>
      {(control) => (
        <select {...control} name={name} defaultValue={values[name] ?? current} className={inputClassName}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
  return (
    <div className="max-w-2xl space-y-6">
      <Link to={adminCorporateAccountPath(account.id)} className="text-sm underline">
        {account.companyName}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{t.editTitle(account.companyName)}</h1>
      <FormSuccess message={actionData?.ok ? actionData.message : null} />
      <Form method="post" className="space-y-4" noValidate>
        <FormError message={failure ? (formMessage(failure) ?? null) : null} />
        {select(
          "status",
          t.status,
          account.status,
          statuses.map((status) => ({ value: status, label: t.statuses[status] })),
        )}
        <FieldFrame label={t.creditLimit} description={t.creditLimitHint("NGN")} error={errors.creditLimit}>
          {(control) => (
            <input
              {...control}
              name="creditLimit"
              inputMode="decimal"
              defaultValue={values.creditLimit ?? majorUnitsText(account.creditLimit)}
              className={inputClassName}
            />
          )}
        </FieldFrame>
        {select(
          "paymentTerms",
          t.paymentTermsLabel,
          account.paymentTerms,
          corporatePaymentTerms.map((terms) => ({ value: terms, label: t.paymentTerms[terms] })),
        )}
        {select(
          "discountTier",
          t.discountTierLabel,
          account.discountTier,
          corporateDiscountTiers.map((tier) => ({ value: tier, label: t.discountTiers[tier] })),
        )}
        {select("accountManagerId", t.accountManager, account.accountManager?.id ?? "", [
          { value: "", label: t.noAccountManager },
          ...managers.map((manager) => ({ value: manager.id, label: `${manager.name} (${manager.email})` })),
        ])}
        <FieldFrame label={t.decisionReason} description={t.decisionReasonHint} error={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              name="reason"
              rows={3}
              maxLength={maxDecisionReasonLength}
              defaultValue={values.reason ?? account.decisionReason ?? ""}
              className={inputClassName}
            />
          )}
        </FieldFrame>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {t.saveDecision}
          </Button>
          <Link to={adminCorporateAccountPath(account.id)} className={buttonClassName("secondary")}>
            {t.cancel}
          </Link>
        </div>
      </Form>
    </div>
  );
}
