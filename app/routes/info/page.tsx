import { normalizePath } from "#common/access";
import type { ContentPageKind } from "#common/content-pages";
import { publicContentPage } from "#server/modules/pages/pages.queries";
import { redirect } from "react-router";
import { InfoPage } from "~/components/content/info-page";
import { PageBody } from "~/components/content/page-sections";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/page";

/**
 * Which stored page a path names: /pages/{slug} a page an admin created, /info/{slug} the
 * documentation, and any other path of this route (/about-us, /faq, /terms…) the information page
 * whose slug it is.
 */
function storedPageAt(pathname: string): { kind: ContentPageKind; slug: string } {
  const path = normalizePath(pathname);
  for (const [prefix, kind] of [
    ["/pages/", "created_page"],
    ["/info/", "documentation"],
  ] as const)
    if (path.startsWith(prefix)) return { kind, slug: path.slice(prefix.length) };
  return { kind: "page", slug: path.slice(1) };
}

/**
 * A published page of the table; a draft or an unknown slug is the 404 page. A created page's old
 * address (its slug before an admin changed it) answers 301 to its address today, keeping the query.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const found = await publicContentPage(ctx(context).db, storedPageAt(url.pathname)).catch(
    notFoundAsResponse,
  );
  if (found.movedTo !== undefined) throw redirect(`${found.movedTo}${url.search}`, 301);
  return { page: found.page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page.title, loaderData.page.summary) : [];

/** An information page (about, support, FAQ, policies, careers, documentation, created pages) from the pages table. */
export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <InfoPage title={page.title}>
      <PageBody sections={page.sections} body={page.body} />
    </InfoPage>
  );
}
