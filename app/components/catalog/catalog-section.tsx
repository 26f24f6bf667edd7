import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLinkClassName } from "~/components/ui/text-link";

/** A titled home-page band with an optional "view all" link. */
export function CatalogSection({
  id,
  title,
  description,
  viewAll,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  viewAll?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
        {viewAll ? (
          <Link to={viewAll.to} className={`inline-flex items-center gap-1 ${textLinkClassName}`}>
            {viewAll.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
