import { categoriesPath, categoryPath, productsPath } from "#common/paths";
import { catalogueFor, pageTextsFor } from "#common/i18n/catalogue";
import { categoryPageTexts } from "#common/i18n/category-pages";
import { productListTexts } from "#common/i18n/product-list";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { categoryPage } from "#server/modules/catalog/categories.queries";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { EmptyProducts } from "~/components/catalog/empty-products";
import { CatalogLoadError } from "~/components/catalog/load-error";
import { StatusPage } from "~/components/ui/status-page";
import { ProductResults, useProductCountText } from "~/components/catalog/product-results";
import { buttonClassName } from "~/components/ui/button";
import { textLinkClassName } from "~/components/ui/text-link";
import { languageOfPage, usePageTexts, useT } from "~/lib/locale";
import { absoluteUrl, canonicalLink, pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/category";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get("page"));
  const result = await categoryPage(db, { slug: params.slug, page });
  if (!result) throw data({ message: messages.productList.categoryNotFound }, { status: 404 });
  const canonical = new URLSearchParams(page > 1 ? { page: String(page) } : {});
  return {
    ...result,
    canonicalUrl: absoluteUrl(env.APP_URL, categoryPath(result.category.slug), canonical),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const language = languageOfPage(matches);
  if (!loaderData)
    return pageMeta(catalogueFor(language).productList.categoryNotFound, undefined, { noindex: true });
  const texts = pageTextsFor(categoryPageTexts, language);
  const { category, products } = loaderData;
  return [
    ...pageMeta(
      products.page > 1 ? texts.titlePage(category.name, products.page) : category.name,
      category.description || texts.metaDescription(category.name.toLowerCase()),
    ),
    canonicalLink(loaderData.canonicalUrl),
  ];
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, products } = loaderData;
  const location = useLocation();
  const countText = useProductCountText();
  const t = useT();
  const texts = usePageTexts(categoryPageTexts);
  const listTexts = usePageTexts(productListTexts);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label={texts.breadcrumb} className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className={textLinkClassName}>
              {t.nav.home}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            <Link to={categoriesPath} className={textLinkClassName}>
              {texts.categories}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{category.name}</h1>
          {category.description ? (
            <p className="mt-2 max-w-3xl text-muted-foreground">{category.description}</p>
          ) : null}
          <p className="mt-1 text-muted-foreground">{countText(products)}</p>
        </div>
        {category.imageKey ? (
          // The category's picture beside its title, described by the admin's text (none: decorative).
          // Phones go straight to the products: there it is not drawn (and, lazy, not loaded).
          <div className="hidden aspect-[3/2] w-64 shrink-0 overflow-hidden rounded-lg bg-muted sm:block">
            <CatalogImage
              imageKey={category.imageKey}
              alt={category.imageAlt}
              width={256}
              height={171}
              sizes="256px"
              fallback={null}
            />
          </div>
        ) : null}
      </div>
      <section aria-labelledby="category-products-title">
        <h2 id="category-products-title" className="sr-only">
          {texts.productsTitle(category.name)}
        </h2>
        {products.rows.length === 0 ? (
          <EmptyProducts title={products.total > 0 ? listTexts.noProductsOnPage : texts.emptyTitle}>
            <Link
              to={products.total > 0 ? location.pathname : "/products"}
              className={buttonClassName("secondary")}
            >
              {products.total > 0 ? listTexts.firstPage : listTexts.browseAllProducts}
            </Link>
          </EmptyProducts>
        ) : (
          <ProductResults key={location.search} first={products} label={texts.listLabel(category.name)} />
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CategoryNotFound />;
  return <CategoryLoadError />;
}

function CategoryLoadError() {
  const texts = usePageTexts(categoryPageTexts);
  return <CatalogLoadError title={texts.errorTitle} />;
}

function CategoryNotFound() {
  const t = useT();
  const texts = usePageTexts(categoryPageTexts);
  return (
    <StatusPage eyebrow="404" title={t.productList.categoryNotFound} message={texts.notFound}>
      <Link to={categoriesPath} className={buttonClassName("primary", "lg")}>
        {texts.allCategories}
      </Link>
      <Link to={productsPath} className={buttonClassName("secondary", "lg")}>
        {t.notFound.browseProducts}
      </Link>
      <Link to="/" className={buttonClassName("secondary", "lg")}>
        {t.notFound.backToHome}
      </Link>
    </StatusPage>
  );
}
