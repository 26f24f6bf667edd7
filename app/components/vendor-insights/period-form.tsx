import { vendorInsightsTexts } from "#common/i18n/vendor-insights";
import { type InsightPeriod, insightPeriods } from "#common/vendor-insights";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { usePageTexts } from "~/lib/locale";

/** Chooses the period of the figures: a GET form, so it works without JavaScript and the URL can be shared. */
export function PeriodForm({ period }: { period: InsightPeriod }) {
  const texts = usePageTexts(vendorInsightsTexts);
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <div className="w-48">
        <SelectField
          label={texts.periodLabel}
          name="period"
          defaultValue={period}
          options={insightPeriods.map((option) => ({ value: option, label: texts.periods[option] }))}
        />
      </div>
      <Button type="submit" variant="secondary">
        {texts.showPeriod}
      </Button>
    </Form>
  );
}
