import { useFormat } from "~/lib/locale";

export interface CustomizationOption {
  id: string;
  name: string;
  type: "select" | "checkbox" | "text";
  category: string;
  description: string;
  required: boolean;
  minOrderQuantity: number;
  additionalCost: number;
  setupCost: number;
  leadTimeDays: number;
  values: { id: string; value: string; label: string; additionalCost: number }[];
}

const typeLabels: Record<CustomizationOption["type"], string> = {
  select: "Choice",
  checkbox: "Yes / no",
  text: "Your text",
};

/** The vendor's customization options, read-only (choosing them belongs to quotes and the cart). */
export function CustomizationList({
  options,
  currency,
}: {
  options: readonly CustomizationOption[];
  currency: string;
}) {
  const format = useFormat();
  if (options.length === 0)
    return <p className="text-sm text-muted-foreground">This product has no customization options.</p>;
  return (
    <ul className="space-y-3">
      {options.map((option) => (
        <li key={option.id} className="rounded-lg border border-border p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold">
              {option.name}
              {option.required ? (
                <span className="ml-2 text-xs font-medium text-muted-foreground">(required)</span>
              ) : null}
            </p>
            <p className="text-xs text-muted-foreground">
              {option.category} · {typeLabels[option.type]}
            </p>
          </div>
          {option.description ? <p className="mt-1 text-muted-foreground">{option.description}</p> : null}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
            {option.additionalCost > 0 ? (
              <li>+{format.money(option.additionalCost, currency)} per unit</li>
            ) : null}
            {option.setupCost > 0 ? <li>{format.money(option.setupCost, currency)} one-off set-up</li> : null}
            {option.minOrderQuantity > 1 ? (
              <li>From {format.number(option.minOrderQuantity)} units</li>
            ) : null}
            {option.leadTimeDays > 0 ? <li>+{option.leadTimeDays} days lead time</li> : null}
          </ul>
          {option.values.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`${option.name} choices`}>
              {option.values.map((value) => (
                <li key={value.id} className="rounded border border-border bg-muted px-2 py-0.5 text-xs">
                  {value.label}
                  {value.additionalCost > 0 ? ` (+${format.money(value.additionalCost, currency)})` : ""}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
