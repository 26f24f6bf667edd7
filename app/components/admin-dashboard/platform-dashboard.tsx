import type { ReactNode } from "react";
import { adminDashboardTexts } from "#common/i18n/admin-dashboard";
import type { Widen } from "#common/i18n/catalogue";
import { type FiguresPeriod, type FiguresPeriodError, figuresPeriods } from "#common/platform-figures";
import { productPath } from "#common/paths";
import { type Role, roleDefinitions } from "#common/roles";
import { adminVendorPath } from "#common/seller-paths";
import type { PlatformFigures, PlatformRanked } from "#common/views/platform-figures";
import { Form, Link } from "react-router";
import { BarChart } from "~/components/charts/bar-chart";
import { FigureTiles } from "~/components/charts/figure-tiles";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { TitledSection } from "~/components/ui/titled-section";
import { useFormat, usePageTexts } from "~/lib/locale";

type Texts = Widen<(typeof adminDashboardTexts)["en"]>;

export interface PlatformDashboardProps {
  period: FiguresPeriod;
  values: { from: string; to: string };
  errors: Partial<Record<"from" | "to", FiguresPeriodError>>;
  figures: PlatformFigures | null;
  /** The queues' pages, or null where the viewer may not open them (or their feature is off). */
  links: { applications: string | null; rfqs: string | null; payouts: string | null };
  viewer: { name: string; email: string; role: Role };
}

/** A day ("YYYY-MM-DD", UTC) as a date: noon, so no time zone moves it to another day. */
const dayAsDate = (day: string) => `${day}T12:00:00Z`;

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      intro={intro}
      titleClassName="font-semibold"
      className="space-y-3 rounded-lg border border-border bg-card p-4"
    >
      {children}
    </TitledSection>
  );
}

/**
 * The back office's dashboard: the period form, then the period's key figures, what waits for the
 * back office now, the top products, vendors and countries, and six months of GMV and orders.
 */
export function PlatformDashboard({
  period,
  values,
  errors,
  figures,
  links,
  viewer,
}: PlatformDashboardProps) {
  const t = usePageTexts(adminDashboardTexts);
  const format = useFormat();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="mt-2 text-muted-foreground">{t.intro}</p>
        <p className="mt-1 text-sm">
          {t.signedInAs(viewer.name, viewer.email, roleDefinitions[viewer.role].label)}
        </p>
      </div>
      <PeriodForm period={period} values={values} errors={errors} texts={t} />
      {figures ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t.period.shown(
              format.date(dayAsDate(figures.firstDay)),
              format.date(dayAsDate(figures.lastDay)),
            )}{" "}
            {t.freshness(format.dateTime(figures.readAt, { seconds: true }))}{" "}
            {t.currencyNote(figures.currency)}
          </p>
          <Section title={t.kpis.heading}>
            <FigureTiles
              tiles={[
                {
                  label: t.kpis.gmv,
                  value: format.money(figures.gmv, figures.currency),
                  hint: t.kpis.gmvHint,
                },
                { label: t.kpis.orders, value: format.number(figures.orders), hint: t.kpis.ordersHint },
                {
                  label: t.kpis.averageOrderValue,
                  value:
                    figures.averageOrderValue === null
                      ? t.kpis.noOrders
                      : format.money(figures.averageOrderValue, figures.currency),
                  hint: t.kpis.averageOrderValueHint,
                },
                {
                  label: t.kpis.newBuyers,
                  value: format.number(figures.newBuyers),
                  hint: t.kpis.newBuyersHint,
                },
                {
                  label: t.kpis.newVendors,
                  value: format.number(figures.newVendors),
                  hint: t.kpis.newVendorsHint,
                },
              ]}
            />
          </Section>
          <Section title={t.waiting.heading} intro={t.waiting.intro}>
            <FigureTiles
              tiles={[
                {
                  label: t.waiting.applications,
                  value: format.number(figures.applicationsWaiting),
                  action: (
                    <ReviewLink
                      to={links.applications}
                      label={t.waiting.review}
                      about={t.waiting.applications}
                    />
                  ),
                },
                {
                  label: t.waiting.rfqsOpen,
                  value: format.number(figures.rfqsOpen),
                  hint: t.waiting.rfqsOpenHint,
                  action: <ReviewLink to={links.rfqs} label={t.waiting.review} about={t.waiting.rfqsOpen} />,
                },
                {
                  label: t.waiting.payouts,
                  value: format.number(figures.payoutsPending.count),
                  hint: t.waiting.payoutsHint(format.money(figures.payoutsPending.amount, figures.currency)),
                  action: (
                    <ReviewLink to={links.payouts} label={t.waiting.review} about={t.waiting.payouts} />
                  ),
                },
              ]}
            />
          </Section>
          {/* One under the other: side by side, their tables would scroll sideways on most screens. */}
          <div className="space-y-6">
            <Ranking
              title={t.top.products}
              columns={t.top.productColumns}
              rows={figures.topProducts}
              currency={figures.currency}
              name={(row) => (
                <Link to={productPath(row.id)} className={textLinkClassName}>
                  {row.name ?? t.top.removedProduct}
                </Link>
              )}
            />
            <Ranking
              title={t.top.vendors}
              columns={t.top.vendorColumns}
              rows={figures.topVendors}
              currency={figures.currency}
              name={(row) => (
                <Link to={adminVendorPath(row.id)} className={textLinkClassName}>
                  {row.name}
                </Link>
              )}
            />
            <Ranking
              title={t.top.countries}
              intro={t.top.countriesHint}
              columns={t.top.countryColumns}
              rows={figures.topCountries}
              currency={figures.currency}
              name={(row) => row.name ?? (row.id || t.top.unknownCountry)}
            />
          </div>
          <Trend figures={figures} texts={t} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t.period.fixDates}</p>
      )}
    </div>
  );
}

