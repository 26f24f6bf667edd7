import { categoriesPath, homeSectionsPath, productsPath, vendorsPath } from "#common/paths";
import { rfqPath } from "#common/rfq-paths";
import { type Catalogue, pageTextsFor } from "#common/i18n/catalogue";
import { homePageTexts } from "#common/i18n/home-page";
import type { HomeSectionKey } from "#common/home-content";
import { homePage } from "#server/modules/catalog/home.queries";
import { ArrowRight, Boxes, FileText, type LucideIcon, ShieldCheck } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { CatalogSection } from "~/components/catalog/catalog-section";
import { CategoryGrid } from "~/components/catalog/category-grid";
import { FeaturedVendors } from "~/components/catalog/featured-vendors";
import { StorefrontBanners } from "~/components/vendors/storefront-banners";
import { ProductGrid } from "~/components/catalog/product-card";
import { SearchForm } from "~/components/shell/search-form";
import { StatusPage } from "~/components/ui/status-page";
import { Button, buttonClassName } from "~/components/ui/button";
import { languageOfPage, usePageTexts, useT } from "~/lib/locale";
import { absoluteUrl, canonicalLink } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { useVisibleLinks } from "~/lib/root-data";
import type { HomeSections } from "~/routes/resources/home-sections";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  return { ...(await homePage(db)), canonicalUrl: absoluteUrl(env.APP_URL, "/") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const texts = pageTextsFor(homePageTexts, languageOfPage(matches));
  return [
    { title: texts.metaTitle },
    { name: "description", content: texts.metaDescription },
    ...(loaderData ? [canonicalLink(loaderData.canonicalUrl)] : []),
  ];
};

/** The business buyers' pages the band below the sections leads to; each named as the menus name it. */
const businessLinks = [
  { to: rfqPath, labelKey: "requestForQuote", textKey: "rfqText", icon: FileText },
  { to: "/bulk-orders", labelKey: "bulkOrders", textKey: "bulkOrdersText", icon: Boxes },
  { to: "/trade-assurance", labelKey: "tradeAssurance", textKey: "tradeAssuranceText", icon: ShieldCheck },
] as const satisfies readonly {
  to: string;
  labelKey: keyof Catalogue["nav"];
  textKey: keyof (typeof homePageTexts)["en"];
  icon: LucideIcon;
}[];

/**
 * The first screen of a phone shows the search box and the first products: a compact hero, the
 * banners an admin put live (none: the page as it always was), then the sections in the order an
 * admin chose at /admin/content, the hidden ones left out. The sections below the fold load as the
 * visitor scrolls near any of them, so the page is sent (and drawn) in a third of the elements.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { bestSelling, categories, sections, banners } = loaderData;
  const texts = usePageTexts(homePageTexts);
  const later = useLaterSections();
  const firstLater = sections.find((section) => section.visible && isLaterSection(section.key))?.key;
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-accent text-accent-foreground">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:py-12">
          <h1 id="hero-title" className="max-w-3xl text-2xl font-bold tracking-tight sm:text-5xl">
            {texts.heroTitle}
          </h1>
          <p className="mt-1 max-w-2xl text-sm sm:mt-4 sm:text-lg">{texts.heroText}</p>
          {/* From 48rem the header has its own search box. */}
          <SearchForm id="home-search" className="mt-4 md:hidden" />
          <div className="mt-4 flex flex-wrap gap-3 sm:mt-8">
            <Link
              to={productsPath}
              className={`${buttonClassName("primary", "md")} sm:h-12 sm:px-6 sm:text-base`}
            >
              {texts.browseProducts}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/vendors/become-vendor"
              className={`${buttonClassName("secondary", "md")} sm:h-12 sm:px-6 sm:text-base`}
            >
              {texts.becomeVendor}
            </Link>
          </div>
        </div>
      </section>

      <StorefrontBanners banners={banners} label={texts.bannersLabel} />

      {sections.map(({ key, visible }) => {
        if (!visible) return null;
        if (key === "bestSelling")
          return bestSelling.length > 0 ? (
            <CatalogSection
              key={key}
              id="bestSelling"
              title={texts.bestSellingTitle}
              description={texts.bestSellingText}
              viewAll={{ to: productsPath, label: texts.bestSellingLink }}
            >
              <ProductGrid products={bestSelling} eagerCount={4} />
            </CatalogSection>
          ) : null;
        if (key === "categories")
          return categories.length > 0 ? (
            <CatalogSection
              key={key}
              id="categories"
              title={texts.categoriesTitle}
              viewAll={{ to: categoriesPath, label: texts.categoriesLink }}
            >
              <CategoryGrid categories={categories} />
            </CatalogSection>
          ) : null;
        if (key === "business") return <BusinessBand key={key} />;
        return <LaterSection key={key} sectionKey={key} later={later} showFailure={key === firstLater} />;
      })}
    </>
  );
}

