import { pageTextsFor } from "#common/i18n/catalogue";
import { storesPageTexts } from "#common/i18n/vendor-directory";
import { languageOfPage, usePageTexts, useT } from "~/lib/locale";
import { pageParam } from "#common/paging";
import { parseVendorFilters } from "#common/schemas/vendor-filters";
import { listVendors } from "#server/modules/vendors/vendors.queries";
import { useNavigation } from "react-router";
import { LoadFailed } from "~/components/vendors/load-failed";
import { SearchBox } from "~/components/vendors/search-box";
import { vendorCountText, VendorResults } from "~/components/vendors/vendor-results";
import { absoluteUrl, canonicalLink, pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/stores";

/** The stores list, searched by business name or country. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  const url = new URL(request.url);
  const { search } = parseVendorFilters(url.searchParams);
  const page = pageParam(url.searchParams.get("page"));
  const stores = await listVendors(db, { search, page });
  const canonical = new URLSearchParams();
  if (search) canonical.set("q", search);
  if (page > 1) canonical.set("page", String(page));
  return { stores, search: search ?? "", canonicalUrl: absoluteUrl(env.APP_URL, url.pathname, canonical) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const texts = pageTextsFor(storesPageTexts, languageOfPage(matches));
  if (!loaderData) return pageMeta(texts.title, texts.metaDescription, { noindex: true });
  const page = loaderData.stores.page;
  return [
    ...pageMeta(page > 1 ? texts.titlePage(page) : texts.title, texts.metaDescription),
    canonicalLink(loaderData.canonicalUrl),
  ];
};

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { stores, search } = loaderData;
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/stores";
  const texts = usePageTexts(storesPageTexts);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
          <p aria-live="polite" className="mt-1 text-muted-foreground">
            {vendorCountText(stores.total, "store")}
          </p>
        </div>
        <div className="w-full md:max-w-md">
          <SearchBox label={texts.searchLabel} placeholder={texts.searchPlaceholder} value={search} />
        </div>
      </div>
      <section
        aria-labelledby="store-results-title"
        aria-busy={updating}
        className="transition-opacity aria-busy:opacity-60"
      >
        <h2 id="store-results-title" className="sr-only">
          {texts.results}
        </h2>
        <VendorResults vendors={stores} filtered={search !== ""} noun="store" label={texts.listLabel} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const texts = usePageTexts(storesPageTexts);
  return (
    <LoadFailed
      title={texts.title}
      message={texts.loadFailed}
      back={{ to: "/", label: t.notFound.backToHome }}
    />
  );
}
