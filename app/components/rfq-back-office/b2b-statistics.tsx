import type { ReactNode } from "react";
import { rfqBackOfficeTexts } from "#common/i18n/rfq-back-office";
import { corporateAccountStatuses } from "#common/corporate-account";
import { rfqStatuses } from "#common/rfq";
import { isLinkHidden } from "#common/feature-routes";
import type { B2bRanked, B2bStatistics as Figures } from "#common/views/rfq-back-office";
import { Link } from "react-router";
import { BarChart } from "~/components/charts/bar-chart";
import { FigureTiles } from "~/components/charts/figure-tiles";
import { FigureTable } from "~/components/charts/figure-table";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { textLinkClassName } from "~/components/ui/text-link";
import { TitledSection } from "~/components/ui/titled-section";
import { useFormat, usePageTexts } from "~/lib/locale";
import { useEnabledFeatures } from "~/lib/root-data";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      titleClassName="font-semibold"
      className="space-y-3 rounded-lg border border-border bg-card p-4"
    >
      {children}
    </TitledSection>
  );
}

/**
 * The B2B statistics of one scope (the platform, a store, a buyer): the page gives the title and
 * intro; every figure, list and link comes from the server.
 */
export function B2bStatistics({ title, intro, figures }: { title: string; intro: string; figures: Figures }) {
  const texts = usePageTexts(rfqBackOfficeTexts);
  const t = texts.b2b;
  const format = useFormat();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
        {figures.scope === "platform" ? <p className="mt-1 text-sm">{t.marketDaysNote}</p> : null}
      </div>
      <Section title={t.totalsHeading}>
        <FigureTiles
          tiles={[
            { label: t.totalRfqs, value: format.number(figures.totalRfqs) },
            { label: t.totalQuotes, value: format.number(figures.totalQuotes) },
            { label: t.openRfqs, value: format.number(figures.openRfqs) },
            { label: t.completedRfqs, value: format.number(figures.completedRfqs) },
            {
              label: t.conversionRate,
              value: t.percent(format.percent(figures.conversionRate)),
              hint: t.conversionHint,
            },
          ]}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t.byStatusHeading}>
          <FigureTiles
            tiles={rfqStatuses.map((status) => ({
              label: texts.statuses[status],
              value: format.number(figures.rfqsByStatus[status]),
            }))}
          />
        </Section>
        {figures.corporateAccountsByStatus ? (
          <Section title={t.corporateHeading}>
            <FigureTiles
              tiles={corporateAccountStatuses.map((status) => ({
                label: t.corporateStatuses[status],
                value: format.number(figures.corporateAccountsByStatus![status]),
              }))}
            />
          </Section>
        ) : null}
      </div>
      <Trend figures={figures} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Ranking title={t.topProductsHeading} rows={figures.topProducts} />
        {figures.scope === "vendor" ? null : (
          <Ranking title={t.topVendorsHeading} rows={figures.topVendors} />
        )}
      </div>
      <Activity figures={figures} />
    </div>
  );
}

function Trend({ figures }: { figures: Figures }) {
  const t = usePageTexts(rfqBackOfficeTexts).b2b;
  const format = useFormat();
  const total = figures.trend.reduce((sum, month) => sum + month.rfqCount, 0);
  const best = figures.trend.reduce(
    (top, month) => (month.rfqCount > top.rfqCount ? month : top),
    figures.trend[0]!,
  );
  return (
    <Section title={t.trendHeading}>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noTrend}</p>
      ) : (
        <BarChart
          layout="columns"
          title={t.trendChartTitle}
          description={t.trendChartDescription(format.number(total), format.month(best.month))}
          bars={figures.trend.map((month) => ({
            label: format.month(month.month),
            value: month.rfqCount,
            valueLabel: format.number(month.rfqCount),
          }))}
        />
      )}
      <FigureTable
        caption={t.tableOf(t.trendHeading)}
        columns={t.trendColumns}
        rows={figures.trend.map((month) => [format.month(month.month), format.number(month.rfqCount)])}
      />
    </Section>
  );
}

/**
 * A link to an RFQ, account or product page, or its text alone where there is no page to open or
 * while that feature is turned off.
 */
function LinkIfShown({
  to,
  className,
  children,
}: {
  to: string | null;
  className: string;
  children: ReactNode;
}) {
  const enabled = useEnabledFeatures();
  if (to === null || isLinkHidden(to, enabled)) return <span className="break-words">{children}</span>;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

function Ranking({ title, rows }: { title: string; rows: readonly B2bRanked[] }) {
  const t = usePageTexts(rfqBackOfficeTexts).b2b;
  const format = useFormat();
  return (
    <Section title={title}>
      <DataTable caption={title} columns={t.rankColumns} empty={t.noRanking}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={cellClassName}>
              <LinkIfShown to={row.href} className={textLinkClassName}>
                {row.name}
              </LinkIfShown>
            </td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(row.rfqCount)}</td>
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}

function Activity({ figures }: { figures: Figures }) {
  const t = usePageTexts(rfqBackOfficeTexts).b2b;
  const format = useFormat();
  const describe = (activity: Figures["activities"][number]) =>
    activity.kind === "rfq"
      ? t.activity.rfq(activity.actor, activity.subject)
      : activity.kind === "quote"
        ? t.activity.quote(activity.actor, activity.subject)
        : t.activity.corporateAccount(activity.subject);
  return (
    <Section title={t.activityHeading}>
      {figures.activities.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noActivity}</p>
      ) : (
        <ol className="divide-y divide-border text-sm">
          {figures.activities.map((activity) => (
            <li
              key={`${activity.kind}-${activity.href}-${activity.at}`}
              className="flex flex-wrap justify-between gap-2 py-2"
            >
              <LinkIfShown to={activity.href} className={`${textLinkClassName} break-words`}>
                {describe(activity)}
              </LinkIfShown>
              <time dateTime={activity.at} className="text-muted-foreground">
                {format.dateTime(activity.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
