import { supportMessages, supportTexts } from "#common/i18n/support";
import { messages } from "#common/messages";
import { adminSupportPath } from "#common/support-paths";
import { replyAsTeam } from "#server/modules/support/reply-as-team";
import { setTicketStatus } from "#server/modules/support/set-ticket-status";
import { ticketThread } from "#server/modules/support/support.queries";
import { data, Form, Link, useNavigation } from "react-router";
import { TicketStatusBadge } from "~/components/support/ticket-status-badge";
import { TicketReplyForm, TicketThread, ticketReplyIntent } from "~/components/support/ticket-thread";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, useConfirmedSubmit } from "~/components/ui/confirm-dialog";
import { Facts } from "~/components/ui/facts";
import { FormError, FormSuccess } from "~/components/ui/field";
import { TitledSection } from "~/components/ui/titled-section";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { requireSupportAgent } from "~/lib/support-agent.server";
import type { Route } from "./+types/support-ticket";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.ticket.subject ?? supportTexts.en.inboxTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/support/:id: any ticket with its thread, for the support team (admins and staff). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireSupportAgent(context);
  const ticket = await ticketThread(ctx(context).db, { ticketId: params.id });
  if (!ticket) throw data({ message: supportMessages.notFound }, { status: 404 });
  return { ticket };
}

const intents = [ticketReplyIntent, "close", "reopen"] as const;

/**
 * The team's reply (stored, the person notified, then mailed) or a status change: one command each,
 * which check the actor is on the support team again inside their transaction.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireSupportAgent(context);
  const { db, actor, mailer, logger, env } = ctx(context);
  const form = await request.formData();
  const intent = intents.find((value) => value === form.get("intent"));
  if (!intent) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const values = formValues(form, ["body"]);
  try {
    const done =
      intent === ticketReplyIntent
        ? await replyAsTeam(db, {
            actor,
            ticketId: params.id,
            input: values,
            delivery: { mailer, logger, appUrl: env.APP_URL },
          })
        : await setTicketStatus(db, { actor, ticketId: params.id, change: intent });
    return { ok: true as const, intent, message: done.message, key: String(Date.now()) };
  } catch (error) {
    return actionFailure(error, { values, extra: { intent } });
  }
}

export default function AdminSupportTicket({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(supportTexts);
  const format = useFormat();
  const { ticket } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const closed = ticket.status === "closed";
  return (
    <div className="space-y-6">
      <Link to={adminSupportPath} className="text-sm underline">
        {texts.backToInbox}
      </Link>
      <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
        {ticket.subject} <TicketStatusBadge status={ticket.status} />
      </h1>
      <div className="rounded-lg border border-border p-4">
        <Facts
          rows={[
            [texts.from, `${ticket.name} <${ticket.email}>`],
            [texts.account, ticket.hasAccount ? texts.withAccount : texts.noAccount],
            [texts.category, texts.categories[ticket.category]],
            ...(ticket.orderNumber ? [[texts.orderNumber, ticket.orderNumber] as [string, string]] : []),
            [texts.sent, format.dateTime(ticket.createdAt)],
          ]}
        />
      </div>
      <FormSuccess message={actionData?.ok ? actionData.message : null} />
      <TicketThread ticket={ticket} side="team" />
      {closed ? (
        <p className="rounded-md bg-muted px-4 py-3 text-sm">{texts.closedTeamNote}</p>
      ) : (
        <TitledSection title={texts.teamReplyLabel} className="max-w-2xl space-y-3">
          <TicketReplyForm
            label={texts.replyLabel}
            description={ticket.hasAccount ? texts.teamReplyHint : texts.guestReplyHint}
            failure={failure?.intent === ticketReplyIntent ? failure : null}
            formKey={actionData?.ok ? actionData.key : "reply"}
          />
        </TitledSection>
      )}
      <StatusForm
        closed={closed}
        failure={failure && failure.intent !== ticketReplyIntent ? failure.message : null}
      />
    </div>
  );
}

/** Close (asked first) or reopen a closed ticket; `answered` is only reached by a reply. */
function StatusForm({ closed, failure }: { closed: boolean; failure: string | null }) {
  const texts = usePageTexts(supportTexts);
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === (closed ? "reopen" : "close");
  const { formRef, pending, holdSubmit, cancel, confirm } = useConfirmedSubmit<true>();
  return (
    <TitledSection title={texts.statusHeading} className="max-w-2xl space-y-3">
      <FormError message={failure} />
      <Form
        ref={formRef}
        method="post"
        onSubmit={closed ? undefined : (event) => holdSubmit(event, () => true)}
      >
        <input type="hidden" name="intent" value={closed ? "reopen" : "close"} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {closed ? texts.reopenTicket : texts.closeTicket}
        </Button>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title={texts.closeTitle}
        question={texts.teamCloseQuestion}
        confirmText={texts.confirmClose}
        cancelText={texts.cancel}
        closeText={texts.closeDialog}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </TitledSection>
  );
}
