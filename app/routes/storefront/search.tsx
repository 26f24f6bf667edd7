import { productsPath, searchPath } from "#common/paths";
import type { ProductPage } from "#common/catalog";
import { pageTextsFor } from "#common/i18n/catalogue";
import { searchPageTexts } from "#common/i18n/search-page";
import { pageParam } from "#common/paging";
import { minSearchLength, searchSorts, type SearchSort } from "#common/search";
import { recentCategoryChoices } from "#server/modules/catalog/recent-lists";
import { recentPopularSearches } from "#server/modules/search/search.queries";
import { searchProducts } from "#server/modules/search/search-products";
import { searchClientKey } from "#server/modules/search/search-client";
import { Form, Link, useSubmit } from "react-router";
import { ProductResults, useProductCountText } from "~/components/catalog/product-results";
import { Button } from "~/components/ui/button";
import { textLinkClassName } from "~/components/ui/text-link";
import { languageOfPage, usePageTexts, useT } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const texts = pageTextsFor(searchPageTexts, languageOfPage(matches));
  return data?.term
    ? pageMeta(texts.metaTitleFor(data.term), texts.metaDescriptionFor(data.term), { noindex: true })
    : pageMeta(texts.metaTitle, texts.metaDescription, { noindex: true });
};

const isSort = (value: string | null): value is SearchSort => searchSorts.includes(value as SearchSort);

/** /search and /search-results with ?q=&category=&sort=&page=. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor, client, env, searchRankings } = ctx(context);
  const params = new URL(request.url).searchParams;
  const term = (params.get("q") ?? "").trim().replace(/\s+/g, " ");
  const sortParam = params.get("sort");
  const sort: SearchSort = isSort(sortParam) ? sortParam : "relevance";
  const category = params.get("category") || "";
  const [categories, popular] = await Promise.all([
    recentCategoryChoices.get(db),
    recentPopularSearches.get(db),
  ]);
  const empty: ProductPage = { rows: [], total: 0, totalIsLowerBound: false, page: 1, pageSize: 10 };
  if (term.length < minSearchLength) {
    return { term, sort, category, categories, popular, products: empty, tooShort: term.length > 0 };
  }
  const userId = actor?.userId ?? null;
  const clientKey = searchClientKey({ userId, ip: client.ip, secret: env.AUTH_SECRET });
  const result = await searchProducts(db, {
    query: term,
    categorySlug: category || undefined,
    sort,
    page: pageParam(params.get("page")),
    userId,
    clientKey,
    rankings: searchRankings,
  });
  return { term, sort, category, categories, popular, products: result, tooShort: false };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { term, sort, category, categories, popular, products, tooShort } = loaderData;
  const submit = useSubmit();
  const searched = term.length >= minSearchLength;
  const countText = useProductCountText();
  const t = useT();
  const texts = usePageTexts(searchPageTexts);
  // The hint is one sentence for translators; its browse-link part becomes the link.
  const [beforeLink, afterLink] = texts.noResultsHint(texts.browseAll).split(texts.browseAll);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {searched ? texts.titleFor(term) : texts.title}
      </h1>
      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-3"
        role="search"
        aria-label={texts.formLabel}
        onChange={(event) => searched && submit(event.currentTarget)}
      >
        <div className="min-w-56 flex-1">
          <label htmlFor="search-page-q" className="block text-sm font-medium">
            {texts.searchFor}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={term}
            minLength={minSearchLength}
            className="mt-1 block w-full rounded-md border border-border bg-card px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="search-page-category" className="block text-sm font-medium">
            {texts.category}
          </label>
          <select
            id="search-page-category"
            name="category"
            defaultValue={category}
            className="mt-1 block rounded-md border border-border bg-card px-3 py-2"
          >
            <option value="">{texts.allCategories}</option>
            {categories.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="search-page-sort" className="block text-sm font-medium">
            {texts.sortBy}
          </label>
          <select
            id="search-page-sort"
            name="sort"
            defaultValue={sort}
            className="mt-1 block rounded-md border border-border bg-card px-3 py-2"
          >
            {searchSorts.map((value) => (
              <option key={value} value={value}>
                {texts.sorts[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{texts.search}</Button>
      </Form>

      {tooShort && (
        <p role="alert" className="mt-6 font-medium text-destructive-text">
          {t.search.tooShort}
        </p>
      )}

      {searched ? (
        <section aria-label={texts.resultsLabel} className="mt-8">
          <p className="mb-4 text-sm text-muted-foreground" role="status">
            {countText(products)}
          </p>
          {products.total === 0 ? (
            <div className="rounded-lg border border-dashed border-border p-8 text-center">
              <p className="font-medium">{t.search.noResults(term)}</p>
              <p className="mt-2 text-sm text-muted-foreground">
                {beforeLink}
                <Link to={productsPath} className={textLinkClassName}>
                  {texts.browseAll}
                </Link>
                {afterLink}
              </p>
            </div>
          ) : (
            <ProductResults key={`${term}|${category}|${sort}`} first={products} label={texts.listLabel} />
          )}
        </section>
      ) : (
        popular.length > 0 && (
          <section aria-labelledby="popular-searches" className="mt-8">
            <h2 id="popular-searches" className="text-lg font-semibold">
              {texts.popular}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {popular.map((item) => (
                <li key={item.term}>
                  <Link
                    to={searchPath(item.term)}
                    className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                  >
                    {item.term}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )
      )}
    </div>
  );
}
