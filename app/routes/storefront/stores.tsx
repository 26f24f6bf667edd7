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

const title = "African Vendor Stores";

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

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const description = "Visit the stores of verified African brands and makers, from Lagos to Nairobi.";
  if (!loaderData) return pageMeta(title, description, { noindex: true });
  return [
    ...pageMeta(
      loaderData.stores.page > 1 ? `${title} (page ${loaderData.stores.page})` : title,
      description,
    ),
    canonicalLink(loaderData.canonicalUrl),
  ];
};

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { stores, search } = loaderData;
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/stores";
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p aria-live="polite" className="mt-1 text-muted-foreground">
            {vendorCountText(stores.total, "store")}
          </p>
        </div>
        <div className="w-full md:max-w-md">
          <SearchBox label="Search stores" placeholder="Search stores..." value={search} />
        </div>
      </div>
      <section
        aria-labelledby="store-results-title"
        aria-busy={updating}
        className="transition-opacity aria-busy:opacity-60"
      >
        <h2 id="store-results-title" className="sr-only">
          Stores
        </h2>
        <VendorResults vendors={stores} filtered={search !== ""} noun="store" label="Store pages" />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <LoadFailed
      title={title}
      message="Failed to load stores. Please try again."
      back={{ to: "/", label: "Back to Home" }}
    />
  );
}
