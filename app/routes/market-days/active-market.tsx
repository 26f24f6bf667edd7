import { pageTextsFor } from "#common/i18n/catalogue";
import { marketDaysTexts } from "#common/i18n/market-days";
import { countdownTarget, eventProductSorts } from "#common/market-days";
import { majorUnitsText } from "#common/money-input";
import { pageParam } from "#common/paging";
import { activeMarketPath, marketDaysPath, vendorStorePath } from "#common/paths";
import { parseEventFilters } from "#common/schemas/market-day";
import { eventPage } from "#server/modules/market-days/market-days.queries";
import { PackageSearch } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { Countdown } from "~/components/market-days/countdown";
import { EventProductCard } from "~/components/market-days/event-product-card";
import { Button } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { EmptyListState } from "~/components/ui/list-states";
import { Pagination } from "~/components/ui/pagination";
import { StatusPage } from "~/components/ui/status-page";
import { LoadFailed } from "~/components/vendors/load-failed";
import { languageOfPage, useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { messages } from "#common/messages";
import type { Route } from "./+types/active-market";

/**
 * /active-market/:marketId: a market day's banner with the countdown to its start or end, its
 * featured category, its approved vendors and a page of its products at their event prices, filtered
 * and sorted. An unknown id is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const url = new URL(request.url);
  const filters = parseEventFilters(url.searchParams);
  const page = await eventPage(db, {
    marketDayId: params.marketId,
    filters,
    page: pageParam(url.searchParams.get("page")),
  });
  if (!page) throw data({ message: messages.marketDays.notFound }, { status: 404 });
  return { ...page, filters };
}

export function headers() {
  return { "Cache-Control": "no-cache" };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const texts = pageTextsFor(marketDaysTexts, languageOfPage(matches));
  if (!loaderData) return pageMeta(texts.title, undefined, { noindex: true });
  return pageMeta(`${loaderData.day.name} · ${texts.title}`, loaderData.day.description || texts.intro);
};

export default function ActiveMarket({ loaderData }: Route.ComponentProps) {
  const { day, now, vendors, categories, products, filters } = loaderData;
  const texts = usePageTexts(marketDaysTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const updating =
    navigation.state === "loading" && navigation.location.pathname === activeMarketPath(day.id);
  const countdown = countdownTarget(day, new Date(now));
  const filtered = Boolean(
    filters.search ||
    filters.category ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.inStock,
  );
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <Link to={marketDaysPath} className="text-sm font-medium text-primary-text hover:underline">
        {texts.allMarketDays}
      </Link>
      <header className="flex flex-col gap-4 rounded-xl bg-primary p-6 text-primary-foreground md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide">{texts.statusNames[day.status]}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">{day.name}</h1>
          {day.description ? <p className="mt-2 max-w-2xl">{day.description}</p> : null}
          <p className="mt-2 text-sm">
            {texts.dates(format.dateTime(day.startsAt), format.dateTime(day.endsAt))}
          </p>
          {day.featuredCategory ? (
            <p className="mt-1 text-sm">{texts.featuredCategory(day.featuredCategory.name)}</p>
          ) : null}
        </div>
        {countdown ? (
          <Countdown target={countdown.at} serverNow={now} to={countdown.to} />
        ) : (
          <p>{texts.ended}</p>
        )}
      </header>

      <section aria-labelledby="vendors-heading">
        <h2 id="vendors-heading" className="text-xl font-semibold">
          {texts.vendorsHeading}
        </h2>
        {vendors.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {vendors.map((vendor) => (
              <li key={vendor.id}>
                <Link
                  to={vendorStorePath(vendor.id)}
                  className="block rounded-full border border-border px-3 py-1.5 text-sm hover:bg-muted"
                >
                  {vendor.businessName}{" "}
                  <span className="text-muted-foreground">({format.number(vendor.productCount)})</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">{texts.noVendors}</p>
        )}
      </section>

      <section aria-labelledby="products-heading" className="space-y-4">
        <h2 id="products-heading" className="text-xl font-semibold">
          {texts.productsHeading}
        </h2>
        <Form
          method="get"
          aria-label={texts.filtersLabel}
          className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        >
          <label className="flex flex-col gap-1 text-sm font-medium lg:col-span-2">
            {texts.search}
            <input type="search" name="q" defaultValue={filters.search ?? ""} className={inputClassName} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {texts.category}
            <select name="category" defaultValue={filters.category ?? ""} className={inputClassName}>
              <option value="">{texts.anyCategory}</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name} ({format.number(category.count)})
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {texts.minPrice}
            <input
              name="minPrice"
              inputMode="decimal"
              defaultValue={filters.minPrice !== undefined ? majorUnitsText(filters.minPrice) : ""}
              className={inputClassName}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {texts.maxPrice}
            <input
              name="maxPrice"
              inputMode="decimal"
              defaultValue={filters.maxPrice !== undefined ? majorUnitsText(filters.maxPrice) : ""}
              className={inputClassName}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {texts.sort}
            <select name="sort" defaultValue={filters.sort} className={inputClassName}>
              {eventProductSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {texts.sorts[sort]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm font-medium lg:col-span-2">
            <input
              type="checkbox"
              name="availability"
              value="in_stock"
              defaultChecked={filters.inStock}
              className="size-4"
            />
            {texts.inStock}
          </label>
          <div className="flex gap-2 lg:col-span-4 lg:justify-end">
            {filtered ? (
              <Link to={activeMarketPath(day.id)} className="self-center text-sm font-medium hover:underline">
                {texts.clearFilters}
              </Link>
            ) : null}
            <Button type="submit">{texts.apply}</Button>
          </div>
        </Form>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {texts.resultCount(products.total, format.number(products.total))}
        </p>
        <div aria-busy={updating} className="transition-opacity aria-busy:opacity-60">
          {products.rows.length ? (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
              {products.rows.map((product) => (
                <li key={product.productId}>
                  <EventProductCard product={product} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyListState
              icon={<PackageSearch aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
              title={texts.noProducts}
              text={texts.noProductsText}
              action={{ to: activeMarketPath(day.id), label: texts.clearFilters }}
            />
          )}
        </div>
        <Pagination
          page={products.page}
          total={products.total}
          pageSize={products.pageSize}
          label={texts.productPagesLabel}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = usePageTexts(marketDaysTexts);
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <StatusPage title={texts.notFound} message={texts.noActiveText}>
        <Link to={marketDaysPath} className="font-medium text-primary-text hover:underline">
          {texts.allMarketDays}
        </Link>
      </StatusPage>
    );
  return (
    <LoadFailed
      title={texts.title}
      message={texts.loadFailed}
      back={{ to: marketDaysPath, label: texts.allMarketDays }}
    />
  );
}
