import { defaultShippingCountry, shippingCountries } from "#common/schemas/checkout";
import { SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { FieldError, TextField } from "~/components/ui/field";
import type { StepProps } from "./steps";
import { StepForm } from "./step-form";
import { useFormat } from "~/lib/locale";

/** The Shipping step: the address, contact and the shipping method (from the cart's methods). */
export function ShippingStep({ view, values, errors, backTo, email }: StepProps) {
  const format = useFormat();
  const value = (name: string) => values[name] ?? "";
  return (
    <StepForm step="shipping" backTo={backTo}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={value("firstName")}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={value("lastName")}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Company name (optional)"
        name="companyName"
        autoComplete="organization"
        defaultValue={value("companyName")}
        error={errors.companyName}
      />
      <TextField
        label="Address"
        name="address1"
        autoComplete="address-line1"
        required
        defaultValue={value("address1")}
        error={errors.address1}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        name="address2"
        autoComplete="address-line2"
        defaultValue={value("address2")}
        error={errors.address2}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          required
          defaultValue={value("city")}
          error={errors.city}
        />
        <TextField
          label="State/Province"
          name="state"
          autoComplete="address-level1"
          required
          defaultValue={value("state")}
          error={errors.state}
        />
        <TextField
          label="Postal code"
          name="postalCode"
          autoComplete="postal-code"
          required
          defaultValue={value("postalCode")}
          error={errors.postalCode}
        />
        <SelectField
          label="Country"
          name="country"
          autoComplete="country"
          required
          options={shippingCountries.map((country) => ({ value: country.code, label: country.name }))}
          defaultValue={value("country") || defaultShippingCountry}
          error={errors.country}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={value("phone")}
          error={errors.phone}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={value("email") || email || ""}
          error={errors.email}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Shipping method</legend>
        {view.cart.shippingMethods.map((method) => (
          <label
            key={method.code}
            className={`flex items-start gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary ${method.available ? "cursor-pointer" : "opacity-60"}`}
          >
            <input
              type="radio"
              name="shippingMethod"
              value={method.code}
              defaultChecked={(value("shippingMethod") || view.cart.shippingMethod) === method.code}
              disabled={!method.available}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="flex-1">
              <span className="block font-medium">{method.name}</span>
              <span className="block text-muted-foreground">{method.deliveryTime}</span>
            </span>
            <span className="font-medium tabular-nums">
              {method.price === 0 ? "Free" : format.money(method.price)}
            </span>
          </label>
        ))}
        <FieldError id="shipping-method-error" message={errors.shippingMethod} />
      </fieldset>
      <TextAreaField
        label="Special instructions (optional)"
        name="specialInstructions"
        defaultValue={value("specialInstructions")}
        error={errors.specialInstructions}
      />
    </StepForm>
  );
}
