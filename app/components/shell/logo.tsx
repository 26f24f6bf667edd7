import { Link } from "react-router";
import { siteName } from "./nav-links";

/** The brand mark, drawn inline so it cannot fail to load (the spec asks for a text fallback). */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 21.5c1.4 1.6 3.6 2.5 6.2 2.5 3.4 0 5.8-1.7 5.8-4.4 0-2.5-1.9-3.6-5-4.3-2.3-.5-3.2-1-3.2-2 0-1 1-1.7 2.6-1.7 1.6 0 2.9.6 3.9 1.6l1.7-2.1C19.6 9.6 17.8 8.8 15.5 8.8c-3.2 0-5.5 1.8-5.5 4.3 0 2.6 1.9 3.6 5 4.3 2.3.5 3.2 1.1 3.2 2.1 0 1.1-1.1 1.8-2.9 1.8-1.9 0-3.5-.8-4.6-2z"
        className="fill-primary-foreground"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md font-bold tracking-tight text-foreground"
    >
      <BrandMark />
      <span className="text-lg leading-tight">{siteName}</span>
    </Link>
  );
}
