import type { ActionFailure } from "#common/action-failure";
import { formMessage } from "#common/action-failure";
import { infoPageTexts } from "#common/i18n/info-pages";
import { contactPath } from "#common/paths";
import { contactTopics, maxContactMessageLength } from "#common/schemas/contact";
import { useEffect, useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { buttonClassName } from "~/components/ui/button";
import { FormError, failureFields, TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { usePageTexts } from "~/lib/locale";
import { toast } from "~/lib/toast";

export type ContactResult = { ok: true; message: string } | ActionFailure;

/**
 * The contact form: a plain form posting to its page, so it works without JavaScript; with it, the
 * button says it is sending and a toast confirms. After success the form gives way to the
 * confirmation (the message is not kept), with a way to write again.
 */
export function ContactForm({
  result,
  sender,
}: {
  result: ContactResult | undefined;
  /** The signed-in person's name and address, to start the form with. */
  sender: { name: string; email: string } | null;
}) {
  const texts = usePageTexts(infoPageTexts);
  const sending = useNavigation().state === "submitting";
  const headingId = useId();
  const failure = result && !result.ok ? result : null;
  const field = failureFields(failure);
  const sent = result?.ok ? result.message : null;

  useEffect(() => {
    if (sent) toast.success(sent);
  }, [result, sent]);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {sent ? texts.sentTitle : texts.contactFormTitle}
      </h2>
      {sent ? (
        <div className="mt-4 space-y-4">
          <p role="status" className="leading-7">
            {sent}
          </p>
          <Link to={contactPath} className={textLinkClassName}>
            {texts.sendAnother}
          </Link>
        </div>
      ) : (
        <Form method="post" noValidate className="mt-4 space-y-4">
          <p className="text-sm text-muted-foreground">{texts.contactFormIntro}</p>
          <FormError message={formMessage(failure)} />
          <TextField label={texts.name} autoComplete="name" required {...field("name", sender?.name)} />
          <TextField
            label={texts.email}
            type="email"
            autoComplete="email"
            required
            {...field("email", sender?.email)}
          />
          <SelectField
            label={texts.topic}
            placeholder={texts.chooseTopic}
            required
            options={contactTopics.map((topic) => ({ value: topic, label: texts.topics[topic] }))}
            {...field("topic")}
          />
          <TextField
            label={texts.orderNumber}
            description={texts.orderNumberHint}
            {...field("orderNumber")}
          />
          <TextAreaField
            label={texts.message}
            rows={6}
            maxLength={maxContactMessageLength}
            required
            {...field("message")}
          />
          <button type="submit" className={buttonClassName("primary", "lg")} disabled={sending}>
            {sending ? texts.sending : texts.send}
          </button>
        </Form>
      )}
    </section>
  );
}
