import type { ActionFailure } from "#common/action-failure";
import { formMessage } from "#common/action-failure";
import { supportTexts } from "#common/i18n/support";
import { maxContactMessageLength } from "#common/schemas/contact";
import type { TicketView } from "#common/views/support";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/choice-fields";
import { FormError } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";

/** The intent a ticket page's action reads for a reply (with `body`). */
export const ticketReplyIntent = "reply";

/**
 * A ticket's conversation, oldest first: the message that opened it, then every reply. `side` says
 * whose page it is: the person's own messages read "You" and the team signs as one; in the back
 * office the person is named and each team reply says who of the team wrote it.
 */
export function TicketThread({ ticket, side }: { ticket: TicketView; side: "requester" | "team" }) {
  const texts = usePageTexts(supportTexts);
  const format = useFormat();
  const messages = [
    { id: ticket.id, body: ticket.message, fromTeam: false, authorName: null, createdAt: ticket.createdAt },
    ...ticket.replies,
  ];
  const senderOf = (message: (typeof messages)[number]) => {
    if (side === "requester") return message.fromTeam ? texts.supportTeam : texts.you;
    if (!message.fromTeam) return ticket.name;
    return message.authorName ? `${message.authorName} (${texts.supportTeam})` : texts.supportTeam;
  };
  return (
    <ol aria-label={texts.threadLabel} className="space-y-3">
      {messages.map((message) => {
        const own = side === "requester" ? !message.fromTeam : message.fromTeam;
        return (
          <li
            key={message.id}
            className={`max-w-[85%] rounded-lg border border-border p-3 ${own ? "ml-auto bg-muted" : "bg-card"}`}
          >
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{senderOf(message)}</span> ·{" "}
              <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-sm">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The reply form under a thread, posted to the page's own action with `intent=reply`; `formKey`
 * changes after each reply sent, so the form starts empty, and a failure keeps what was typed.
 */
export function TicketReplyForm({
  label,
  description,
  failure,
  formKey,
}: {
  label: string;
  description?: string;
  failure: ActionFailure | null;
  formKey: string;
}) {
  const texts = usePageTexts(supportTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const sending = navigation.formData?.get("intent") === ticketReplyIntent;
  return (
    <Form method="post" key={formKey} className="space-y-3" noValidate>
      <input type="hidden" name="intent" value={ticketReplyIntent} />
      <FormError message={formMessage(failure)} />
      <TextAreaField
        label={label}
        name="body"
        rows={5}
        maxLength={maxContactMessageLength}
        description={description ?? texts.messageHint(format.number(maxContactMessageLength))}
        defaultValue={failure?.values?.body}
        error={failure?.fieldErrors?.body}
        required
      />
      <Button type="submit" disabled={sending}>
        {sending ? texts.sending : texts.sendReply}
      </Button>
    </Form>
  );
}
