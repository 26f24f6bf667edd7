import { newsletterResourcePath } from "#common/paths";
import { type ActionFailure, formMessage } from "#common/action-failure";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { inputClassName } from "~/components/ui/field";
import { useT } from "~/lib/locale";

export type NewsletterResult = { ok: true; message: string } | ActionFailure;

/** Newsletter sign-up posting to the newsletter resource route; the typed address survives errors. */
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterResult>();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";
  const emailError = result && !result.ok ? result.fieldErrors?.email : undefined;
  const formError = result && !result.ok ? formMessage(result) : undefined;

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={newsletterResourcePath}
      noValidate
      className="space-y-2"
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-foreground">
        {t.newsletter.emailLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          className={inputClassName}
        />
        <button
          type="submit"
          disabled={busy}
          className="shrink-0 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover disabled:opacity-60"
        >
          {busy ? t.newsletter.subscribing : t.newsletter.subscribe}
        </button>
      </div>
      {emailError ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {emailError}
        </p>
      ) : null}
      <p
        role="status"
        className={`text-sm ${result?.ok ? "text-foreground" : "font-medium text-destructive-text"}`}
      >
        {result?.ok ? result.message : (formError ?? "")}
      </p>
    </fetcher.Form>
  );
}