/** A GET form, so the period is in the URL (shared, bookmarked) and works without JavaScript. */
function PeriodForm({
  period,
  values,
  errors,
  texts: t,
}: Pick<PlatformDashboardProps, "period" | "values" | "errors"> & { texts: Texts }) {
  return (
    <Form method="get" className="rounded-lg border border-border bg-card p-4">
      <fieldset className="flex flex-wrap items-start gap-3">
        <legend className="mb-2 font-semibold">{t.period.legend}</legend>
        <div className="w-48">
          <SelectField
            label={t.period.label}
            name="period"
            defaultValue={period}
            options={figuresPeriods.map((option) => ({ value: option, label: t.period.options[option] }))}
          />
        </div>
        <div className="w-44">
          <TextField
            label={t.period.from}
            name="from"
            type="date"
            defaultValue={values.from}
            error={errors.from ? t.period.errors[errors.from] : undefined}
          />
        </div>
        <div className="w-44">
          <TextField
            label={t.period.to}
            name="to"
            type="date"
            defaultValue={values.to}
            error={errors.to ? t.period.errors[errors.to] : undefined}
          />
        </div>
        <Button type="submit" variant="secondary" className="sm:mt-7">
          {t.period.show}
        </Button>
      </fieldset>
      <p className="mt-2 text-xs text-muted-foreground">{t.period.customHint}</p>
    </Form>
  );
}

function ReviewLink({ to, label, about }: { to: string | null; label: string; about: string }) {
  if (!to) return null;
  return (
    <Link to={to} className={textLinkClassName} aria-label={`${label}: ${about}`}>
      {label}
    </Link>
  );
}

function Ranking({
  title,
  intro,
  columns,
  rows,
  currency,
  name,
}: {
  title: string;
  intro?: string;
  columns: readonly string[];
  rows: readonly PlatformRanked[];
  currency: string;
  name: (row: PlatformRanked) => ReactNode;
}) {
  const t = usePageTexts(adminDashboardTexts);
  const format = useFormat();
  return (
    <Section title={title} intro={intro}>
      <DataTable caption={title} columns={columns} empty={t.top.empty}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClassName} break-words`}>{name(row)}</td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(row.count)}</td>
            <td className={`${cellClassName} tabular-nums`}>{format.money(row.revenue, currency)}</td>
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}

function Trend({ figures, texts: t }: { figures: PlatformFigures; texts: Texts }) {
  const format = useFormat();
  const total = figures.trend.reduce((sum, month) => sum + month.gmv, 0);
  const best = figures.trend.reduce((top, month) => (month.gmv > top.gmv ? month : top), figures.trend[0]!);
  return (
    <Section title={t.trend.heading} intro={t.trend.intro}>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">{t.trend.empty}</p>
      ) : (
        <BarChart
          layout="columns"
          title={t.trend.chartTitle}
          description={t.trend.chartDescription(
            format.money(total, figures.currency),
            format.month(best.month),
          )}
          bars={figures.trend.map((month) => ({
            label: format.month(month.month),
            value: month.gmv,
            valueLabel: format.money(month.gmv, figures.currency),
          }))}
        />
      )}
      <DataTable caption={t.trend.caption} columns={t.trend.columns} empty={t.trend.empty}>
        {figures.trend.map((month) => (
          <tr key={month.month}>
            <th scope="row" className={`${cellClassName} font-medium`}>
              {format.month(month.month)}
            </th>
            <td className={`${cellClassName} tabular-nums`}>{format.money(month.gmv, figures.currency)}</td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(month.orders)}</td>
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}
