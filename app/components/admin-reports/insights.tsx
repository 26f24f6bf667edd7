import { abandonedHours, insightWindows } from "#common/admin-reports";
import { adminReportsTexts } from "#common/i18n/admin-reports";
import type { Insights } from "#common/views/admin-reports";
import { Form, useNavigation } from "react-router";
import { InsightsHeader } from "~/components/vendor-insights/insights-header";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { TitledSection } from "~/components/ui/titled-section";
import { useFormat, usePageTexts } from "~/lib/locale";
import { FigureList, PrintButton, ReportTable } from "./report-table";

/** /admin/insights: searches that found nothing, abandoned carts, repeat buyers and cohort retention. */
export function InsightsPage({ insights }: { insights: Insights }) {
  const texts = usePageTexts(adminReportsTexts);
  const t = texts.insights;
  const format = useFormat();
  const loading = useNavigation().state === "loading";
  const { abandoned, repeatBuyers } = insights;
  const failedPercent = insights.searches === 0 ? 0 : (insights.noResultSearches / insights.searches) * 100;
  const months = Array.from({ length: insights.cohortMonths - 1 }, (_, index) => index + 1);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <InsightsHeader title={t.title} intro={t.intro} />
        <PrintButton label={texts.print} />
      </div>
      <Form method="get" aria-label={t.formLabel} className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="w-44">
          <SelectField
            label={t.searchWindow}
            name="days"
            defaultValue={String(insights.windowDays)}
            options={insightWindows.map((days) => ({ value: String(days), label: t.windows[days] }))}
          />
        </div>
        <div className="w-44">
          <SelectField
            label={t.abandonedAfter}
            name="hours"
            defaultValue={String(insights.abandonedAfterHours)}
            options={abandonedHours.map((hours) => ({ value: String(hours), label: t.hours[hours] }))}
          />
        </div>
        <Button type="submit" disabled={loading}>
          {texts.show}
        </Button>
      </Form>
      <div aria-busy={loading} className={`space-y-10 ${loading ? "opacity-60" : ""}`}>
        <ReportTable
          title={t.noResults.title}
          intro={
            insights.searches === 0
              ? t.noResults.introNone
              : `${t.noResults.intro(
                  format.number(insights.noResultSearches),
                  format.number(insights.searches),
                  format.percent(failedPercent),
                )} ${t.noResults.shown(insights.noResultTerms.length)}`
          }
          columns={[
            { label: t.noResults.term },
            { label: t.noResults.searches, numeric: true },
            { label: t.noResults.clients, numeric: true },
            { label: t.noResults.last },
          ]}
          rows={insights.noResultTerms.map((row) => ({
            key: row.term,
            cells: [
              row.term,
              format.number(row.searches),
              format.number(row.clients),
              format.dateTime(row.lastSearchedAt),
            ],
          }))}
          empty={t.noResults.empty}
        />

        <TitledSection title={t.abandoned.title} intro={t.abandoned.intro} grouped className="space-y-4">
          <FigureList
            figures={[
              { label: t.abandoned.carts, value: format.number(abandoned.carts) },
              { label: t.abandoned.guests, value: format.number(abandoned.guestCarts) },
              { label: t.abandoned.units, value: format.number(abandoned.units) },
              {
                label: t.abandoned.value,
                value:
                  abandoned.values.length === 0
                    ? format.money(0)
                    : abandoned.values.map((value) => format.money(value.amount, value.currency)).join(" + "),
              },
            ]}
          />
          <ReportTable
            title={t.abandoned.largest}
            columns={[
              { label: t.abandoned.owner },
              { label: t.abandoned.units, numeric: true },
              { label: t.abandoned.value, numeric: true },
              { label: t.abandoned.lastActivity },
            ]}
            rows={abandoned.largest.map((cart) => ({
              key: cart.cartId,
              cells: [
                cart.email ?? t.abandoned.guest,
                format.number(cart.units),
                format.money(cart.value, cart.currency),
                format.dateTime(cart.lastActivityAt),
              ],
            }))}
            empty={t.abandoned.empty}
          />
        </TitledSection>

        <TitledSection title={t.repeat.title} intro={t.repeat.intro} grouped className="space-y-4">
          {repeatBuyers.ratePercent === null ? (
            <p className="text-muted-foreground">{t.repeat.none}</p>
          ) : (
            <FigureList
              figures={[
                { label: t.repeat.buyers, value: format.number(repeatBuyers.buyers) },
                { label: t.repeat.repeat, value: format.number(repeatBuyers.repeat) },
                {
                  label: t.repeat.rate,
                  value: t.repeat.ratePercent(format.percent(Math.round(repeatBuyers.ratePercent * 10) / 10)),
                },
              ]}
            />
          )}
        </TitledSection>

        <ReportTable
          title={t.cohorts.title}
          intro={t.cohorts.intro}
          columns={[
            { label: t.cohorts.cohort },
            { label: t.cohorts.buyers, numeric: true },
            ...months.map((month) => ({ label: t.cohorts.month(month), numeric: true })),
          ]}
          rows={insights.cohorts.map((row) => ({
            key: row.cohort,
            cells: [
              format.month(row.cohort),
              format.number(row.buyers),
              ...row.retention.map((percent) =>
                percent === null ? "" : t.cohorts.cell(format.percent(Math.round(percent * 10) / 10)),
              ),
            ],
          }))}
          empty={t.cohorts.empty}
        />
      </div>
    </div>
  );
}
