import { type ActionFailure, formMessage } from "#common/action-failure";
import { CheckCircle2, Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { MessageField } from "./message-field";

/** What the send and reply actions answer. */
export type SendResult = { ok: true; message: string; values?: Record<string, string> } | ActionFailure;

/**
 * Contact supplier form: name and e-mail (required, prefilled from the account), optional
 * phone, the message. Idle → sending → success, after which only the message is cleared; a
 * failure keeps everything typed.
 */
export function ContactSupplierForm({
  account,
  productId,
  result,
}: {
  account: { name: string; email: string };
  productId: string | null;
  result?: SendResult;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const failure = result && !result.ok ? result : null;
  // What was typed comes back either way (without JavaScript the page is rendered anew); the message is
  // cleared on success.
  const values = result?.values;
  return (
    <Form
      method="post"
      preventScrollReset
      noValidate
      className="space-y-4"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold">
        Send a message
      </h2>
      <input type="hidden" name="intent" value="send" />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          defaultValue={values?.name ?? account.name}
          error={failure?.fieldErrors?.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email ?? account.email}
          error={failure?.fieldErrors?.email}
        />
      </div>
      <TextField
        label="Phone number (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={values?.phone ?? ""}
        error={failure?.fieldErrors?.phone}
      />
      <MessageField
        label="Message"
        defaultValue={failure?.values?.message ?? ""}
        error={failure?.fieldErrors?.message}
        clearKey={result?.ok ? result : undefined}
      />
      <FormError message={formMessage(failure)} />
      {result?.ok ? (
        <p
          role="status"
          className="flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {result.message}
        </p>
      ) : null}
      <Button type="submit" disabled={sending}>
        <Send aria-hidden="true" className="size-4" />
        {sending ? "Sending…" : "Send Message"}
      </Button>
    </Form>
  );
}
