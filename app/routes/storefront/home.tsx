import { categoriesPath, productsPath, vendorsPath } from "#common/paths";
import { rfqPath } from "#common/rfq-paths";
import type { ProductCardData } from "#common/catalog";
import { messages } from "#common/messages";
import { homePage } from "#server/modules/catalog/home.queries";
import { ArrowRight, Boxes, FileText, type LucideIcon, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { CatalogSection } from "~/components/catalog/catalog-section";
import { CategoryGrid } from "~/components/catalog/category-grid";
import { FeaturedVendors } from "~/components/catalog/featured-vendors";
import { ProductGrid } from "~/components/catalog/product-card";
import { StatusPage } from "~/components/ui/status-page";
import { businessBuyerLinks } from "~/components/shell/nav-links";
import { Button, buttonClassName } from "~/components/ui/button";
import { absoluteUrl, canonicalLink } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
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

/** The home page sections, in page order; a section with no products is left out. */
const productSections = [
  {
    id: "bestSelling",
    title: "Best Selling",
    description: "What shoppers look at most.",
    viewAll: { to: productsPath, label: "View all products" },
  },
  {
    id: "latest",
    title: "Latest Arrivals",
    description: "New from African vendors.",
    viewAll: { to: productsPath, label: "View all new arrivals" },
  },
  { id: "heritage", title: "Heritage Collection", description: "Traditional craft and heritage designs." },
] as const;

const businessIcons: Record<string, LucideIcon> = {
  [rfqPath]: FileText,
  "/bulk-orders": Boxes,
  "/trade-assurance": ShieldCheck,
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections, categories, featuredVendors } = loaderData;
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-accent text-accent-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Shop African Brands
          </h1>
          <p className="mt-4 max-w-2xl text-lg">
            Authentic products from African vendors, in one marketplace for retail shoppers and business
            buyers alike.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={productsPath} className={buttonClassName("primary", "lg")}>
              Browse Products
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/vendors/become-vendor" className={buttonClassName("secondary", "lg")}>
              Become a Vendor
            </Link>
          </div>
        </div>
      </section>

      {categories.length > 0 ? (
        <CatalogSection
          id="categories"
          title="Shop by Category"
          viewAll={{ to: categoriesPath, label: "All categories" }}
        >
          <CategoryGrid categories={categories} />
        </CatalogSection>
      ) : null}

      {productSections.map((section, index) => (
        <HomeProductSection
          key={section.id}
          {...section}
          products={sections[section.id]}
          eager={index === 0 && categories.length === 0}
        />
      ))}

      {featuredVendors.length > 0 ? (
        <CatalogSection
          id="featured-vendors"
          title="Featured Vendors"
          description="Verified African businesses selling on the marketplace."
          viewAll={{ to: vendorsPath, label: "All vendors" }}
        >
          <FeaturedVendors vendors={featuredVendors} />
        </CatalogSection>
      ) : null}

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

function HomeProductSection({
  products,
  eager,
  ...section
}: (typeof productSections)[number] & { products: ProductCardData[]; eager: boolean }) {
  if (products.length === 0) return null;
  return (
    <CatalogSection {...section}>
      <ProductGrid products={products} eagerCount={eager ? 4 : 0} />
    </CatalogSection>
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
