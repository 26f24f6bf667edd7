import { pageTextsFor } from "#common/i18n/catalogue";
import { marketDaysTexts } from "#common/i18n/market-days";
import { countdownTarget } from "#common/market-days";
import { pageParam } from "#common/paging";
import { activeMarketPath, productsPath } from "#common/paths";
import { publicMarketDays } from "#server/modules/market-days/market-days.queries";
import { CalendarX } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { Countdown } from "~/components/market-days/countdown";
import { MarketDayCard } from "~/components/market-days/market-day-card";
import { buttonClassName } from "~/components/ui/button";
import { EmptyListState } from "~/components/ui/list-states";
import { Pagination } from "~/components/ui/pagination";
import { LoadFailed } from "~/components/vendors/load-failed";
import { languageOfPage, useFormat, usePageTexts, useT } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/market-days";

/** /market-days: the market day running now, the next five, and the past ones a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const pastPage = pageParam(new URL(request.url).searchParams.get("page"));
  return publicMarketDays(db, { pastPage });
}

/** The statuses follow the server's clock: a cached page would show a market day as upcoming after it started. */
export function headers() {
  return { "Cache-Control": "no-cache" };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const texts = pageTextsFor(marketDaysTexts, languageOfPage(matches));
  return pageMeta(texts.title, texts.intro);
};

export default function MarketDays({ loaderData }: Route.ComponentProps) {
  const { active, upcoming, past, now } = loaderData;
  const texts = usePageTexts(marketDaysTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/market-days";
  const countdown = active ? countdownTarget(active, new Date(now)) : null;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8" aria-busy={updating}>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
        <p className="mt-1 text-muted-foreground">{texts.intro}</p>
      </header>

      <section aria-labelledby="active-heading">
        <h2 id="active-heading" className="text-xl font-semibold">
          {texts.activeHeading}
        </h2>
        {active ? (
          <div className="mt-4 flex flex-col gap-4 rounded-xl bg-primary p-6 text-primary-foreground md:flex-row md:items-center md:justify-between">
            <div>
              <p className="text-2xl font-bold">{active.name}</p>
              {active.description ? <p className="mt-1 max-w-2xl">{active.description}</p> : null}
              <p className="mt-2 text-sm">
                {texts.dates(format.dateTime(active.startsAt), format.dateTime(active.endsAt))}
              </p>
              {active.featuredCategory ? (
                <p className="mt-1 text-sm">{texts.featuredCategory(active.featuredCategory.name)}</p>
              ) : null}
              <p className="mt-1 text-sm">
                {texts.vendorsCount(active.approvedVendors, format.number(active.approvedVendors))} ·{" "}
                {texts.productsCount(active.products, format.number(active.products))}
              </p>
              <Link to={activeMarketPath(active.id)} className={`mt-4 ${buttonClassName("secondary", "lg")}`}>
                {texts.enterMarket}
              </Link>
            </div>
            {countdown ? <Countdown target={countdown.at} serverNow={now} to={countdown.to} /> : null}
          </div>
        ) : (
          <EmptyListState
            icon={<CalendarX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
            title={texts.noActive}
            text={texts.noActiveText}
            action={{ to: productsPath, label: texts.browseProducts }}
          />
        )}
      </section>

      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-xl font-semibold">
          {texts.upcomingHeading}
        </h2>
        {upcoming.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((day) => (
              <li key={day.id} className="flex">
                <MarketDayCard day={day} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">{texts.noUpcoming}</p>
        )}
      </section>

      <section aria-labelledby="past-heading">
        <h2 id="past-heading" className="text-xl font-semibold">
          {texts.pastHeading}
        </h2>
        {past.rows.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {past.rows.map((day) => (
              <li key={day.id} className="flex">
                <MarketDayCard day={day} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">{texts.noPast}</p>
        )}
        <Pagination
          page={past.page}
          total={past.total}
          pageSize={past.pageSize}
          label={texts.pastPagesLabel}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const texts = usePageTexts(marketDaysTexts);
  return (
    <LoadFailed
      title={texts.title}
      message={texts.loadFailed}
      back={{ to: "/", label: t.notFound.backToHome }}
    />
  );
}
