import { marketDaysTexts } from "#common/i18n/market-days";
import { activeMarketPath } from "#common/paths";
import type { MarketDaySummary } from "#common/views/market-days";
import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { useFormat, usePageTexts } from "~/lib/locale";

const badgeClass = {
  upcoming: "bg-muted text-foreground",
  active: "bg-primary text-primary-foreground",
  past: "bg-muted text-muted-foreground",
} as const;

/** A market day in a list: its name, status, dates, featured category and figures, linking to its page. */
export function MarketDayCard({ day }: { day: MarketDaySummary }) {
  const texts = usePageTexts(marketDaysTexts);
  const format = useFormat();
  const headingId = `market-day-${day.id}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-lg border border-border p-4">
      <span
        className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass[day.status]}`}
      >
        {texts.statusNames[day.status]}
      </span>
      <h3 id={headingId} className="mt-2 text-lg font-semibold">
        {day.name}
      </h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays aria-hidden="true" className="size-4" />
        {texts.dates(format.dateTime(day.startsAt), format.dateTime(day.endsAt))}
      </p>
      {day.featuredCategory ? (
        <p className="mt-1 text-sm">{texts.featuredCategory(day.featuredCategory.name)}</p>
      ) : null}
      <p className="mt-1 text-sm text-muted-foreground">
        {texts.vendorsCount(day.approvedVendors, format.number(day.approvedVendors))} ·{" "}
        {texts.productsCount(day.products, format.number(day.products))}
      </p>
      <Link
        to={activeMarketPath(day.id)}
        className="mt-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
        aria-describedby={headingId}
      >
        {texts.viewMarket}
      </Link>
    </article>
  );
}
