import { adminSettingsTexts } from "#common/i18n/admin-settings";
import type { ExchangeRates } from "#common/platform-settings";
import { exchangeRateField } from "#common/schemas/platform-settings";
import { failureFields, TextField } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";
import { SectionForm, type SettingsFailure } from "./section-form";

/**
 * Exchange rates (multi-currency): naira per unit for each currency of the reference table, with the
 * day each was set; an empty field means the currency is not offered to shoppers.
 */
export function ExchangeRatesForm({
  currencies,
  rates,
  failure,
}: {
  currencies: { code: string; name: string }[];
  rates: ExchangeRates;
  failure: SettingsFailure | null;
}) {
  const t = usePageTexts(adminSettingsTexts);
  const format = useFormat();
  const field = failureFields(failure);
  return (
    <SectionForm section="exchangeRates" intro={t.exchangeRatesIntro} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        {currencies.map((currency) => {
          const rate = rates[currency.code];
          return (
            <TextField
              key={currency.code}
              label={t.exchangeRate(currency.code, currency.name)}
              description={rate ? t.exchangeRateSetOn(format.date(rate.setOn)) : t.exchangeRateNotSet}
              inputMode="decimal"
              {...field(exchangeRateField(currency.code), rate ? String(rate.nairaPerUnit) : "")}
            />
          );
        })}
      </div>
    </SectionForm>
  );
}
