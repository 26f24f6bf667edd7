import { pageTextsFor, type Widen } from "#common/i18n/catalogue";
import { productListTexts, productsPageTexts } from "#common/i18n/product-list";
import { pageParam } from "#common/paging";
import { activeFilterCount, productFilterSearchParams } from "#common/product-filters";
import { parseProductFilters } from "#common/schemas/product-filters";
import { productBrowser } from "#server/modules/catalog/browse.queries";
import { Link, useLocation, useNavigation } from "react-router";
import { EmptyProducts, PastLastPage } from "~/components/catalog/empty-products";
import { CatalogLoadError } from "~/components/catalog/load-error";
import { ProductFiltersForm } from "~/components/catalog/product-filters-form";
import { ProductResults, useProductCountText } from "~/components/catalog/product-results";
import { buttonClassName } from "~/components/ui/button";
import { languageOfPage, usePageTexts, useT } from "~/lib/locale";
import { absoluteUrl, canonicalLink, pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  const url = new URL(request.url);
  const filters = parseProductFilters(url.searchParams);
  const page = pageParam(url.searchParams.get("page"));
  const { products, options } = await productBrowser(db, { filters, page });
  const canonical = productFilterSearchParams(filters);
  if (page > 1) canonical.set("page", String(page));
  const countryName = options.countries.find((country) => country.code === filters.country)?.name ?? null;
  return {
    products,
    options,
    filters,
    countryName,
    canonicalUrl: absoluteUrl(env.APP_URL, url.pathname, canonical),
  };
}

type ProductsPageTexts = Widen<(typeof productsPageTexts)["en"]>;

function headingFor(
  texts: ProductsPageTexts,
  { filters, countryName }: { filters: { search?: string }; countryName: string | null },
): string {
  if (filters.search) return texts.titleMatching(filters.search);
  if (countryName) return texts.titleFromCountry(countryName);
  return texts.title;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const texts = pageTextsFor(productsPageTexts, languageOfPage(matches));
  if (!loaderData) return pageMeta(texts.title, undefined, { noindex: true });
  const page = loaderData.products.page;
  const heading = headingFor(texts, loaderData);
  return [
    ...pageMeta(
      page > 1 ? texts.titlePage(heading, page) : heading,
      texts.metaDescription,
      // An empty result (no match, or a page past the end) is not worth a search engine's index.
      { noindex: loaderData.products.rows.length === 0 },
    ),
    canonicalLink(loaderData.canonicalUrl),
  ];
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, options, filters } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const texts = usePageTexts(productsPageTexts);
  const countText = useProductCountText();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{headingFor(texts, loaderData)}</h1>
        <p aria-live="polite" className="mt-1 text-muted-foreground">
          {countText(products)}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8">
        <div>
          <ProductFiltersForm filters={filters} options={options} />
        </div>
        <section
          aria-labelledby="results-title"
          aria-busy={updating}
          className="transition-opacity aria-busy:opacity-60"
        >
          <h2 id="results-title" className="sr-only">
            {texts.results}
          </h2>
          {products.rows.length === 0 ? (
            <NoProducts total={products.total} filtered={activeFilterCount(filters) > 0} />
          ) : (
            <ProductResults
              key={location.search}
              first={products}
              label={texts.listLabel}
              cursorFilters={productFilterSearchParams(filters).toString()}
            />
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * Nothing to show: because of the filters, because the page is past the end, or because the catalog is empty.
 */
function NoProducts({ total, filtered }: { total: number; filtered: boolean }) {
  const location = useLocation();
  const t = useT();
  const texts = usePageTexts(productsPageTexts);
  const listTexts = usePageTexts(productListTexts);
  if (total > 0) return <PastLastPage />;
  return (
    <EmptyProducts title={filtered ? t.productList.noMatches : texts.emptyTitle}>
      {filtered ? (
        <Link to={location.pathname} className={buttonClassName("secondary")}>
          {listTexts.clearFilters}
        </Link>
      ) : (
        <Link to="/" className={buttonClassName("secondary")}>
          {t.notFound.backToHome}
        </Link>
      )}
    </EmptyProducts>
  );
}

export function ErrorBoundary() {
  const texts = usePageTexts(productsPageTexts);
  return <CatalogLoadError title={texts.title} />;
}
