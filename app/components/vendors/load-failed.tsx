import { ArrowLeft, RotateCcw } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";

/**
 * The honest error state of a vendor page (DESIGN §9: no sample data instead): what failed, a
 * retry that runs the page's loaders again, and a way back.
 */
export function LoadFailed({ title, message, back }: { title: string; message: string; back: { to: string; label: string } }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state !== "idle";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="load-failed-title">
      <h1 id="load-failed-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p role="alert" className="mt-4 text-muted-foreground">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" disabled={busy} onClick={() => void revalidator.revalidate()} className="requires-js">
          <RotateCcw aria-hidden="true" className="size-4" />
          {busy ? "Trying again…" : "Try Again"}
        </Button>
        <Link to={back.to} className={buttonClassName("secondary", "lg")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      </div>
    </section>
  );
}
