import {
  annualRevenues,
  businessTypes,
  employeeCounts,
  industries,
  yearsInBusinessOptions,
} from "#common/schemas/checkout";
import { CheckboxField, SelectField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/field";
import type { StepProps } from "./steps";
import { StepForm } from "./step-form";

const words = (value: string) => value.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase());
const optionsOf = (values: readonly string[], label: (value: string) => string = words) =>
  values.map((value) => ({ value, label: label(value) }));
const yearLabels: Record<string, string> = {
  less_than_1: "Less than 1 year",
  "1_2": "1–2 years",
  "3_5": "3–5 years",
  "6_10": "6–10 years",
  more_than_10: "More than 10 years",
};
const revenueLabels: Record<string, string> = {
  under_100k: "Under $100k",
  "100k_500k": "$100k–$500k",
  "500k_1m": "$500k–$1M",
  "1m_5m": "$1M–$5M",
  "5m_10m": "$5M–$10M",
  "10m_50m": "$10M–$50M",
  "50m_plus": "$50M+",
  undisclosed: "Prefer not to say",
};

/**
 * The Business step: buying for a business asks for the business fields with the spec's
 * messages; a private buyer only accepts the terms (docs/decisions/007). Without JavaScript both
 * show; CSS hides the business fields while "Myself" is chosen.
 */
export function BusinessStep({ values, errors, backTo }: StepProps) {
  const value = (name: string) => values[name] ?? "";
  const buyerType = value("buyerType") || "personal";
  return (
    <StepForm step="business" backTo={backTo}>
      <div className="space-y-4 [&:has(input[value=personal]:checked)_.business-fields]:hidden">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Who are you buying for?</legend>
          {[
            { value: "personal", label: "Myself", hint: "A private purchase" },
            {
              value: "business",
              label: "A business",
              hint: "Invoices in the business's name, purchase orders, net terms",
            },
          ].map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name="buyerType"
                value={option.value}
                defaultChecked={buyerType === option.value}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>
                <span className="block font-medium">{option.label}</span>
                <span className="block text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="business-fields grid gap-4 sm:grid-cols-2">
          <TextField
            label="Business name"
            name="businessName"
            autoComplete="organization"
            required
            defaultValue={value("businessName")}
            error={errors.businessName}
          />
          <SelectField
            label="Business type"
            name="businessType"
            required
            placeholder="Choose…"
            options={optionsOf(businessTypes)}
            defaultValue={value("businessType")}
            error={errors.businessType}
          />
          <TextField
            label="Tax ID"
            name="taxId"
            required
            defaultValue={value("taxId")}
            error={errors.taxId}
          />
          <TextField
            label="Registration number (optional)"
            name="registrationNumber"
            defaultValue={value("registrationNumber")}
            error={errors.registrationNumber}
          />
          <SelectField
            label="Years in business"
            name="yearsInBusiness"
            required
            placeholder="Choose…"
            options={optionsOf(yearsInBusinessOptions, (option) => yearLabels[option] ?? option)}
            defaultValue={value("yearsInBusiness")}
            error={errors.yearsInBusiness}
          />
          <SelectField
            label="Industry"
            name="industry"
            required
            placeholder="Choose…"
            options={optionsOf(industries)}
            defaultValue={value("industry")}
            error={errors.industry}
          />
          <SelectField
            label="Employees"
            name="employeeCount"
            required
            placeholder="Choose…"
            options={optionsOf(employeeCounts, (option) => option)}
            defaultValue={value("employeeCount")}
            error={errors.employeeCount}
          />
          <SelectField
            label="Annual revenue (optional)"
            name="annualRevenue"
            placeholder="Choose…"
            options={optionsOf(annualRevenues, (option) => revenueLabels[option] ?? option)}
            defaultValue={value("annualRevenue")}
            error={errors.annualRevenue}
          />
          <TextField
            label="Website (optional)"
            name="website"
            type="url"
            autoComplete="url"
            defaultValue={value("website")}
            error={errors.website}
          />
          <TextField
            label="PO number (optional)"
            name="poNumber"
            defaultValue={value("poNumber")}
            error={errors.poNumber}
          />
          <div className="sm:col-span-2">
            <CheckboxField
              label="Our business requires a purchase order"
              name="purchaseOrderRequired"
              defaultChecked={value("purchaseOrderRequired") === "true"}
            />
          </div>
        </div>
        <CheckboxField
          label={
            <>
              I accept the{" "}
              <a href="/terms" target="_blank" rel="noreferrer" className="underline">
                terms and conditions
              </a>
            </>
          }
          name="termsAccepted"
          defaultChecked={value("termsAccepted") === "true" || value("termsAccepted") === "on"}
          error={errors.termsAccepted}
        />
      </div>
    </StepForm>
  );
}
