import { pageTextsFor } from "#common/i18n/catalogue";
import { categoriesPageTexts } from "#common/i18n/category-pages";
import { productListTexts } from "#common/i18n/product-list";
import { productsPath } from "#common/paths";
import { listCategories } from "#server/modules/catalog/categories.queries";
import { Link } from "react-router";
import { CategoryGrid } from "~/components/catalog/category-grid";
import { EmptyProducts } from "~/components/catalog/empty-products";
import { CatalogLoadError } from "~/components/catalog/load-error";
import { buttonClassName } from "~/components/ui/button";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { absoluteUrl, canonicalLink, pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  return { categories: await listCategories(db), canonicalUrl: absoluteUrl(env.APP_URL, "/categories") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const texts = pageTextsFor(categoriesPageTexts, languageOfPage(matches));
  return [
    ...pageMeta(texts.title, texts.metaDescription),
    ...(loaderData ? [canonicalLink(loaderData.canonicalUrl)] : []),
  ];
};

export default function Categories({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(categoriesPageTexts);
  const listTexts = usePageTexts(productListTexts);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{texts.title}</h1>
      {loaderData.categories.length === 0 ? (
        <EmptyProducts title={texts.emptyTitle}>
          <Link to={productsPath} className={buttonClassName("secondary")}>
            {listTexts.browseAllProducts}
          </Link>
        </EmptyProducts>
      ) : (
        <CategoryGrid categories={loaderData.categories} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const texts = usePageTexts(categoriesPageTexts);
  return <CatalogLoadError title={texts.title} />;
}
