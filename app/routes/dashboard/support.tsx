import { formMessage } from "#common/action-failure";
import { pageTextsFor } from "#common/i18n/catalogue";
import { supportTexts } from "#common/i18n/support";
import { pageParam } from "#common/paging";
import { maxContactMessageLength } from "#common/schemas/contact";
import { ticketCategories } from "#common/support";
import { dashboardSupportPath, dashboardSupportTicketPath } from "#common/support-paths";
import { openTicket } from "#server/modules/support/open-ticket";
import { myTickets } from "#server/modules/support/support.queries";
import { LifeBuoy } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { DashboardPage } from "~/components/account/dashboard-page";
import { TicketStatusBadge } from "~/components/support/ticket-status-badge";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { failureFields, FormError, FormSuccess, TextField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { LoadingStatus } from "~/components/ui/status-notes";
import { TitledSection } from "~/components/ui/titled-section";
import { textLinkClassName } from "~/components/ui/text-link";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage, useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(supportTexts, languageOfPage(matches)).title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /dashboard/support: the signed-in person's own tickets, most recent activity first, 20 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const page = await myTickets(ctx(context).db, {
    userId: actor.userId,
    page: pageParam(new URL(request.url).searchParams.get("page")),
  });
  return { page };
}

const fields = ["subject", "category", "orderNumber", "message"] as const;

/** Opens a ticket for the actor (validated and rate-limited by the command); the list then shows it first. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, client, env } = ctx(context);
  const input = formValues(await request.formData(), fields);
  try {
    const opened = await openTicket(db, { actor, input, client, companyDomains: env.COMPANY_EMAIL_DOMAINS });
    return { ok: true as const, message: opened.message, ticketId: opened.id };
  } catch (error) {
    return actionFailure(error, { values: input });
  }
}

export default function DashboardSupport({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(supportTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const { page } = loaderData;
  return (
    <DashboardPage title={texts.title} intro={texts.intro}>
      {navigation.state === "loading" && navigation.location.pathname === dashboardSupportPath ? (
        <LoadingStatus>{texts.loading}</LoadingStatus>
      ) : null}
      {page.total === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-8 text-center">
          <LifeBuoy aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
          <h2 className="mt-3 text-lg font-semibold">{texts.empty}</h2>
          <p className="mt-1 text-muted-foreground">{texts.emptyText}</p>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">
            {texts.count(page.total, format.number(page.total))}
          </p>
          <DataTable caption={texts.tableCaption} columns={texts.columns} empty={texts.empty}>
            {page.rows.map((row) => (
              <tr key={row.id}>
                <td className={`${cellClassName} font-medium`}>
                  <Link to={dashboardSupportTicketPath(row.id)} className={textLinkClassName}>
                    {row.subject}
                  </Link>
                </td>
                <td className={cellClassName}>{texts.categories[row.category]}</td>
                <td className={cellClassName}>
                  <TicketStatusBadge status={row.status} />
                </td>
                <td className={`${cellClassName} whitespace-nowrap`}>
                  {format.dateTime(row.lastActivityAt)}
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.pagesLabel} />
        </div>
      )}
      <NewTicketForm result={actionData} />
    </DashboardPage>
  );
}

/** The form that opens a ticket; after a success it starts empty and says where the ticket is. */
function NewTicketForm({ result }: { result: Route.ComponentProps["actionData"] }) {
  const texts = usePageTexts(supportTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const failure = result && !result.ok ? result : null;
  const field = failureFields(failure);
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <TitledSection
      title={texts.newTicketTitle}
      intro={texts.newTicketIntro}
      grouped
      className="max-w-2xl space-y-4 rounded-lg border border-border p-4"
    >
      {result?.ok ? (
        <div className="space-y-2">
          <FormSuccess message={result.message} />
          <Link to={dashboardSupportTicketPath(result.ticketId)} className={`text-sm ${textLinkClassName}`}>
            {texts.viewTicket}
          </Link>
        </div>
      ) : null}
      <Form method="post" key={result?.ok ? result.ticketId : "new"} className="space-y-4" noValidate>
        <FormError message={formMessage(failure)} />
        <TextField label={texts.subject} required {...field("subject")} />
        <SelectField
          label={texts.category}
          required
          placeholder={texts.chooseCategory}
          options={ticketCategories.map((category) => ({
            value: category,
            label: texts.categories[category],
          }))}
          {...field("category")}
        />
        <TextField label={texts.orderNumber} description={texts.orderNumberHint} {...field("orderNumber")} />
        <TextAreaField
          label={texts.message}
          rows={6}
          maxLength={maxContactMessageLength}
          description={texts.messageHint(format.number(maxContactMessageLength))}
          required
          {...field("message")}
        />
        <Button type="submit" disabled={sending}>
          {sending ? texts.opening : texts.openTicket}
        </Button>
      </Form>
    </TitledSection>
  );
}
