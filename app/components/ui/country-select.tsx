import { inputClassName } from "./field";

/** A country filter: "All countries" (empty value) then each country by name, valued by its code. */
export function CountrySelect({
  id,
  defaultValue,
  countries,
}: {
  id: string;
  defaultValue: string;
  countries: readonly { code: string; name: string }[];
}) {
  return (
    <select id={id} name="country" defaultValue={defaultValue} className={inputClassName}>
      <option value="">All countries</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}
