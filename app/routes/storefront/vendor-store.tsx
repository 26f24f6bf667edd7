import { storesPath, vendorStorePath } from "#common/paths";
import { vendorAreaSections } from "#common/access";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { storeTabParam } from "#common/vendors";
import { storePage } from "#server/modules/vendors/vendors.queries";
import { data, isRouteErrorResponse, useNavigation } from "react-router";
import { LoadFailed } from "~/components/vendors/load-failed";
import { StoreAboutTab } from "~/components/vendors/store-about-tab";
import { StoreBanner } from "~/components/vendors/store-banner";
import { StoreNotFound } from "~/components/vendors/store-not-found";
import { StoreProductsTab } from "~/components/vendors/store-products-tab";
import { StoreReviewsTab } from "~/components/vendors/store-reviews-tab";
import { StoreSidebar } from "~/components/vendors/store-sidebar";
import { StoreStats } from "~/components/vendors/store-stats";
import { StoreTabs } from "~/components/vendors/store-tabs";
import { StorefrontBanners } from "~/components/vendors/storefront-banners";
import { absoluteUrl, canonicalLink, pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/vendor-store";

/** The public store page; the tab, product search and page live in the URL. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, actor, env } = ctx(context);
  const url = new URL(request.url);
  const vendorId = params.vendorId;
  // A vendor-area section (e.g. /vendor/dashboard/store) is never a store id.
  if (vendorAreaSections.includes(vendorId.toLowerCase()))
    throw data({ message: messages.store.notFound }, { status: 404 });
  const tab = storeTabParam(url.searchParams.get("tab"));
  const search = (url.searchParams.get("q") ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, 100);
  const page = pageParam(url.searchParams.get("page"));
  const result = await storePage(db, { vendorId, viewerId: actor?.userId ?? null, tab, search, page });
  if (!result) throw data({ message: messages.store.notFound }, { status: 404 });
  const canonical = new URLSearchParams(tab === "products" ? {} : { tab });
  return {
    ...result,
    tab,
    search,
    canonicalUrl: absoluteUrl(env.APP_URL, vendorStorePath(vendorId), canonical),
  };
}

export function headers() {
  // Follow state and ownership are personal.
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(messages.store.notFoundTitle, undefined, { noindex: true });
  const { store, tab } = loaderData;
  const description =
    store.description.trim() ||
    `${store.businessName}: ${store.businessType} in ${store.city}, ${store.countryName}. Shop their products on Shop African Brands.`;
  const section = tab === "about" ? " – About" : tab === "reviews" ? " – Reviews" : "";
  return [
    ...pageMeta(`${store.businessName}${section}`, description),
    canonicalLink(loaderData.canonicalUrl),
  ];
};

export default function VendorStore({ loaderData }: Route.ComponentProps) {
  const { store, tab, search, products, reviews, banners } = loaderData;
  const navigation = useNavigation();
  const next = navigation.state === "loading" ? navigation.location : null;
  const switching =
    next?.pathname === vendorStorePath(store.id) &&
    storeTabParam(new URLSearchParams(next.search).get("tab")) !== tab;
  return (
    <div>
      <StoreBanner store={store} />
      <StorefrontBanners banners={banners} />
      <StoreStats store={store} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_20rem]">
        <section aria-label={`${store.businessName} store`} className="min-w-0 space-y-6">
          <StoreTabs current={tab} counts={{ products: store.productCount, reviews: store.ratingCount }} />
          <div aria-busy={switching} className="transition-opacity aria-busy:opacity-60">
            {tab === "products" && products ? (
              <StoreProductsTab products={products} search={search} storeName={store.businessName} />
            ) : null}
            {tab === "about" ? <StoreAboutTab store={store} /> : null}
            {tab === "reviews" && reviews ? <StoreReviewsTab store={store} reviews={reviews} /> : null}
          </div>
        </section>
        <StoreSidebar store={store} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <StoreNotFound />;
  return (
    <LoadFailed
      title="Store"
      message={messages.store.loadFailed}
      back={{ to: storesPath, label: "Back to Stores" }}
    />
  );
}
