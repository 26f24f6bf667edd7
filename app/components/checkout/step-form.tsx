import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";

/** A checkout step's form: posts its fields to the checkout action, with Back and Continue. */
export function StepForm({
  step,
  backTo,
  submitLabel = "Continue",
  multipart = false,
  children,
}: {
  step: string;
  backTo: string | null;
  submitLabel?: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("step") === step;
  return (
    <Form
      method="post"
      noValidate
      className="space-y-4"
      encType={multipart ? "multipart/form-data" : "application/x-www-form-urlencoded"}
    >
      <input type="hidden" name="intent" value="save-step" />
      <input type="hidden" name="step" value={step} />
      {children}
      <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-4">
        {backTo ? (
          <Link to={backTo} className={buttonClassName("secondary")}>
            Back
          </Link>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
