import { vendorInsightsTexts } from "#common/i18n/vendor-insights";
import { type InsightPeriod, insightPeriods } from "#common/vendor-insights";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { usePageTexts } from "~/lib/locale";

/** Chooses the period of the figures: a GET form, so it works without JavaScript and the URL can be shared. */
export function PeriodForm({ period }: { period: InsightPeriod }) {
  const texts = usePageTexts(vendorInsightsTexts);
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <Field label={texts.periodLabel}>
        {(id) => (
          <select id={id} name="period" defaultValue={period} className={`${inputClassName} w-auto`}>
            {insightPeriods.map((option) => (
              <option key={option} value={option}>
                {texts.periods[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" variant="secondary">
        {texts.showPeriod}
      </Button>
    </Form>
  );
}
