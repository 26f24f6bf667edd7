import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "./button";

/** An empty list: icon, title, a line of text and the way on (e.g. Browse Products). */
export function EmptyListState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: { to: string; label: string };
}) {
  return (
    <div className="mt-6 rounded-lg border border-dashed border-border p-10 text-center">
      {icon}
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-muted-foreground">{text}</p>
      <Link to={action.to} className={`mt-6 ${buttonClassName("primary")}`}>
        {action.label}
      </Link>
    </div>
  );
}

/**
 * A list that could not be read: the message and a Try Again link that loads the page again (works without
 * JavaScript).
 */
export function ListLoadFailed({ message, retryTo }: { message: string; retryTo: string }) {
  return (
    <div
      role="alert"
      className="mt-6 rounded-lg border border-destructive bg-destructive-soft p-6 text-center"
    >
      <p className="font-medium text-destructive-text">{message}</p>
      <Link to={retryTo} className={`mt-4 ${buttonClassName("secondary")}`}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try Again
      </Link>
    </div>
  );
}

/**
 * The outcome of a form post, shown on the returned page when JavaScript is off (with it, a toast says it).
 */
export function NoScriptResultNotice({ result }: { result: { ok: boolean; message: string } | undefined }) {
  if (!result) return null;
  return (
    <p
      role="status"
      className={`mt-4 rounded-md px-4 py-3 text-sm font-medium [html.js_&]:hidden ${result.ok ? "bg-muted" : "bg-destructive-soft text-destructive-text"}`}
    >
      {result.message}
    </p>
  );
}
