import { messages } from "#common/messages";
import { ArrowLeft, House, PackageSearch, RotateCcw, Search } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";

/** Spec 2 §2.12 "Product Not Found" with Browse Products, Return Home, Go Back and Search All Products. */
export function ProductNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="product-missing-title">
      <PackageSearch aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
      <h1 id="product-missing-title" className="mt-4 text-3xl font-bold tracking-tight">
        {messages.product.notFound}
      </h1>
      <p className="mt-3 text-muted-foreground">This product does not exist or is no longer available.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className={buttonClassName("primary")}>
          Browse Products
        </Link>
        <Link to="/" className={buttonClassName("secondary")}>
          <House aria-hidden="true" className="size-4" />
          Return Home
        </Link>
        <Button variant="secondary" className="requires-js" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </Button>
        <Link to="/search" className={buttonClassName("secondary")}>
          <Search aria-hidden="true" className="size-4" />
          Search All Products
        </Link>
      </div>
    </section>
  );
}

/** Spec 2 §2.12 error panel "Error Loading Product" with the error message and a retry. */
export function ProductLoadError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state !== "idle";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="product-error-title">
      <h1 id="product-error-title" className="text-3xl font-bold tracking-tight">
        {messages.product.errorLoading}
      </h1>
      <p role="alert" className="mt-3 text-muted-foreground">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button className="requires-js" disabled={busy} onClick={() => void revalidator.revalidate()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {busy ? "Trying again…" : "Try Again"}
        </Button>
        <Link to="/products" className={buttonClassName("secondary")}>
          Browse Products
        </Link>
      </div>
    </section>
  );
}
