import { productPath, searchPagePath, searchPath, searchSuggestionsPath } from "#common/paths";
import { minSearchLength, searchDebounceMs } from "#common/search";
import { imageUrl } from "#common/media";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useFetcher, useLocation, useNavigate, useSearchParams } from "react-router";
import { inputClassName } from "~/components/ui/field";
import type { loader as suggestionsLoader } from "~/routes/resources/search-suggestions";
import { useRecentSearches } from "./use-recent-searches";
import { useFormat, useT } from "~/lib/locale";

type Option = { key: string; label: string; href: string; detail?: string; imageKey?: string | null };

/**
 * The site search box: a plain GET form to /search that works before JavaScript
 * loads; with it, a combobox dropdown of recent and popular searches (under 2 characters) or live
 * results, loading, error and empty states.
 */
export function SearchForm({ id, className = "" }: { id: string; className?: string }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const format = useFormat();
  const onSearchPage = location.pathname === "/search" || location.pathname === "/search-results";
  const current = onSearchPage ? (params.get("q") ?? "") : "";
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tooShort, setTooShort] = useState(false);
  const fetcher = useFetcher<typeof suggestionsLoader>();
  const { recent, remember } = useRecentSearches();
  const rootRef = useRef<HTMLFormElement>(null);
  const listId = useId();
  const term = text.trim();
  const showsResults = term.length >= minSearchLength;

  // The box follows the page's query after a navigation, and the dropdown closes.
  const [seen, setSeen] = useState({ current, key: location.key });
  if (seen.current !== current || seen.key !== location.key) {
    setSeen({ current, key: location.key });
    setText(current);
    setOpen(false);
  }

  // Debounced load of the dropdown's data; popular searches load once when it first opens empty.
  const { load } = fetcher;
  useEffect(() => {
    if (!open || (term.length > 0 && term.length < minSearchLength)) return;
    const timer = setTimeout(() => load(searchSuggestionsPath(term)), term ? searchDebounceMs : 0);
    return () => clearTimeout(timer);
  }, [open, term, load]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open]);

  const loaded = fetcher.data && fetcher.data.query === term ? fetcher.data : null;
  const loading = showsResults && (fetcher.state !== "idle" || !loaded);
  const failed = showsResults && !loading && loaded?.failed === true;
  const options: Option[] = showsResults
    ? (loaded?.results ?? []).map((product) => ({
        key: product.id,
        label: product.name,
        href: productPath(product.id),
        detail: `${format.price(product.price, product.currency)} · ${product.vendorName}`,
        imageKey: product.imageKey,
      }))
    : [
        ...recent.map((item) => ({
          key: `recent-${item}`,
          label: item,
          href: searchPath(item),
          detail: t.searchBox.recent,
        })),
        ...(fetcher.data?.popular ?? [])
          .filter((item) => !recent.some((r) => r.toLowerCase() === item.term.toLowerCase()))
          .map((item) => ({
            key: `popular-${item.term}`,
            label: item.term,
            href: searchPath(item.term),
            detail: t.searchBox.popular,
          })),
      ];
  const dropdownOpen = open && (term.length === 0 || showsResults);

  function choose(option: Option) {
    if (!showsResults) remember(option.label);
    setOpen(false);
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      setOpen(false);
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    }
    if (event.key === "Enter" && dropdownOpen && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  }

  return (
    <Form
      ref={rootRef}
      method="get"
      action={searchPagePath}
      role="search"
      noValidate
      className={`search-form ${className}`}
      onSubmit={(event) => {
        if (term.length < minSearchLength) {
          event.preventDefault();
          setTooShort(true);
          return;
        }
        remember(term);
        setOpen(false);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t.searchBox.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTooShort(false);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t.searchBox.placeholder}
        autoComplete="off"
        role="combobox"
        aria-expanded={dropdownOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={dropdownOpen && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={tooShort || undefined}
        aria-describedby={tooShort ? `${listId}-too-short` : undefined}
        className={inputClassName}
      />
      <button
        type="submit"
        aria-label={t.searchBox.submit}
        className="inline-flex shrink-0 items-center justify-center rounded-md bg-primary px-3 text-primary-foreground hover:bg-primary-hover"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {tooShort && (
        <p
          id={`${listId}-too-short`}
          role="alert"
          className="absolute top-full left-0 z-50 mt-1 rounded-md bg-card px-3 py-2 text-sm font-medium text-destructive-text shadow"
        >
          {t.search.tooShort}
        </p>
      )}
      <div
        hidden={!dropdownOpen || tooShort}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[400px] overflow-y-auto rounded-md border border-border bg-card text-card-foreground shadow-lg"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={showsResults ? t.searchBox.resultsFor(term) : t.searchBox.recentAndPopular}
        >
          {/* An option is not a link (no nested controls); it navigates when chosen, by pointer or Enter. */}
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onClick={() => choose(option)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted ${index === active ? "bg-muted" : ""}`}
            >
              {option.imageKey && (
                <img
                  src={imageUrl(option.imageKey, { width: 40, quality: 60 })}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 rounded object-cover"
                />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{option.label}</span>
                {option.detail && (
                  <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <div role="status" className="text-sm">
          {showsResults && loading && (
            <p className="px-3 py-2 text-muted-foreground">{t.searchBox.searching}</p>
          )}
          {failed && <p className="px-3 py-2 text-destructive-text">{t.search.error(term)}</p>}
          {showsResults && !loading && !failed && options.length === 0 && (
            <p className="px-3 py-2">
              {t.search.noResults(term)}
              <span className="block text-xs text-muted-foreground">{t.search.searchAnyway}</span>
            </p>
          )}
          {!showsResults && recent.length === 0 && (
            <p className="px-3 py-2 text-muted-foreground">{t.search.noRecent}</p>
          )}
        </div>
      </div>
    </Form>
  );
}
