import {
  catalogSitemapEntries,
  productSitemapEntries,
  productSitemapPageCount,
} from "#server/modules/seo/sitemap.queries";
import { urlSetXml } from "#server/modules/seo/sitemap-xml";
import { data } from "react-router";
import { ctx } from "~/lib/route-context.server";
import { xmlResponse } from "~/lib/text-response.server";
import type { Route } from "./+types/sitemap-part";

/** /sitemaps/catalog.xml (pages, categories, stores) and /sitemaps/products-N.xml. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  if (params.part === "catalog.xml")
    return xmlResponse(urlSetXml(env.APP_URL, await catalogSitemapEntries(db)));
  const page = Number(/^products-(\d+)\.xml$/.exec(params.part)?.[1]);
  if (!Number.isInteger(page) || page < 1 || page > (await productSitemapPageCount(db)))
    throw data(null, { status: 404 });
  return xmlResponse(urlSetXml(env.APP_URL, await productSitemapEntries(db, { page })));
}
