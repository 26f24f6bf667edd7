import type { ActionFailure } from "#common/action-failure";
import { formMessage } from "#common/action-failure";
import { vendorRfqsTexts } from "#common/i18n/rfqs-vendor";
import { maxRfqTextLength } from "#common/rfq";
import type { RfqThreadView } from "#common/views/rfqs-vendor";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/choice-fields";
import { TitledSection } from "~/components/ui/titled-section";
import { useFormat, usePageTexts } from "~/lib/locale";

/** The intent a page's action reads to post in an RFQ's thread (with `vendorId` and `body`). */
export const postRfqMessageIntent = "post-message";

/**
 * An RFQ's messages between its buyer and one vendor, oldest first, and the form that adds one
 * (posted to the page's own action with `intent`, `vendorId` and `body`). `failure` is the action's
 * last answer to this form; `formKey` changes after each message sent, so the form starts empty.
 * Admins read the thread without a form.
 */
export function RfqThread({
  thread,
  failure,
  formKey,
}: {
  thread: RfqThreadView;
  failure?: ActionFailure;
  formKey?: string;
}) {
  const texts = usePageTexts(vendorRfqsTexts);
  const format = useFormat();
  const navigation = useNavigation();
  // A page may show several threads (the buyer's, one per vendor): only the one posting is busy.
  const sending =
    navigation.formData?.get("intent") === postRfqMessageIntent &&
    navigation.formData.get("vendorId") === thread.vendorId;
  const mine = thread.me === "admin" ? null : thread.me;
  return (
    <TitledSection
      title={texts.threadHeading}
      intro={mine ? texts.threadIntro(thread.otherName) : texts.adminThreadIntro(thread.otherName)}
      grouped
      className="space-y-4"
    >
      {thread.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.threadEmpty}</p>
      ) : (
        <ol aria-label={texts.threadLabel} className="space-y-3">
          {thread.messages.map((message) => {
            const own = message.from === mine;
            return (
              <li
                key={message.id}
                className={`max-w-[85%] rounded-lg border border-border p-3 ${own ? "ml-auto bg-muted" : "bg-card"}`}
              >
                <p className="text-xs text-muted-foreground">
                  <span className="font-semibold text-foreground">
                    {own ? texts.you : message.senderName}
                  </span>{" "}
                  · <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm">{message.body}</p>
              </li>
            );
          })}
        </ol>
      )}
      {mine ? (
        <Form method="post" key={formKey} className="space-y-3">
          <input type="hidden" name="intent" value={postRfqMessageIntent} />
          <input type="hidden" name="vendorId" value={thread.vendorId} />
          <FormError message={formMessage(failure)} />
          <TextAreaField
            label={texts.messageLabel}
            name="body"
            rows={3}
            maxLength={maxRfqTextLength}
            description={texts.messageHint(format.number(maxRfqTextLength))}
            defaultValue={failure?.values?.body}
            error={failure?.fieldErrors?.body}
            required
          />
          <Button type="submit" disabled={sending}>
            {sending ? texts.sending : texts.sendMessage}
          </Button>
        </Form>
      ) : null}
    </TitledSection>
  );
}
