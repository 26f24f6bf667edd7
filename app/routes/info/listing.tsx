import { normalizePath } from "#common/access";
import { infoPageTexts } from "#common/i18n/info-pages";
import { blogPath, blogPostPath, pressReleasePath } from "#common/paths";
import { contentListing } from "#server/modules/pages/pages.queries";
import { Link } from "react-router";
import { InfoPage } from "~/components/content/info-page";
import { PageBody } from "~/components/content/page-sections";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/listing";

/** /blog lists the blog posts, /press the press releases, each under its own stored introduction. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const blog = normalizePath(new URL(request.url).pathname) === blogPath;
  const listing = await contentListing(ctx(context).db, {
    slug: blog ? "blog" : "press",
    kind: blog ? "blog_post" : "press_release",
  }).catch(notFoundAsResponse);
  return { ...listing, blog };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page.title, loaderData.page.summary) : [];

export default function ContentListing({ loaderData }: Route.ComponentProps) {
  const { page, entries, blog } = loaderData;
  const texts = usePageTexts(infoPageTexts);
  const format = useFormat();
  const pathOf = blog ? blogPostPath : pressReleasePath;
  return (
    <InfoPage title={page.title}>
      <PageBody sections={page.sections} body={page.body} />
      <section aria-label={blog ? texts.blogListLabel : texts.pressListLabel} className="mt-10">
        {entries.length === 0 ? (
          <p className="text-muted-foreground">{texts.noPosts}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {entries.map((entry) => (
              <li key={entry.slug} className="flex flex-col rounded-lg border border-border bg-card p-5">
                <h2 className="text-lg font-semibold leading-snug">
                  <Link to={pathOf(entry.slug)} className="hover:underline">
                    {entry.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  <time dateTime={entry.publishedAt.toISOString()}>{format.date(entry.publishedAt)}</time>
                </p>
                <p className="mt-3 flex-1 text-sm leading-6">{entry.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </InfoPage>
  );
}
