import { categoriesPath, categoryPath, productsPath } from "#common/paths";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { categoryPage } from "#server/modules/catalog/categories.queries";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { EmptyProducts } from "~/components/catalog/empty-products";
import { CatalogLoadError } from "~/components/catalog/load-error";
import { StatusPage } from "~/components/ui/status-page";
import { ProductResults, useProductCountText } from "~/components/catalog/product-results";
import { buttonClassName } from "~/components/ui/button";
import { textLinkClassName } from "~/components/ui/text-link";
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

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(messages.productList.categoryNotFound, undefined, { noindex: true });
  const { category, products } = loaderData;
  return [
    ...pageMeta(
      `${category.name}${products.page > 1 ? ` (page ${products.page})` : ""}`,
      category.description ||
        `Shop ${category.name.toLowerCase()} from African vendors: authentic products for retail and business buyers.`,
    ),
    canonicalLink(loaderData.canonicalUrl),
  ];
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, products } = loaderData;
  const location = useLocation();
  const countText = useProductCountText();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className={textLinkClassName}>
              Home
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            <Link to={categoriesPath} className={textLinkClassName}>
              Categories
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{category.name}</h1>
        {category.description ? (
          <p className="mt-2 max-w-3xl text-muted-foreground">{category.description}</p>
        ) : null}
        <p className="mt-1 text-muted-foreground">{countText(products)}</p>
      </div>
      <section aria-labelledby="category-products-title">
        <h2 id="category-products-title" className="sr-only">
          Products in {category.name}
        </h2>
        {products.rows.length === 0 ? (
          <EmptyProducts
            title={products.total > 0 ? "No products on this page" : "No products in this category yet"}
          >
            <Link
              to={products.total > 0 ? location.pathname : "/products"}
              className={buttonClassName("secondary")}
            >
              {products.total > 0 ? "Go to the first page" : "Browse all products"}
            </Link>
          </EmptyProducts>
        ) : (
          <ProductResults key={location.search} first={products} label={`${category.name} pages`} />
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CategoryNotFound />;
  return <CatalogLoadError title="Category" />;
}

function CategoryNotFound() {
  return (
    <StatusPage
      eyebrow="404"
      title={messages.productList.categoryNotFound}
      message="The category you're looking for doesn't exist or has been removed."
    >
      <Link to={categoriesPath} className={buttonClassName("primary", "lg")}>
        All Categories
      </Link>
      <Link to={productsPath} className={buttonClassName("secondary", "lg")}>
        Browse Products
      </Link>
      <Link to="/" className={buttonClassName("secondary", "lg")}>
        Back to Home
      </Link>
    </StatusPage>
  );
}
