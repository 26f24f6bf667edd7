import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { countries, countryPath } from "./nav-links";

/**
 * "Browse by Country": a <details> disclosure, so it opens without JavaScript; with JavaScript it
 * also closes on Escape (focus back to the toggle), on a click outside and on navigation.
 */
export function CountryMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

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

  function onKeyDown(event: React.KeyboardEvent<HTMLDetailsElement>) {
    const details = ref.current;
    if (event.key !== "Escape" || !details?.open) return;
    event.preventDefault();
    details.open = false;
    details.querySelector("summary")?.focus();
  }

  return (
    <details ref={ref} onKeyDown={onKeyDown} className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded px-1 py-0.5 hover:text-primary-text [&::-webkit-details-marker]:hidden">
        Browse by Country
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 z-50 mt-2 w-52 rounded-md border border-border bg-card p-1 shadow-lg">
        {countries.map((country) => (
          <li key={country.code}>
            <Link
              to={countryPath(country.code)}
              className="block rounded px-3 py-2 text-sm text-card-foreground hover:bg-muted focus-visible:bg-muted"
            >
              {country.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
