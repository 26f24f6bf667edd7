import { messages } from "#common/messages";
import { Store } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";

/** Spec 2 §2.9 "Store Not Found", with View All Stores. */
export function StoreNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="store-not-found-title">
      <Store aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
      <h1 id="store-not-found-title" className="mt-4 text-3xl font-bold tracking-tight">
        {messages.store.notFoundTitle}
      </h1>
      <p className="mt-4 text-muted-foreground">{messages.store.notFound}</p>
      <div className="mt-8">
        <Link to="/stores" className={buttonClassName("primary", "lg")}>
          View All Stores
        </Link>
      </div>
    </section>
  );
}
