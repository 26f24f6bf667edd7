import { countryCountsPath, countryProductsPath } from "#common/paths";
import type { CountryCount } from "#common/catalog";
import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { countries } from "./nav-links";
import { useFormat, useT } from "~/lib/locale";

/**
 * "Browse by Country": a <details> disclosure, so it opens without JavaScript; with JavaScript it
 * also closes on Escape (focus back to the toggle), on a click outside and on navigation.
 * On first opening it loads how many products each country has and shows "Nigeria (42)"; until
 * then, or if that fails, it shows the fixed list of countries without counts (plain links).
 */
export function CountryMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const counts = useCountryCounts();
  const t = useT();
  const format = useFormat();
  const entries: { code: string; name: string; count?: number }[] = counts.countries?.length
    ? counts.countries
    : countries;

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  function onToggle(event: React.SyntheticEvent<HTMLDetailsElement>) {
    if (event.currentTarget.open) counts.load();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDetailsElement>) {
    const details = ref.current;
    if (event.key !== "Escape" || !details?.open) return;
    event.preventDefault();
    details.open = false;
    details.querySelector("summary")?.focus();
  }

  return (
    <details ref={ref} onKeyDown={onKeyDown} onToggle={onToggle} className="country-menu">
      <summary>
        {t.shell.browseByCountry}
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <div aria-busy={counts.loading}>
        {entries.map((country) => (
          <Link key={country.code} to={countryProductsPath(country.code)}>
            {country.name}
            {country.count === undefined ? "" : ` (${format.number(country.count)})`}
          </Link>
        ))}
      </div>
    </details>
  );
}

/**
 * Loads the counts once. A plain fetch rather than a fetcher on purpose: a fetcher's failure
 * (say, offline) would replace the whole page with the error screen; here it only leaves the
 * menu without counts, and the next opening tries again.
 */
function useCountryCounts() {
  const [countries, setCountries] = useState<CountryCount[] | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    if (countries || loading) return;
    setLoading(true);
    fetch(countryCountsPath, { headers: { accept: "application/json" } })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{ countries: CountryCount[] | null }>)
          : { countries: null },
      )
      .then((body) => setCountries(body.countries))
      .catch(() => setCountries(null))
      .finally(() => setLoading(false));
  }, [countries, loading]);
  return { countries, loading, load };
}
