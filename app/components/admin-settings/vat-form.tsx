import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { type VatRates, vatCountries } from "#common/platform-settings";
import { vatRateField } from "#common/schemas/platform-settings";
import { failureFields, TextField } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";
import { SectionForm, type SettingsFailure } from "./section-form";

/** VAT: the fallback rate and each destination's own rate (empty: the fallback). */
export function VatForm({ rates, failure }: { rates: VatRates; failure: SettingsFailure | null }) {
  const t = usePageTexts(adminSettingsTexts);
  const field = failureFields(failure);
  return (
    <SectionForm section="vat" intro={t.vatIntro} failure={failure}>
      <TextField
        label={t.vatFallback}
        description={t.vatFallbackHint}
        inputMode="decimal"
        required
        {...field("fallbackPercent", String(rates.fallbackPercent))}
      />
      <p className="text-sm text-muted-foreground">{t.vatCountryHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {vatCountries.map((country) => {
          const rate = rates.byCountry[country.code];
          return (
            <TextField
              key={country.code}
              label={t.vatCountry(country.name)}
              inputMode="decimal"
              {...field(vatRateField(country.code), rate === undefined ? "" : String(rate))}
            />
          );
        })}
      </div>
    </SectionForm>
  );
}
