import { normalizePath } from "#common/access";
import { publishedContentPage } from "#server/modules/pages/pages.queries";
import { InfoPage } from "~/components/content/info-page";
import { PageBody } from "~/components/content/page-sections";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/page";

/**
 * The page's slug is its path: this route serves /about-us, /faq, /terms and the other stored pages,
 * and the documentation under /info/ (/info/documentation).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = normalizePath(new URL(request.url).pathname);
  const documentation = path.startsWith("/info/");
  const page = await publishedContentPage(ctx(context).db, {
    kind: documentation ? "documentation" : "page",
    slug: path.slice(documentation ? "/info/".length : 1),
  }).catch(notFoundAsResponse);
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page.title, loaderData.page.summary) : [];

/** An information page (about, support, FAQ, policies, careers, documentation) from the pages table. */
export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <InfoPage title={page.title}>
      <PageBody sections={page.sections} body={page.body} />
    </InfoPage>
  );
}
