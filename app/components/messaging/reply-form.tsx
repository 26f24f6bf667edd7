import { formMessage } from "#common/action-failure";
import { Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { MessageField } from "./message-field";
import type { SendResult } from "./contact-supplier-form";

/** A store owner's answer in a conversation; the box empties after it is sent. */
export function ReplyForm({ result }: { result?: SendResult }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const failure = result && !result.ok ? result : null;
  return (
    <Form method="post" preventScrollReset noValidate className="space-y-3" aria-label="Reply">
      <input type="hidden" name="intent" value="reply" />
      <MessageField
        label="Your reply"
        defaultValue={failure?.values?.message ?? ""}
        error={failure?.fieldErrors?.message}
        clearKey={result?.ok ? result : undefined}
      />
      <FormError message={formMessage(failure)} />
      {result?.ok ? (
        <p role="status" className="text-sm font-medium">
          {result.message}
        </p>
      ) : null}
      <Button type="submit" disabled={sending}>
        <Send aria-hidden="true" className="size-4" />
        {sending ? "Sending…" : "Send Reply"}
      </Button>
    </Form>
  );
}
