import { RefreshCw, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { useRevalidator } from "react-router";
import { Button } from "./button";
import { useT } from "~/lib/locale";

/**
 * A whole-page state (not found, failed to load): an optional icon or eyebrow, the title as the
 * page's heading, the message (announced when it reports a failure) and the ways on.
 */
export function StatusPage({
  icon,
  eyebrow,
  title,
  message,
  alert = false,
  children,
  wide = false,
}: {
  icon?: ReactNode;
  eyebrow?: string;
  title: string;
  message: ReactNode;
  /** The message reports a failure: screen readers hear it at once. */
  alert?: boolean;
  /** The ways on: links and buttons. */
  children: ReactNode;
  wide?: boolean;
}) {
  const titleId = useId();
  return (
    <section
      className={`mx-auto ${wide ? "max-w-3xl" : "max-w-2xl"} px-4 py-16 text-center`}
      aria-labelledby={titleId}
    >
      {icon}
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{eyebrow}</p>
      ) : null}
      <h1
        id={titleId}
        className={`${icon || eyebrow ? "mt-2" : ""} text-3xl font-bold tracking-tight sm:text-4xl`}
      >
        {title}
      </h1>
      <p role={alert ? "alert" : undefined} className="mt-4 text-muted-foreground">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

/** Runs the page's loaders again (needs JavaScript, so hidden without it). */
export function TryAgainButton() {
  const revalidator = useRevalidator();
  const busy = revalidator.state !== "idle";
  const t = useT();
  return (
    <Button size="lg" className="requires-js" disabled={busy} onClick={() => void revalidator.revalidate()}>
      <RotateCcw aria-hidden="true" className="size-4" />
      {busy ? t.errors.tryingAgain : t.errors.tryAgain}
    </Button>
  );
}

export function ReloadPageButton() {
  const t = useT();
  return (
    <Button variant="secondary" size="lg" className="requires-js" onClick={() => window.location.reload()}>
      <RefreshCw aria-hidden="true" className="size-4" />
      {t.errors.reloadPage}
    </Button>
  );
}