/** The business buyers' band: the RFQ, bulk orders and Trade Assurance pages. */
function BusinessBand() {
  const t = useT();
  const texts = usePageTexts(homePageTexts);
  const visibleBusinessLinks = useVisibleLinks(businessLinks);
  return (
    <section aria-labelledby="business-title" className="border-t border-border bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="business-title" className="text-2xl font-bold tracking-tight">
          {texts.businessTitle}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{texts.businessText}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {visibleBusinessLinks.map(({ icon: Icon, ...link }) => {
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex h-full gap-4 rounded-lg border border-border bg-card p-5 text-card-foreground hover:border-primary"
                >
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-primary-text" />
                  <span>
                    <span className="block font-semibold">{t.nav[link.labelKey]}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">{texts[link.textKey]}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

type LaterKey = "latest" | "heritage" | "featuredVendors";

function isLaterSection(key: HomeSectionKey): key is LaterKey {
  return key === "latest" || key === "heritage" || key === "featuredVendors";
}

interface LaterSections {
  loaded: Extract<HomeSections, { failed: false }> | null;
  failed: boolean;
  /** True while the request is on its way: only then do the placeholders pulse. */
  loading: boolean;
  load: () => void;
  /** Marks a section's element: the first to come within a screen or so of the view loads them all. */
  observe: (element: HTMLElement | null) => void;
}

/**
 * Latest arrivals, the heritage collection and featured vendors: fetched in one request when the
 * visitor scrolls within a screen or so of any of them.
 */
function useLaterSections(): LaterSections {
  const fetcher = useFetcher<HomeSections>();
  const { load } = fetcher;
  const observer = useRef<IntersectionObserver | null>(null);
  const reload = useCallback(() => void load(homeSectionsPath), [load]);
  const observe = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      observer.current ??= new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          reload();
        },
        { rootMargin: "1000px 0px" },
      );
      observer.current.observe(element);
    },
    [reload],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  const loaded = fetcher.data && !fetcher.data.failed ? fetcher.data : null;
  const failed = fetcher.state === "idle" && fetcher.data?.failed === true;
  const loading = fetcher.state !== "idle";
  return { loaded, failed, loading, load: reload, observe };
}

/**
 * One section below the fold. Until the sections load it shows its title, its "View all" link (all
 * there is without JavaScript) and a skeleton of its size, so nothing jumps when it fills; one that
 * comes back empty is left out.
 */
function LaterSection({
  sectionKey,
  later,
  showFailure,
}: {
  sectionKey: LaterKey;
  later: LaterSections;
  showFailure: boolean;
}) {
  const t = useT();
  const texts = usePageTexts(homePageTexts);
  const { loaded, failed, loading, observe } = later;
  const body = (content: ReactNode, skeleton: ReactNode) => (loaded ? content : failed ? null : skeleton);
  const failure =
    failed && showFailure ? (
      <div role="alert" className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 pt-10">
        <p>{t.productList.loadFailed}</p>
        <Button variant="secondary" onClick={later.load}>
          {t.errors.tryAgain}
        </Button>
      </div>
    ) : null;
  if (sectionKey === "featuredVendors")
    return (
      <div ref={observe}>
        {failure}
        {loaded?.featuredVendors.length === 0 ? null : (
          <CatalogSection
            id="featured-vendors"
            title={texts.vendorsTitle}
            description={texts.vendorsText}
            viewAll={{ to: vendorsPath, label: texts.vendorsLink }}
          >
            {body(
              <FeaturedVendors vendors={loaded?.featuredVendors ?? []} />,
              <Skeleton
                count={8}
                className="gap-4 sm:grid-cols-2 lg:grid-cols-4"
                item="vendor-skeleton"
                loading={loading}
              />,
            )}
          </CatalogSection>
        )}
      </div>
    );
  const section =
    sectionKey === "latest"
      ? { title: texts.latestTitle, description: texts.latestText, label: texts.latestLink }
      : { title: texts.heritageTitle, description: texts.heritageText, label: texts.heritageLink };
  return (
    <div ref={observe}>
      {failure}
      {loaded?.[sectionKey].length === 0 ? null : (
        <CatalogSection
          id={sectionKey}
          title={section.title}
          description={section.description}
          viewAll={{ to: productsPath, label: section.label }}
        >
          {body(
            <ProductGrid products={loaded?.[sectionKey] ?? []} />,
            <Skeleton
              count={12}
              className="grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
              item="card-skeleton"
              loading={loading}
            />,
          )}
        </CatalogSection>
      )}
    </div>
  );
}

/**
 * Grey placeholders the size of what is loading; without JavaScript nothing loads, so none shows.
 * They pulse only while the sections are on their way: a section far below the fold waits for the
 * visitor to scroll near it, and 32 placeholders pulsing there restyled and recomposited the page on
 * every frame of its load (the main thread's busiest work on a phone, after the first paint).
 */
function Skeleton({
  count,
  className,
  item,
  loading,
}: {
  count: number;
  className: string;
  item: string;
  loading: boolean;
}) {
  return (
    <ul aria-hidden="true" data-loading={loading || undefined} className={`requires-js grid ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={item} />
      ))}
    </ul>
  );
}

/** The home page has its own fallback whose Try Again reloads the page. */
export function ErrorBoundary() {
  const t = useT();
  return (
    <StatusPage title={t.errors.title} message={t.errors.unexpectedOnLoad}>
      <Button size="lg" className="requires-js" onClick={() => window.location.reload()}>
        {t.errors.tryAgain}
      </Button>
    </StatusPage>
  );
}
