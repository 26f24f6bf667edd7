import { vendorInsightsTexts } from "#common/i18n/vendor-insights";
import { pageTextsFor } from "#common/i18n/catalogue";
import { pageParam } from "#common/paging";
import { customerSorts } from "#common/views/vendor-insights";
import { vendorCustomers } from "#server/modules/analytics/vendor-customers.queries";
import { VendorCustomers } from "~/components/vendor-insights/vendor-customers";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorInsightsTexts, languageOfPage(matches)).customers.metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Search text longer than this is cut: names and e-mails are shorter. */
const maxSearchLength = 100;

/** /vendor/customers?q=&sort=spent|recent&page=: the vendor's own buyers, 20 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  const params = new URL(request.url).searchParams;
  const search = (params.get("q") ?? "").trim().slice(0, maxSearchLength);
  const sort = customerSorts.find((option) => option === params.get("sort")) ?? "spent";
  const page = await vendorCustomers(ctx(context).db, {
    vendorId: store.id,
    search,
    sort,
    page: pageParam(params.get("page")),
  });
  return { page, search, sort };
}

export default function VendorCustomersPage({ loaderData }: Route.ComponentProps) {
  return <VendorCustomers {...loaderData} />;
}
