import { isSafeHref } from "#common/rich-text";
import type { SectionView } from "#common/views/page-sections";
import { Link } from "react-router";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { FeaturedVendors } from "~/components/catalog/featured-vendors";
import { ProductGrid } from "~/components/catalog/product-card";
import { buttonClassName } from "~/components/ui/button";
import { RichText } from "./rich-text";

/**
 * A section's button: a same-site path through the router, a mailto address as a plain link. The
 * server stores no other target; one that got in anyway (an older row, a bug) is not shown at all.
 */
function SectionButton({ href, label }: { href: string; label: string }) {
  const className = buttonClassName();
  if (!isSafeHref(href)) return null;
  return href.startsWith("/") ? (
    <Link to={href} className={className}>
      {label}
    </Link>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

function Section({ view, first }: { view: SectionView; first: boolean }) {
  const { section } = view;
  const f = section.fields;
  switch (section.type) {
    case "hero":
      return (
        <section className="overflow-hidden rounded-xl border border-border bg-card sm:grid sm:grid-cols-2">
          <div className="space-y-4 p-6 sm:p-10">
            <h2 className="text-3xl font-bold tracking-tight">{f.heading}</h2>
            {f.subheading ? <p className="text-lg leading-8 text-muted-foreground">{f.subheading}</p> : null}
            {f.buttonLabel && f.buttonHref ? (
              <SectionButton href={f.buttonHref} label={f.buttonLabel} />
            ) : null}
          </div>
          {f.imageKey ? (
            <CatalogImage
              imageKey={f.imageKey}
              alt={f.imageAlt ?? ""}
              width={640}
              height={400}
              sizes="(min-width: 640px) 50vw, 100vw"
              eager={first}
              className="h-full w-full object-cover"
            />
          ) : null}
        </section>
      );
    case "richText":
      return <RichText body={f.body ?? ""} />;
    case "imageText":
      return (
        <section className="grid items-center gap-6 sm:grid-cols-2">
          <CatalogImage
            imageKey={f.imageKey ?? null}
            alt={f.imageAlt ?? ""}
            width={640}
            height={480}
            sizes="(min-width: 640px) 50vw, 100vw"
            eager={first}
            className={`w-full rounded-lg object-cover ${f.imageSide === "end" ? "sm:order-last" : ""}`}
          />
          <div>
            {f.heading ? <h2 className="mb-2 text-2xl font-semibold tracking-tight">{f.heading}</h2> : null}
            <RichText body={f.body ?? ""} />
          </div>
        </section>
      );
    case "productGrid":
      // A grid with nothing to show (no product matches today) is left out rather than shown empty.
      return view.products && view.products.length > 0 ? (
        <section>
          <h2 className="mb-4 text-2xl font-semibold tracking-tight">{f.heading}</h2>
          <ProductGrid products={view.products} />
        </section>
      ) : null;
    case "vendorGrid":
      return view.vendors && view.vendors.length > 0 ? (
        <section>
          <h2 className="mb-4 text-2xl font-semibold tracking-tight">{f.heading}</h2>
          <FeaturedVendors vendors={view.vendors} />
        </section>
      ) : null;
    case "faqList":
      return (
        <section>
          {f.heading ? <h2 className="mb-2 text-2xl font-semibold tracking-tight">{f.heading}</h2> : null}
          <RichText body={f.body ?? ""} />
        </section>
      );
    case "callToAction":
      return (
        <section className="max-w-3xl space-y-3 rounded-xl border border-border bg-accent p-6 text-accent-foreground">
          <h2 className="text-2xl font-semibold tracking-tight">{f.heading}</h2>
          {f.text ? <p className="leading-7">{f.text}</p> : null}
          {f.buttonLabel && f.buttonHref ? <SectionButton href={f.buttonHref} label={f.buttonLabel} /> : null}
        </section>
      );
    case "shared":
      // The server replaces a placement by the reusable section itself (sectionViews).
      return null;
  }
}

/**
 * A stored page's content: the sections published from the page builder, or, for a page never
 * published from it, its body exactly as before. Every field becomes text nodes and attributes React
 * escapes; rich text goes through RichText, never through HTML.
 */
export function PageBody({ sections, body }: { sections: readonly SectionView[] | null; body: string }) {
  if (!sections) return <RichText body={body} />;
  return (
    <div className="space-y-10">
      {sections.map((view, index) => (
        <Section key={view.section.id} view={view} first={index === 0} />
      ))}
    </div>
  );
}
