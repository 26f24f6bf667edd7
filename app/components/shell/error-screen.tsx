import { messages } from "#common/messages";
import { House, RefreshCw, RotateCcw } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { popularPages } from "./nav-links";

export type ErrorScreenProps = { kind: "not-found" } | { kind: "error"; message: string };

/** The full-page 404 and error screens (spec 1 §2.5 and §8 "Global error screens"). */
export function ErrorScreen(props: ErrorScreenProps) {
  return props.kind === "not-found" ? <NotFound /> : <ErrorState message={props.message} />;
}

function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="error-title">
      <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">404</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {messages.notFound.title}
      </h1>
      <p className="mt-4 text-muted-foreground">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className={buttonClassName("primary", "lg")}>
          Browse Products
        </Link>
        <Link to="/" className={buttonClassName("secondary", "lg")}>
          Back to Home
        </Link>
      </div>
      <nav aria-labelledby="popular-pages-title" className="mt-12 rounded-lg border border-border bg-card p-6 text-left">
        <h2 id="popular-pages-title" className="font-semibold">
          Popular Pages
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {popularPages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="text-primary-text underline-offset-4 hover:underline">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/** Spec 1 §8: network-ish and permission-ish messages are replaced by the catalogue's wording. */
export function friendlyErrorMessage(message: string): string {
  if (/network|fetch|api/i.test(message)) return messages.errors.connection;
  if (/permission|unauthorized|forbidden/i.test(message)) return messages.errors.accessDenied;
  return message || messages.errors.unexpected;
}

function ErrorState({ message }: { message: string }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state !== "idle";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold tracking-tight">
        {messages.errors.title}
      </h1>
      <p className="mt-4 text-muted-foreground">{friendlyErrorMessage(message)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" disabled={busy} onClick={() => void revalidator.revalidate()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {busy ? "Trying again…" : "Try Again"}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Reload Page
        </Button>
        <Link to="/" className={buttonClassName("secondary", "lg")}>
          <House aria-hidden="true" className="size-4" />
          Home Page
        </Link>
      </div>
    </section>
  );
}
