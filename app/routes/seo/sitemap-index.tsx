import { productSitemapPath } from "#common/paths";
import { productSitemapPageCount } from "#server/modules/seo/sitemap.queries";
import { sitemapIndexXml } from "#server/modules/seo/sitemap-xml";
import { ctx } from "~/lib/route-context.server";
import { xmlResponse } from "~/lib/text-response.server";
import type { Route } from "./+types/sitemap-index";

/** /sitemap.xml: an index of the catalog sitemap and one product sitemap per 50,000 products. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  const pages = await productSitemapPageCount(db);
  const paths = [
    "/sitemaps/catalog.xml",
    ...Array.from({ length: pages }, (_, index) => productSitemapPath(index + 1)),
  ];
  return xmlResponse(sitemapIndexXml(env.APP_URL, paths));
}
