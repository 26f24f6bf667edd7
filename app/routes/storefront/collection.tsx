import { productListTexts } from "#common/i18n/product-list";
import { productPageSize, type ProductPage } from "#common/catalog";
import { curatedCollectionAt } from "#common/curated-collections";
import { pageTextsFor } from "#common/i18n/catalogue";
import { collectionTexts, curatedCollectionTexts } from "#common/i18n/curated-pages";
import { pageParam } from "#common/paging";
import { bulkOrdersPath, categoryPath, productsPath, tradeAssurancePath } from "#common/paths";
import { rfqPath } from "#common/rfq-paths";
import { categoryPage } from "#server/modules/catalog/categories.queries";
import { landingIntroduction } from "#server/modules/pages/pages.queries";
import { data, Link, useLocation } from "react-router";
import { EmptyProducts, PastLastPage } from "~/components/catalog/empty-products";
import { CatalogLoadError } from "~/components/catalog/load-error";
import { LandingIntroduction } from "~/components/content/landing-introduction";
import { ProductResults, useProductCountText } from "~/components/catalog/product-results";
import { buttonClassName } from "~/components/ui/button";
import { textLinkClassName } from "~/components/ui/text-link";
import { languageOfPage, usePageTexts, useT } from "~/lib/locale";
import { absoluteUrl, canonicalLink, pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { useVisibleLinks } from "~/lib/root-data";
import type { Route } from "./+types/collection";

/**
 * A curated collection (/african-crafts, /african-machinery): its title and introduction (the stored
 * page admins edit in the page builder, else the texts shipped with it), its category's products as
 * the category page lists them (newest first, 12 a page), and links on to the full category and its
 * neighbours. A category that is gone leaves the page with its empty state.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  const url = new URL(request.url);
  const collection = curatedCollectionAt(url.pathname);
  if (!collection) throw data(null, { status: 404 });
  const page = pageParam(url.searchParams.get("page"));
  const [found, introduction] = await Promise.all([
    categoryPage(db, { slug: collection.categorySlug, page }),
    landingIntroduction(db, { slug: collection.introductionSlug }),
  ]);
  const products: ProductPage = found?.products ?? {
    rows: [],
    total: 0,
    totalIsLowerBound: false,
    page,
    pageSize: productPageSize,
  };
  const canonical = new URLSearchParams(page > 1 ? { page: String(page) } : {});
  return {
    collection,
    introduction,
    products,
    canonicalUrl: absoluteUrl(env.APP_URL, collection.path, canonical),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const language = languageOfPage(matches);
  const texts = pageTextsFor(curatedCollectionTexts[loaderData.collection.key], language);
  const shared = pageTextsFor(collectionTexts, language);
  const { page } = loaderData.products;
  const title = loaderData.introduction?.title ?? texts.metaTitle;
  return [
    ...pageMeta(
      page > 1 ? shared.metaTitlePage(title, page) : title,
      loaderData.introduction?.summary ?? texts.metaDescription,
      { noindex: loaderData.products.rows.length === 0 },
    ),
    canonicalLink(loaderData.canonicalUrl),
  ];
};

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { collection, introduction, products } = loaderData;
  const t = useT();
  const texts = usePageTexts(curatedCollectionTexts[collection.key]);
  const shared = usePageTexts(collectionTexts);
  // A link to a feature an admin turned off is left out.
  const nextSteps = useVisibleLinks([
    { to: rfqPath, label: shared.rfqLink },
    { to: bulkOrdersPath, label: shared.bulkOrdersLink },
    { to: tradeAssurancePath, label: shared.tradeAssuranceLink },
  ]);
  const listTexts = usePageTexts(productListTexts);
  const location = useLocation();
  const countText = useProductCountText();
  const categoryName = t.categories[collection.categorySlug];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6">
        <LandingIntroduction stored={introduction} title={texts.title} intro={texts.intro} />
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
          <Link to={categoryPath(collection.categorySlug)} className={textLinkClassName}>
            {shared.seeAll(categoryName)}
          </Link>
          {products.total > 0 ? <span className="text-muted-foreground">{countText(products)}</span> : null}
        </p>
      </div>
      <section aria-labelledby="collection-products-title">
        <h2 id="collection-products-title" className="sr-only">
          {shared.productsTitle(categoryName)}
        </h2>
        {products.rows.length > 0 ? (
          <ProductResults
            key={location.search}
            first={products}
            label={shared.listLabel(introduction?.title ?? texts.title)}
          />
        ) : products.total > 0 ? (
          <PastLastPage />
        ) : (
          <EmptyProducts title={shared.emptyTitle}>
            <Link to={productsPath} className={buttonClassName("secondary")}>
              {listTexts.browseAllProducts}
            </Link>
          </EmptyProducts>
        )}
      </section>
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        {collection.relatedCategorySlugs.length > 0 ? (
          <nav aria-labelledby="collection-related-title">
            <h2 id="collection-related-title" className="text-lg font-semibold">
              {shared.relatedTitle}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {collection.relatedCategorySlugs.map((slug) => (
                <li key={slug}>
                  <Link to={categoryPath(slug)} className={buttonClassName("secondary", "sm")}>
                    {t.categories[slug]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-labelledby="collection-business-title">
          <h2 id="collection-business-title" className="text-lg font-semibold">
            {shared.nextStepsTitle}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {nextSteps.map((step) => (
              <li key={step.to}>
                <Link to={step.to} className={buttonClassName("secondary", "sm")}>
                  {step.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const collection = curatedCollectionAt(useLocation().pathname);
  const texts = usePageTexts(curatedCollectionTexts[collection?.key ?? "africanCrafts"]);
  return <CatalogLoadError title={texts.title} />;
}
