import { supportMessages, supportTexts } from "#common/i18n/support";
import { messages } from "#common/messages";
import { dashboardSupportPath } from "#common/support-paths";
import { closeTicket } from "#server/modules/support/close-ticket";
import { replyAsRequester } from "#server/modules/support/reply-as-requester";
import { ticketThread } from "#server/modules/support/support.queries";
import { data, Form, Link, useNavigation } from "react-router";
import { TicketStatusBadge } from "~/components/support/ticket-status-badge";
import { TicketReplyForm, TicketThread, ticketReplyIntent } from "~/components/support/ticket-thread";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, useConfirmedSubmit } from "~/components/ui/confirm-dialog";
import { FormError, FormSuccess } from "~/components/ui/field";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/support-ticket";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.ticket.subject ?? supportTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /dashboard/support/:id: one of the person's own tickets with its thread; anyone else's is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const ticket = await ticketThread(ctx(context).db, { ticketId: params.id, userId: actor.userId });
  if (!ticket) throw data({ message: supportMessages.notFound }, { status: 404 });
  return { ticket };
}

/** A reply in the thread, or closing the ticket: one command each, for the actor's own ticket. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, actor } = ctx(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent !== ticketReplyIntent && intent !== "close")
    throw data({ message: messages.errors.unexpected }, { status: 400 });
  const values = formValues(form, ["body"]);
  try {
    const done =
      intent === "close"
        ? await closeTicket(db, { actor, ticketId: params.id })
        : await replyAsRequester(db, { actor, ticketId: params.id, input: values });
    return { ok: true as const, intent, message: done.message, key: String(Date.now()) };
  } catch (error) {
    return actionFailure(error, { values, extra: { intent } });
  }
}

export default function DashboardSupportTicket({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(supportTexts);
  const format = useFormat();
  const { ticket } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <Link to={dashboardSupportPath} className="text-sm underline">
        {texts.backToTickets}
      </Link>
      <div className="space-y-2">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
          {ticket.subject} <TicketStatusBadge status={ticket.status} />
        </h1>
        <p className="text-sm text-muted-foreground">
          {texts.categories[ticket.category]} · {texts.opened(format.dateTime(ticket.createdAt))}
          {ticket.orderNumber ? ` · ${texts.orderLabel(ticket.orderNumber)}` : null}
        </p>
      </div>
      <FormSuccess message={actionData?.ok ? actionData.message : null} />
      <TicketThread ticket={ticket} side="requester" />
      {ticket.status === "closed" ? (
        <p className="rounded-md bg-muted px-4 py-3 text-sm">{texts.closedNote}</p>
      ) : (
        <>
          <TicketReplyForm
            label={texts.replyLabel}
            failure={failure?.intent === ticketReplyIntent ? failure : null}
            formKey={actionData?.ok ? actionData.key : "reply"}
          />
          <CloseTicketForm failure={failure?.intent === "close" ? failure.message : null} />
        </>
      )}
    </div>
  );
}

/** Closing asks first: a closed ticket takes no more replies. */
function CloseTicketForm({ failure }: { failure: string | null }) {
  const texts = usePageTexts(supportTexts);
  const navigation = useNavigation();
  const closing = navigation.formData?.get("intent") === "close";
  const { formRef, pending, holdSubmit, cancel, confirm } = useConfirmedSubmit<true>();
  return (
    <Form
      ref={formRef}
      method="post"
      className="space-y-2"
      onSubmit={(event) => holdSubmit(event, () => true)}
    >
      <FormError message={failure} />
      <input type="hidden" name="intent" value="close" />
      <Button type="submit" variant="secondary" disabled={closing}>
        {texts.closeTicket}
      </Button>
      <ConfirmDialog
        open={pending !== null}
        title={texts.closeTitle}
        question={texts.closeQuestion}
        confirmText={texts.confirmClose}
        cancelText={texts.cancel}
        closeText={texts.closeDialog}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </Form>
  );
}
