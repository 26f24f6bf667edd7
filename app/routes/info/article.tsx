import { normalizePath } from "#common/access";
import { infoPageTexts } from "#common/i18n/info-pages";
import { blogPath, pressPath } from "#common/paths";
import { publicContentPage } from "#server/modules/pages/pages.queries";
import { Link, redirect } from "react-router";
import { InfoPage } from "~/components/content/info-page";
import { PageBody } from "~/components/content/page-sections";
import { textLinkClassName } from "~/components/ui/text-link";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/article";

/**
 * /blog/:slug and /press/:slug: one published post or release; any other slug is the 404 page. The
 * old slug of a post or release created on /admin/pages answers 301 to its address today.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const blog = normalizePath(url.pathname).startsWith(`${blogPath}/`);
  const found = await publicContentPage(ctx(context).db, {
    kind: blog ? "blog_post" : "press_release",
    slug: params.slug.toLowerCase(),
  }).catch(notFoundAsResponse);
  if (found.movedTo !== undefined) throw redirect(`${found.movedTo}${url.search}`, 301);
  return { page: found.page, blog };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page.title, loaderData.page.summary) : [];

export default function Article({ loaderData }: Route.ComponentProps) {
  const { page, blog } = loaderData;
  const texts = usePageTexts(infoPageTexts);
  const parent = blog ? { label: texts.blog, to: blogPath } : { label: texts.press, to: pressPath };
  return (
    <InfoPage title={page.title} trail={[parent]} dates={page}>
      <p className="max-w-3xl text-lg text-muted-foreground">{page.summary}</p>
      <div className="mt-6">
        <PageBody sections={page.sections} body={page.body} />
      </div>
      <p className="mt-10">
        <Link to={parent.to} className={textLinkClassName}>
          {blog ? texts.backToBlog : texts.backToPress}
        </Link>
      </p>
    </InfoPage>
  );
}
