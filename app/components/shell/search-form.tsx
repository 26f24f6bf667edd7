import { Search } from "lucide-react";
import { Form, useLocation, useSearchParams } from "react-router";
import { inputClassName } from "~/components/ui/field";

/** The site search box: a plain GET form to /search, so it works before JavaScript loads. */
export function SearchForm({ id, className = "" }: { id: string; className?: string }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === "/search" ? (params.get("q") ?? "") : "";
  return (
    <Form method="get" action="/search" role="search" className={`flex w-full items-stretch gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        key={current}
        id={id}
        type="search"
        name="q"
        defaultValue={current}
        placeholder="Search African products and brands"
        autoComplete="off"
        className={inputClassName}
      />
      <button
        type="submit"
        aria-label="Search"
        className="inline-flex shrink-0 items-center justify-center rounded-md bg-primary px-3 text-primary-foreground hover:bg-primary-hover"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </Form>
  );
}
