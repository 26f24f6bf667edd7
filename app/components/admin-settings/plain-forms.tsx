import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { majorUnitsText } from "#common/money-input";
import type { SupportContact } from "#common/platform-settings";
import { failureFields, TextField } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";
import { SectionForm, type SettingsFailure } from "./section-form";

/** Commission: the percentage kept from each sub-order. */
export function CommissionForm({ percent, failure }: { percent: number; failure: SettingsFailure | null }) {
  const t = usePageTexts(adminSettingsTexts);
  const field = failureFields(failure);
  return (
    <SectionForm section="commission" intro={t.commissionIntro} failure={failure}>
      <TextField
        label={t.commissionPercent}
        inputMode="decimal"
        required
        {...field("commissionPercent", String(percent))}
      />
    </SectionForm>
  );
}

/** Payouts: the smallest payout a vendor may request. */
export function PayoutsForm({ minimum, failure }: { minimum: number; failure: SettingsFailure | null }) {
  const t = usePageTexts(adminSettingsTexts);
  const field = failureFields(failure);
  return (
    <SectionForm section="payouts" intro={t.payoutsIntro} failure={failure}>
      <TextField
        label={t.minimumPayout}
        inputMode="decimal"
        required
        {...field("minimumPayout", majorUnitsText(minimum))}
      />
    </SectionForm>
  );
}

/** Support contact: where contact-form messages go, and the support line. */
export function SupportForm({
  contact,
  failure,
}: {
  contact: SupportContact;
  failure: SettingsFailure | null;
}) {
  const t = usePageTexts(adminSettingsTexts);
  const field = failureFields(failure);
  return (
    <SectionForm section="support" intro={t.supportIntro} failure={failure}>
      <TextField
        label={t.supportEmail}
        type="email"
        autoComplete="off"
        required
        {...field("email", contact.email)}
      />
      <TextField
        label={t.supportPhone}
        type="tel"
        autoComplete="off"
        description={t.supportPhoneHint}
        {...field("phone", contact.phone)}
      />
    </SectionForm>
  );
}
