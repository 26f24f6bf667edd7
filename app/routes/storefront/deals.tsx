import { productListTexts } from "#common/i18n/product-list";
import type { DealCardData } from "#common/catalog";
import { pageTextsFor } from "#common/i18n/catalogue";
import { dealsIntroductionSlug } from "#common/curated-collections";
import { dealsTexts } from "#common/i18n/curated-pages";
import { pageParam } from "#common/paging";
import { bulkOrdersPath, dealsPath, productsPath } from "#common/paths";
import { listDeals } from "#server/modules/catalog/deals.queries";
import { landingIntroduction } from "#server/modules/pages/pages.queries";
import { Link } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { EmptyProducts, PastLastPage } from "~/components/catalog/empty-products";
import { CatalogLoadError } from "~/components/catalog/load-error";
import { LandingIntroduction } from "~/components/content/landing-introduction";
import { buttonClassName } from "~/components/ui/button";
import { ProductResults, useProductCountText } from "~/components/catalog/product-results";
import { languageOfPage, useFormat, usePageTexts } from "~/lib/locale";
import { absoluteUrl, canonicalLink, pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { useFeatureEnabled } from "~/lib/root-data";
import type { Route } from "./+types/deals";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  // `products`, as every product list's loader names it: Load more asks this loader for `?page=N+1`.
  const [products, introduction] = await Promise.all([
    listDeals(db, { page }),
    landingIntroduction(db, { slug: dealsIntroductionSlug }),
  ]);
  const canonical = new URLSearchParams(page > 1 ? { page: String(page) } : {});
  return { products, introduction, canonicalUrl: absoluteUrl(env.APP_URL, dealsPath, canonical) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const texts = pageTextsFor(dealsTexts, languageOfPage(matches));
  if (!loaderData) return pageMeta(texts.metaTitle, undefined, { noindex: true });
  const { page } = loaderData.products;
  const title = loaderData.introduction?.title ?? texts.metaTitle;
  return [
    ...pageMeta(
      page > 1 ? texts.metaTitlePage(title, page) : title,
      loaderData.introduction?.summary ?? texts.metaDescription,
      { noindex: loaderData.products.rows.length === 0 },
    ),
    canonicalLink(loaderData.canonicalUrl),
  ];
};

/**
 * /deals: its title and introduction (the stored page admins edit in the page builder, else the texts
 * shipped with it), then listed products priced below their earlier price, deepest discount first,
 * 12 a page: numbered pages without JavaScript, and with it Load more appends the next page in place.
 */
export default function Deals({ loaderData }: Route.ComponentProps) {
  const { products: deals, introduction } = loaderData;
  const texts = usePageTexts(dealsTexts);
  const listTexts = usePageTexts(productListTexts);
  const countText = useProductCountText();
  const bulkOrders = useFeatureEnabled("bulk-pricing");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6">
        <LandingIntroduction stored={introduction} title={texts.title} intro={texts.intro} />
        {deals.total > 0 ? <p className="mt-1 text-muted-foreground">{countText(deals)}</p> : null}
      </div>
      <section aria-labelledby="deals-title">
        <h2 id="deals-title" className="sr-only">
          {texts.title}
        </h2>
        {deals.rows.length > 0 ? (
          <ProductResults
            key={deals.page}
            first={deals}
            label={texts.listLabel}
            priceNote={(deal) => <DealBadge deal={deal} />}
          />
        ) : deals.total > 0 ? (
          <PastLastPage />
        ) : (
          <EmptyProducts title={texts.emptyTitle}>
            <p className="max-w-md text-muted-foreground">{texts.emptyText}</p>
            <div className="flex flex-wrap justify-center gap-3">
              {bulkOrders ? (
                <Link to={bulkOrdersPath} className={buttonClassName("secondary")}>
                  {texts.bulkOrdersLink}
                </Link>
              ) : null}
              <Link to={productsPath} className={buttonClassName("secondary")}>
                {listTexts.browseAllProducts}
              </Link>
            </div>
          </EmptyProducts>
        )}
      </section>
    </div>
  );
}

/** The cut, as the data gives it: the whole percentage off (when at least 1%) and the earlier price. */
function DealBadge({ deal }: { deal: DealCardData }) {
  const texts = usePageTexts(dealsTexts);
  const format = useFormat();
  const was = format.price(deal.originalPrice, deal.currency);
  const percent = format.percent(deal.percentOff);
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
      <span className="sr-only">
        {deal.percentOff > 0 ? texts.dealLabel(percent, was) : texts.smallDealLabel(was)}
      </span>
      {deal.percentOff > 0 ? (
        <span aria-hidden="true">
          <Badge tone="brand">{texts.percentOff(percent)}</Badge>
        </span>
      ) : null}
      <s aria-hidden="true">{was}</s>
    </p>
  );
}

export function ErrorBoundary() {
  const texts = usePageTexts(dealsTexts);
  return <CatalogLoadError title={texts.title} />;
}
