import { pageCount } from "#common/paging";
import { Link, useLocation } from "react-router";
import { useFormat, useT } from "~/lib/locale";

/** Previous / next page links that keep the other query parameters; works without JavaScript. */
export function Pagination({
  page,
  total,
  totalIsLowerBound = false,
  pageSize,
  label,
}: {
  page: number;
  total: number;
  /** More rows exist than `total` (a list counted only so far): the page count reads "84+". */
  totalIsLowerBound?: boolean;
  pageSize: number;
  label: string;
}) {
  const location = useLocation();
  const t = useT();
  const format = useFormat();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params}`;
  };
  const linkClass = "rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted";
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 pt-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          {t.paging.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        {t.paging.pageOf(format.number(page), format.number(pages), totalIsLowerBound)}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          {t.paging.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
