import { corporateAccountsTexts } from "#common/i18n/corporate-accounts";
import { messages } from "#common/messages";
import { adminCorporateAccountEditPath, adminCorporateAccountsPath } from "#common/paths";
import { corporateAccountById } from "#server/modules/corporate-accounts/corporate-accounts.queries";
import { data, Link } from "react-router";
import { CorporateAccountSummary, CorporateStatusBadge } from "~/components/corporate/account-summary";
import { buttonClassName } from "~/components/ui/button";
import { useFormat, usePageTexts } from "~/lib/locale";
import { requireCorporateViewer } from "~/lib/corporate-viewer.server";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/corporate-account";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(loaded?.account.companyName ?? corporateAccountsTexts.en.adminListTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/corporate-accounts/:id and /admin/b2b/corporate-accounts/:id: one account, read-only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { canDecide } = requireCorporateViewer(context);
  const account = await corporateAccountById(ctx(context).db, { id: params.id });
  if (!account) throw data({ message: messages.corporateAccounts.notFound }, { status: 404 });
  return { account, canDecide };
}

export default function AdminCorporateAccount({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(corporateAccountsTexts);
  const format = useFormat();
  const { account } = loaderData;
  return (
    <div className="space-y-6">
      <Link to={adminCorporateAccountsPath} className="text-sm underline">
        {texts.backToList}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
          {account.companyName} <CorporateStatusBadge status={account.status} />
        </h1>
        {loaderData.canDecide ? (
          <Link to={adminCorporateAccountEditPath(account.id)} className={buttonClassName("primary")}>
            {texts.editAccount}
          </Link>
        ) : (
          <p className="text-sm">{texts.staffNote}</p>
        )}
      </div>
      {account.decidedAt ? (
        <p className="text-sm text-muted-foreground">
          {texts.decided}: {format.dateTime(account.decidedAt)}
        </p>
      ) : null}
      {account.decisionReason ? (
        <p className="text-sm">
          {texts.decisionReason}: {account.decisionReason}
        </p>
      ) : null}
      <CorporateAccountSummary account={account} />
      <section className="rounded-lg border border-border p-4">
        <h2 className="text-lg font-semibold">{texts.contactsHeading}</h2>
        {account.contacts.length === 0 ? (
          <p className="mt-2 text-sm">{texts.noContacts}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border text-sm">
            {account.contacts.map((contact) => (
              <li key={contact.id} className="py-2">
                <p className="font-medium">
                  {contact.name}
                  {contact.isPrimary ? ` · ${texts.primary}` : ""}
                </p>
                <p className="break-all">
                  {[contact.email, contact.phone, contact.position].filter(Boolean).join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
