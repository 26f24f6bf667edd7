import { categoriesPath, homeSectionsPath, productsPath, vendorsPath } from "#common/paths";
import { rfqPath } from "#common/rfq-paths";
import { en } from "#common/i18n/en";
import { messages } from "#common/messages";
import { homePage } from "#server/modules/catalog/home.queries";
import { ArrowRight, Boxes, FileText, type LucideIcon, ShieldCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { CatalogSection } from "~/components/catalog/catalog-section";
import { CategoryGrid } from "~/components/catalog/category-grid";
import { FeaturedVendors } from "~/components/catalog/featured-vendors";
import { ProductGrid } from "~/components/catalog/product-card";
import { SearchForm } from "~/components/shell/search-form";
import { StatusPage } from "~/components/ui/status-page";
import { businessBuyerLinks } from "~/components/shell/nav-links";
import { Button, buttonClassName } from "~/components/ui/button";
import { absoluteUrl, canonicalLink } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { HomeSections } from "~/routes/resources/home-sections";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  return { ...(await homePage(db)), canonicalUrl: absoluteUrl(env.APP_URL, "/") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: "Shop African Brands — Authentic African products for retail and business buyers" },
  {
    name: "description",
    content:
      "Discover authentic African brands: fashion, home decor, jewelry, food, beauty, art and crafts from African vendors, for retail and business buyers.",
  },
  ...(loaderData ? [canonicalLink(loaderData.canonicalUrl)] : []),
];

/** The product sections below the fold, in page order; one that comes back empty is left out. */
const laterSections = [
  {
    id: "latest",
    title: "Latest Arrivals",
    description: "New from African vendors.",
    viewAll: { to: productsPath, label: "View all new arrivals" },
  },
  {
    id: "heritage",
    title: "Heritage Collection",
    description: "Traditional craft and heritage designs.",
    viewAll: { to: productsPath, label: "Browse all products" },
  },
] as const;

const businessIcons: Record<string, LucideIcon> = {
  [rfqPath]: FileText,
  "/bulk-orders": Boxes,
  "/trade-assurance": ShieldCheck,
};

/**
 * The first screen of a phone shows the search box and the first products: a compact hero, then
 * the best sellers. The sections further down load as the visitor scrolls near them, so the page
 * is sent (and drawn) in a third of the elements.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { bestSelling, categories } = loaderData;
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-accent text-accent-foreground">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:py-12">
          <h1 id="hero-title" className="max-w-3xl text-2xl font-bold tracking-tight sm:text-5xl">
            Shop African Brands
          </h1>
          <p className="mt-1 max-w-2xl text-sm sm:mt-4 sm:text-lg">
            Authentic products from African vendors, in one marketplace for retail shoppers and business
            buyers alike.
          </p>
          {/* From 48rem the header has its own search box. */}
          <SearchForm id="home-search" className="mt-4 md:hidden" />
          <div className="mt-4 flex flex-wrap gap-3 sm:mt-8">
            <Link
              to={productsPath}
              className={`${buttonClassName("primary", "md")} sm:h-12 sm:px-6 sm:text-base`}
            >
              Browse Products
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/vendors/become-vendor"
              className={`${buttonClassName("secondary", "md")} sm:h-12 sm:px-6 sm:text-base`}
            >
              Become a Vendor
            </Link>
          </div>
        </div>
      </section>

      {bestSelling.length > 0 ? (
        <CatalogSection
          id="bestSelling"
          title="Best Selling"
          description="What shoppers look at most."
          viewAll={{ to: productsPath, label: "View all products" }}
        >
          <ProductGrid products={bestSelling} eagerCount={4} />
        </CatalogSection>
      ) : null}

      {categories.length > 0 ? (
        <CatalogSection
          id="categories"
          title="Shop by Category"
          viewAll={{ to: categoriesPath, label: "All categories" }}
        >
          <CategoryGrid categories={categories} />
        </CatalogSection>
      ) : null}

      <LaterSections />

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

/**
 * Latest arrivals, the heritage collection and featured vendors: fetched in one request when the
 * visitor scrolls within a screen or so of them. Until then each shows its title, its "View all"
 * link (all there is without JavaScript) and a skeleton of its size, so nothing jumps when it fills.
 */
function LaterSections() {
  const fetcher = useFetcher<HomeSections>();
  const start = useRef<HTMLDivElement>(null);
  const { load } = fetcher;
  useEffect(() => {
    const element = start.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load(homeSectionsPath);
      },
      { rootMargin: "1000px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  const loaded = fetcher.data && !fetcher.data.failed ? fetcher.data : null;
  const failed = fetcher.state === "idle" && fetcher.data?.failed === true;
  const body = (content: ReactNode, skeleton: ReactNode) => (loaded ? content : failed ? null : skeleton);
  return (
    <div ref={start}>
      {failed ? (
        <div role="alert" className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 pt-10">
          <p>{en.productList.loadFailed}</p>
          <Button variant="secondary" onClick={() => void load(homeSectionsPath)}>
            Try Again
          </Button>
        </div>
      ) : null}
      {laterSections.map((section) =>
        loaded?.[section.id].length === 0 ? null : (
          <CatalogSection key={section.id} {...section}>
            {body(
              <ProductGrid products={loaded?.[section.id] ?? []} />,
              <Skeleton
                count={12}
                className="grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
                item="card-skeleton"
              />,
            )}
          </CatalogSection>
        ),
      )}
      {loaded?.featuredVendors.length === 0 ? null : (
        <CatalogSection
          id="featured-vendors"
          title="Featured Vendors"
          description="Verified African businesses selling on the marketplace."
          viewAll={{ to: vendorsPath, label: "All vendors" }}
        >
          {body(
            <FeaturedVendors vendors={loaded?.featuredVendors ?? []} />,
            <Skeleton count={8} className="gap-4 sm:grid-cols-2 lg:grid-cols-4" item="vendor-skeleton" />,
          )}
        </CatalogSection>
      )}
    </div>
  );
}

/** Grey placeholders the size of what is loading; without JavaScript nothing loads, so none shows. */
function Skeleton({ count, className, item }: { count: number; className: string; item: string }) {
  return (
    <ul aria-hidden="true" className={`requires-js grid ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={item} />
      ))}
    </ul>
  );
}

/** The home page has its own fallback whose Try Again reloads the page. */
export function ErrorBoundary() {
  return (
    <StatusPage title={messages.errors.title} message={messages.errors.unexpectedOnLoad}>
      <Button size="lg" className="requires-js" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </StatusPage>
  );
}
