import type { ActionFailure } from "#common/action-failure";
import { formMessage } from "#common/action-failure";
import { adminSettingsTexts } from "#common/i18n/admin-settings";
import type { SettingsSection } from "#common/schemas/platform-settings";
import { type ReactNode, useId } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";

/** The page action's failure, with the section whose form it belongs to. */
export type SettingsFailure = ActionFailure & { section?: string };

/** Sections saved by their own form: the settings' sections and the shipping methods. */
export type SettingsFormSection = SettingsSection | "shipping" | "exchangeRates";

/** The failure when it is this section's: another section's errors never show here. */
export function failureOf(failure: SettingsFailure | null, section: SettingsFormSection) {
  return failure?.section === section ? failure : null;
}

/** A checkbox starts as it was sent when the save failed, else as stored. */
export function checkedOf(failure: SettingsFailure | null, name: string, stored: boolean): boolean {
  return failure?.values ? failure.values[name] === "on" : stored;
}

/** One section of /admin/settings: its heading and note, and a form that saves only its own fields. */
export function SectionForm({
  section,
  intro,
  failure,
  children,
}: {
  section: SettingsFormSection;
  intro: string;
  failure: SettingsFailure | null;
  children: ReactNode;
}) {
  const t = usePageTexts(adminSettingsTexts);
  const navigation = useNavigation();
  const headingId = useId();
  const saving = navigation.state === "submitting" && navigation.formData?.get("section") === section;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t.sections[section]}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="section" value={section} />
        <FormError message={formMessage(failure) ?? null} />
        {children}
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : t.save}
        </Button>
      </Form>
    </section>
  );
}
