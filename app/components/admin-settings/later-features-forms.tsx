import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { majorUnitsText } from "#common/money-input";
import { type PayOnDeliverySettings, type ReferralSettings, vatCountries } from "#common/platform-settings";
import { payOnDeliveryCountryField } from "#common/schemas/platform-settings";
import { CheckboxField } from "~/components/ui/choice-fields";
import { FieldError, failureFields, TextField } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";
import { checkedOf, SectionForm, type SettingsFailure } from "./section-form";

// Referrals and pay on delivery have no feature yet: their settings are stored and checked now, and
// each section says so, so nobody expects a change here to do something today.

export function ReferralsForm({
  referrals,
  failure,
}: {
  referrals: ReferralSettings;
  failure: SettingsFailure | null;
}) {
  const t = usePageTexts(adminSettingsTexts);
  const field = failureFields(failure);
  return (
    <SectionForm section="referrals" intro={t.referralsIntro} failure={failure}>
      <CheckboxField
        label={t.referralsEnabled}
        name="enabled"
        defaultChecked={checkedOf(failure, "enabled", referrals.enabled)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t.referralReward}
          inputMode="decimal"
          required
          {...field("rewardAmount", majorUnitsText(referrals.rewardAmount))}
        />
        <TextField
          label={t.referralMinimumPurchase}
          inputMode="decimal"
          required
          {...field("minimumPurchase", majorUnitsText(referrals.minimumPurchase))}
        />
        <TextField
          label={t.referralMaxPerUser}
          inputMode="numeric"
          required
          {...field("maxReferralsPerUser", String(referrals.maxReferralsPerUser))}
        />
      </div>
    </SectionForm>
  );
}

export function PayOnDeliveryForm({
  payOnDelivery,
  failure,
}: {
  payOnDelivery: PayOnDeliverySettings;
  failure: SettingsFailure | null;
}) {
  const t = usePageTexts(adminSettingsTexts);
  const field = failureFields(failure);
  const countriesError = failure?.fieldErrors?.countries;
  return (
    <SectionForm section="payOnDelivery" intro={t.payOnDeliveryIntro} failure={failure}>
      <CheckboxField
        label={t.payOnDeliveryEnabled}
        name="enabled"
        defaultChecked={checkedOf(failure, "enabled", payOnDelivery.enabled)}
      />
      <TextField
        label={t.payOnDeliveryMax}
        inputMode="decimal"
        required
        {...field("maxOrderTotal", majorUnitsText(payOnDelivery.maxOrderTotal))}
      />
      <fieldset aria-describedby={countriesError ? "pay-on-delivery-countries-error" : undefined}>
        <legend className="text-sm font-medium">{t.payOnDeliveryCountries}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {vatCountries.map((country) => (
            <CheckboxField
              key={country.code}
              label={country.name}
              name={payOnDeliveryCountryField(country.code)}
              defaultChecked={checkedOf(
                failure,
                payOnDeliveryCountryField(country.code),
                payOnDelivery.countries.includes(country.code),
              )}
            />
          ))}
        </div>
        <FieldError id="pay-on-delivery-countries-error" message={countriesError} />
      </fieldset>
    </SectionForm>
  );
}
