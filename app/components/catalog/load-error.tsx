import { messages } from "#common/messages";
import { RefreshCw, RotateCcw } from "lucide-react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The honest error state of a catalog page (DESIGN §9: no fallback sample data): the spec's
 * message and a retry that runs the page's loaders again.
 */
export function CatalogLoadError({ title }: { title: string }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state !== "idle";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="catalog-error-title">
      <h1 id="catalog-error-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p role="alert" className="mt-4 text-muted-foreground">
        {messages.productList.loadFailed}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" disabled={busy} onClick={() => void revalidator.revalidate()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {busy ? "Trying again…" : "Try Again"}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Reload Page
        </Button>
      </div>
    </section>
  );
}
