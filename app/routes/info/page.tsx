import { normalizePath } from "#common/access";
import { publishedContentPage } from "#server/modules/pages/pages.queries";
import { InfoPage } from "~/components/content/info-page";
import { PageBody } from "~/components/content/page-sections";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/page";

/** The page's slug is its path: this route serves /about-us, /faq, /terms and the other stored pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = normalizePath(new URL(request.url).pathname).slice(1);
  const page = await publishedContentPage(ctx(context).db, { kind: "page", slug }).catch(notFoundAsResponse);
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page.title, loaderData.page.summary) : [];

/** An information page (about, support, FAQ, policies, careers) from the pages table. */
export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <InfoPage title={page.title}>
      <PageBody sections={page.sections} body={page.body} />
    </InfoPage>
  );
}
