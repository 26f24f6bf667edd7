import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { majorUnitsText } from "#common/money-input";
import { shippingField } from "#common/schemas/platform-settings";
import type { AdminShippingMethod } from "#common/views/admin-settings";
import { CheckboxField } from "~/components/ui/choice-fields";
import { failureFields, TextField } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";
import { checkedOf, SectionForm, type SettingsFailure } from "./section-form";

/** Shipping methods: each method's price, delivery time, the units it needs, and whether it is offered. */
export function ShippingForm({
  methods,
  failure,
}: {
  methods: AdminShippingMethod[];
  failure: SettingsFailure | null;
}) {
  const t = usePageTexts(adminSettingsTexts);
  const field = failureFields(failure);
  return (
    <SectionForm section="shipping" intro={t.shippingIntro} failure={failure}>
      {methods.map((method) => (
        <fieldset key={method.code} className="space-y-3 rounded-md border border-border p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold">{method.name}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t.shippingPrice}
              inputMode="decimal"
              required
              {...field(shippingField("price", method.code), majorUnitsText(method.price))}
            />
            <TextField
              label={t.shippingDeliveryTime}
              required
              {...field(shippingField("deliveryTime", method.code), method.deliveryTime)}
            />
            <TextField
              label={t.shippingMinUnits}
              inputMode="numeric"
              required
              {...field(shippingField("minUnits", method.code), String(method.minUnits))}
            />
          </div>
          <CheckboxField
            label={t.shippingActive}
            name={shippingField("active", method.code)}
            defaultChecked={checkedOf(failure, shippingField("active", method.code), method.isActive)}
            error={failure?.fieldErrors?.[shippingField("active", method.code)]}
          />
        </fieldset>
      ))}
    </SectionForm>
  );
}
