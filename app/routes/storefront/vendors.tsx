import { pageTextsFor } from "#common/i18n/catalogue";
import { vendorsPageTexts } from "#common/i18n/vendor-directory";
import { languageOfPage, usePageTexts, useT } from "~/lib/locale";
import { pageParam } from "#common/paging";
import { parseVendorFilters, vendorFilterSearchParams } from "#common/schemas/vendor-filters";
import { vendorDirectory } from "#server/modules/vendors/vendors.queries";
import { useNavigation } from "react-router";
import { LoadFailed } from "~/components/vendors/load-failed";
import { VendorFiltersForm } from "~/components/vendors/vendor-filters-form";
import { vendorCountText, VendorResults } from "~/components/vendors/vendor-results";
import { absoluteUrl, canonicalLink, pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/vendors";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  const url = new URL(request.url);
  const filters = parseVendorFilters(url.searchParams);
  const page = pageParam(url.searchParams.get("page"));
  const { vendors, options } = await vendorDirectory(db, { filters, page });
  const canonical = vendorFilterSearchParams(filters);
  if (page > 1) canonical.set("page", String(page));
  return { vendors, options, filters, canonicalUrl: absoluteUrl(env.APP_URL, url.pathname, canonical) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const texts = pageTextsFor(vendorsPageTexts, languageOfPage(matches));
  if (!loaderData) return pageMeta(texts.metaTitle, texts.metaDescription, { noindex: true });
  const page = loaderData.vendors.page;
  return [
    ...pageMeta(page > 1 ? texts.titlePage(page) : texts.title, texts.metaDescription),
    canonicalLink(loaderData.canonicalUrl),
  ];
};

export default function Vendors({ loaderData }: Route.ComponentProps) {
  const { vendors, options, filters } = loaderData;
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/vendors";
  const texts = usePageTexts(vendorsPageTexts);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
        <p aria-live="polite" className="mt-1 text-muted-foreground">
          {vendorCountText(vendors.total, "vendor")}
        </p>
      </div>
      <VendorFiltersForm filters={filters} options={options} />
      <section
        aria-labelledby="vendor-results-title"
        aria-busy={updating}
        className="transition-opacity aria-busy:opacity-60"
      >
        <h2 id="vendor-results-title" className="sr-only">
          {texts.results}
        </h2>
        <VendorResults
          vendors={vendors}
          filtered={Object.keys(filters).length > 0}
          noun="vendor"
          label={texts.listLabel}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const texts = usePageTexts(vendorsPageTexts);
  return (
    <LoadFailed
      title={texts.title}
      message={texts.loadFailed}
      back={{ to: "/", label: t.notFound.backToHome }}
    />
  );
}
