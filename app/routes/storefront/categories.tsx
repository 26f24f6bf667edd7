import { productsPath } from "#common/paths";
import { listCategories } from "#server/modules/catalog/categories.queries";
import { Link } from "react-router";
import { CategoryGrid } from "~/components/catalog/category-grid";
import { EmptyProducts } from "~/components/catalog/empty-products";
import { CatalogLoadError } from "~/components/catalog/load-error";
import { buttonClassName } from "~/components/ui/button";
import { absoluteUrl, canonicalLink, pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  return { categories: await listCategories(db), canonicalUrl: absoluteUrl(env.APP_URL, "/categories") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(
    "Categories",
    "Shop African products by category: fashion, home decor, jewelry, food, beauty, art, crafts and machinery.",
  ),
  ...(loaderData ? [canonicalLink(loaderData.canonicalUrl)] : []),
];

export default function Categories({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Categories</h1>
      {loaderData.categories.length === 0 ? (
        <EmptyProducts title="No categories yet">
          <Link to={productsPath} className={buttonClassName("secondary")}>
            Browse all products
          </Link>
        </EmptyProducts>
      ) : (
        <CategoryGrid categories={loaderData.categories} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <CatalogLoadError title="Categories" />;
}
