import { messages } from "#common/messages";
import { ArrowRight, Boxes, Cog, FileText, Gem, type LucideIcon, Palette, Scissors, ShieldCheck, Shirt, Sofa, Sparkles, Wheat } from "lucide-react";
import { Link } from "react-router";
import { businessBuyerLinks, type CategorySlug, categories, categoryPath } from "~/components/shell/nav-links";
import { Button, buttonClassName } from "~/components/ui/button";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Shop African Brands — Authentic African products for retail and business buyers" },
  {
    name: "description",
    content: "Discover authentic African brands: fashion, home decor, jewelry, food, beauty, art and crafts from African vendors, for retail and business buyers.",
  },
];

const categoryIcons: Record<CategorySlug, LucideIcon> = {
  fashion: Shirt,
  "home-decor": Sofa,
  jewelry: Gem,
  "food-products": Wheat,
  beauty: Sparkles,
  art: Palette,
  crafts: Scissors,
  machinery: Cog,
};

const businessIcons: Record<string, LucideIcon> = {
  "/rfq": FileText,
  "/bulk-orders": Boxes,
  "/trade-assurance": ShieldCheck,
};

export default function Home() {
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-accent text-accent-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Shop African Brands
          </h1>
          <p className="mt-4 max-w-2xl text-lg">
            Authentic products from African vendors, in one marketplace for retail shoppers and business buyers alike.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/products" className={buttonClassName("primary", "lg")}>
              Browse Products
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/vendors/become-vendor" className={buttonClassName("secondary", "lg")}>
              Become a Vendor
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="categories-title" className="text-2xl font-bold tracking-tight">
          Shop by Category
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {categories.map((category) => {
            const Icon = categoryIcons[category.slug];
            return (
              <li key={category.slug}>
                <Link
                  to={categoryPath(category.slug)}
                  className="flex h-full flex-col items-center gap-3 rounded-lg border border-border bg-card p-6 text-center font-medium text-card-foreground transition-colors hover:border-primary hover:text-primary-text"
                >
                  <Icon aria-hidden="true" className="size-8" />
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="business-title" className="border-t border-border bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="business-title" className="text-2xl font-bold tracking-tight">
            For business buyers
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Sourcing for a shop, hotel, office or distributor? Buy in volume directly from African vendors.
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {businessBuyerLinks.map((link) => {
              const Icon = businessIcons[link.to] ?? FileText;
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex h-full gap-4 rounded-lg border border-border bg-card p-5 text-card-foreground hover:border-primary"
                  >
                    <Icon aria-hidden="true" className="size-6 shrink-0 text-primary-text" />
                    <span>
                      <span className="block font-semibold">{link.label}</span>
                      <span className="mt-1 block text-sm text-muted-foreground">{link.description}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}

/** Spec 1 §2.5: the home page has its own fallback whose Try Again reloads the page. */
export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="home-error-title">
      <h1 id="home-error-title" className="text-3xl font-bold tracking-tight">
        {messages.errors.title}
      </h1>
      <p className="mt-4 text-muted-foreground">{messages.errors.unexpectedOnLoad}</p>
      <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </section>
  );
}
