import { infoPageTexts } from "#common/i18n/info-pages";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";

export interface Crumb {
  label: string;
  to: string;
}

/** The frame of every information page: breadcrumbs, the title, optional dates, then the content. */
export function InfoPage({
  title,
  trail = [],
  dates,
  children,
}: {
  title: string;
  /** The pages between Home and this one (Blog, Press). */
  trail?: readonly Crumb[];
  /** Shown under the title of a dated article (blog post, press release). */
  dates?: { publishedAt: Date; updatedAt: Date };
  children: ReactNode;
}) {
  const texts = usePageTexts(infoPageTexts);
  const format = useFormat();
  const crumbs: Crumb[] = [{ label: texts.home, to: "/" }, ...trail];
  const published = dates ? format.date(dates.publishedAt) : null;
  const updated = dates ? format.date(dates.updatedAt) : null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <nav aria-label={texts.breadcrumb} className="mb-6 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb) => (
            <li key={crumb.to}>
              <Link to={crumb.to} className={textLinkClassName}>
                {crumb.label}
              </Link>
              <span aria-hidden="true"> / </span>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <article>
        <header className="mb-8 max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {dates ? (
            <p className="mt-3 text-sm text-muted-foreground">
              <time dateTime={dates.publishedAt.toISOString()}>{texts.published(published!)}</time>
              {updated !== published ? (
                <>
                  {" · "}
                  <time dateTime={dates.updatedAt.toISOString()}>{texts.updated(updated!)}</time>
                </>
              ) : null}
            </p>
          ) : null}
        </header>
        {children}
      </article>
    </div>
  );
}
