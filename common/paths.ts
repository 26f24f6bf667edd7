/**
 * Every URL the app builds for a link, a redirect, a fetcher or an e-mail, one function per page,
 * so a route moves in one place. The route table (app/routes.ts) keeps its own patterns; the access
 * rules (common/access.ts, common/roles.ts) keep theirs, as they match paths rather than build them.
 *
 * Ids and slugs are percent-encoded: ours are URL-safe (base64url ids, kebab-case slugs), so this
 * changes nothing for them, but an id read from a form can hold anything. Image URLs are built in
 * common/media.ts, next to the widths and qualities they may ask for.
 */

import type { CheckoutMode, CheckoutStep } from "./checkout-steps";

const encode = encodeURIComponent;

// Storefront

export const productsPath = "/products";

/** The JSON listing's page after `cursor`, with the same filters (their query string, without a page). */
export function productsApiPath(filters: URLSearchParams, cursor: string): string {
  const params = new URLSearchParams(filters);
  params.delete("page");
  params.set("cursor", cursor);
  return `/api/v1/products?${params}`;
}

/** The product listing narrowed to one vendor country (an ISO code such as "NG"). */
export function countryProductsPath(countryCode: string): string {
  return `${productsPath}?country=${encode(countryCode)}`;
}

export function productPath(productId: string): string {
  return `/products/${encode(productId)}`;
}

/** A product page opened on its Documents tab, where the product's vendor also adds and removes them. */
export function productDocumentsPath(productId: string): string {
  return `${productPath(productId)}?documents`;
}

/**
 * A link from a product page to itself with one of its tabs chosen (see common/product-tabs.ts),
 * scrolled to the tabs: what each tab links to, so it works without JavaScript. Relative (query and
 * fragment only): every tab of a page carries one, and the page's own path would add up.
 */
export function productTabHref(tabs: Partial<Record<"tab" | "pricing" | "b2b", string>>): string {
  const query = new URLSearchParams(
    Object.entries(tabs).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return `?${query}#${"tab" in tabs ? "product-info" : "purchase"}`;
}

/** A product page with its Reviews tab open: where the review form posts. */
export function productReviewsTabPath(productId: string): string {
  return `${productPath(productId)}?tab=reviews`;
}

/** One page of a product's reviews, on the product page (the pager's link without JavaScript). */
export function productReviewsPagePath(productId: string, page: number): string {
  return `${productReviewsTabPath(productId)}&reviewsPage=${page}#reviews`;
}

/** A product page opening with its vendor comparison showing (what the comparison's Share passes on). */
export function compareVendorsPath(productId: string): string {
  return `${productPath(productId)}?compare=1`;
}

export function categoryPath(slug: string): string {
  return `/category/${encode(slug)}`;
}

export const categoriesPath = "/categories";

export const vendorsPath = "/vendors";

export const storesPath = "/stores";

export function vendorStorePath(vendorId: string): string {
  return `/vendor/${encode(vendorId)}/store`;
}

/** The search page with nothing searched yet. */
export const searchPagePath = "/search";

export function searchPath(term: string): string {
  return `/search?q=${encode(term)}`;
}

export const cartPath = "/cart";

export const checkoutPath = "/checkout";

export const guestCheckoutPath = "/checkout/guest";

/** One step of the checkout; a guest's checkout has its own address. */
export function checkoutStepPath(mode: CheckoutMode, step: CheckoutStep): string {
  return `${mode === "guest" ? guestCheckoutPath : checkoutPath}?step=${step}`;
}

export const wishlistPath = "/wishlist";

/** Products discounted right now. */
export const dealsPath = "/deals";

/** The curated collections drawn from the catalogue (common/curated-collections.ts). */
export const africanCraftsPath = "/african-crafts";

export const africanMachineryPath = "/african-machinery";

// Orders

/** Where an order is followed: the buyer's order page, or the guest's link carrying its token. */
export function orderTrackingPath(orderId: string, guestToken: string | null = null): string {
  return `/order-tracking/${encode(orderId)}${guestToken ? `?token=${encode(guestToken)}` : ""}`;
}

/**
 * Where the buyer lands after placing an order: a guest on the tracking page its token opens (it is
 * the only page a guest can come back to), an account holder on the confirmation page.
 */
export function orderPlacedPath(orderId: string, guestToken: string | null): string {
  return guestToken
    ? `${orderTrackingPath(orderId, guestToken)}&placed=1`
    : `/order-success?order=${encode(orderId)}`;
}

/** The purchase order document of an order, as a download. */
export function purchaseOrderPath(orderId: string): string {
  return `/orders/${encode(orderId)}/purchase-order`;
}

/** An order's printable invoice, for its signed-in buyer and the back office. */
export function orderInvoicePath(orderId: string): string {
  return `/orders/${encode(orderId)}/invoice`;
}

/** The back office's list of orders. */
export const adminOrdersPath = "/admin/orders";

/** One order in the back office: its parts, payments, history, internal notes and actions. */
export function adminOrderPath(orderId: string): string {
  return `${adminOrdersPath}/${encode(orderId)}`;
}

/** The activity log (admins only), with its filters when given as a query string. */
export const adminActivityLogsPath = "/admin/activity-logs";

/** The activity log's rows matching the same filters, as a CSV file. */
export function adminActivityLogsCsvPath(query = ""): string {
  return `${adminActivityLogsPath}/export.csv${query ? `?${query}` : ""}`;
}

/** The back office's first page. */
export const adminDashboardPath = "/admin/dashboard";

/** The back office's own sign-in page: the same accounts, but only admins and staff get in. */
export const adminLoginPath = "/admin/login";

/** The feature flags, turned on and off by admins. */
export const adminFeaturesPath = "/admin/features";
/** The platform settings (VAT, commission, shipping, payouts…): admins only. */
export const adminSettingsPath = "/admin/settings";
/** The roles and their permissions, and the admin sections staff may open: admins only. */
export const adminRolesPath = "/admin/roles";

/** The sandbox provider's hosted payment page. */
export function sandboxPaymentPath(reference: string): string {
  return `/payments/sandbox/${encode(reference)}`;
}

// Accounts

export const loginPath = "/auth/login";

/** Sign-in that comes back to `returnTo` afterwards. */
export function loginPathFor(returnTo: string): string {
  return `${loginPath}?redirect=${encode(returnTo)}`;
}

/** Sign-up, coming back to `returnTo` afterwards when there is one. */
export function registerPath(returnTo: string | null = null): string {
  return `/auth/register${returnTo ? `?redirect=${encode(returnTo)}` : ""}`;
}

export const forgotPasswordPath = "/auth/forgot-password";

export const logoutPath = "/auth/logout";

/** Where the e-mailed confirmation link lands once Better Auth has checked it. */
export const authCallbackPath = "/auth/callback";

/** Where a confirmation link lands, going on to `returnTo` (a same-site path) when there is one. */
export function authCallbackPathFor(returnTo: string | null): string {
  return returnTo ? `${authCallbackPath}?redirect=${encode(returnTo)}` : authCallbackPath;
}

/** Where the e-mailed password-reset link lands, to choose the new password. */
export const resetPasswordPath = "/auth/reset-password";

/** The buyer's orders, under their account. */
export const accountOrdersPath = "/account/orders";

/** The orders a buyer's dashboard lists. */
export const dashboardOrdersPath = "/dashboard/orders";

/** The dashboard link of the success screens: the guard sends each role on to its own dashboard. */
export const dashboardPath = "/dashboard";

/** The signed-in person's notification centre, the same page for every role (the header's bell). */
export const dashboardNotificationsPath = "/dashboard/notifications";

/** The notification centre showing one category, or only the unread ones (or both). */
export function dashboardNotificationsFilterPath({
  category,
  unread = false,
}: {
  category?: string;
  unread?: boolean;
}): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (unread) params.set("unread", "1");
  const query = params.toString();
  return query ? `${dashboardNotificationsPath}?${query}` : dashboardNotificationsPath;
}

export const termsPath = "/terms";

export const privacyPath = "/privacy";

// Information pages (stored in content_pages; see common/content-pages.ts)

export const aboutPath = "/about-us";
export const contactPath = "/contact-us";
export const supportPath = "/support";
export const faqPath = "/faq";
export const refundPolicyPath = "/refund-policy";
export const shippingPolicyPath = "/shipping";
export const careersPath = "/careers";
export const blogPath = "/blog";
export const pressPath = "/press";

export function blogPostPath(slug: string): string {
  return `${blogPath}/${encode(slug)}`;
}

export function pressReleasePath(slug: string): string {
  return `${pressPath}/${encode(slug)}`;
}

/** A page an admin created on /admin/pages: under its own prefix, never in front of a route. */
export function createdPagePath(slug: string): string {
  return `/pages/${encode(slug)}`;
}

// Trade Assurance

export const tradeAssurancePath = "/trade-assurance";

export const tradeAssuranceApplyPath = "/trade-assurance/apply";

/** The application guide, a text file to read before applying. */
export const tradeAssuranceGuidePath = "/trade-assurance/guide.txt";
// Corporate (business) accounts

/** Where every Apply Now button leads: the buyer's corporate account, or the form to apply for one. */
export const accountCorporatePath = "/account/corporate";

/** The same page in the buyer's dashboard. */
export const dashboardCorporatePath = "/dashboard/corporate";

/** A corporate account's verification document, for its owner and the back office only. */
export function corporateDocumentPath(documentId: string): string {
  return `/corporate-accounts/documents/${encode(documentId)}`;
}

/** The buyer's corporate account page (either address) with one contact's form open. */
export function corporateContactEditPath(pagePath: string, contactId: string): string {
  return `${pagePath}?editContact=${encode(contactId)}`;
}

export const adminCorporateAccountsPath = "/admin/corporate-accounts";

/** The back office's list narrowed to one status, on a page. */
export function adminCorporateAccountsListPath({ status, page }: { status?: string; page?: number }): string {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (page && page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${adminCorporateAccountsPath}?${text}` : adminCorporateAccountsPath;
}

export function adminCorporateAccountPath(id: string): string {
  return `${adminCorporateAccountsPath}/${encode(id)}`;
}

export function adminCorporateAccountEditPath(id: string): string {
  return `${adminCorporateAccountPath(id)}/edit`;
}

/** The same detail, linked from the B2B views. */
export function adminB2bCorporateAccountPath(id: string): string {
  return `/admin/b2b/corporate-accounts/${encode(id)}`;
}
/** How bulk buying works, with the quick-order form (SKUs and quantities into the cart). */
export const bulkOrdersPath = "/bulk-orders";

/** The page that says why the guard refused `from`. */
export function accessDeniedPath(reason: string, from: string): string {
  return `/access-denied?reason=${encode(reason)}&from=${encode(from)}`;
}

// Messages

/** A buyer's conversation with a vendor, opened about one product when there is one. */
export function vendorMessagesPath(vendorId: string, productId: string | null = null): string {
  return `/messages/vendor/${encode(vendorId)}${productId ? `?productId=${encode(productId)}` : ""}`;
}

/** The vendor's inbox. */
export const vendorInboxPath = "/vendor/messaging";

/** One conversation in the vendor's inbox. */
export function vendorThreadPath(threadId: string): string {
  return `/vendor/messaging/${encode(threadId)}`;
}

// Vendor pages

export const vendorDashboardPath = "/vendor/dashboard";

export const vendorOrdersPath = "/vendor/orders";

/** The vendor's orders narrowed to one status. */
export function vendorOrdersWithStatusPath(status: string): string {
  return `${vendorOrdersPath}?status=${encode(status)}`;
}

// Documents and sitemaps

export function documentPath(documentId: string): string {
  return `/documents/${encode(documentId)}`;
}

/** One page of the product sitemap (counted from 1). */
export function productSitemapPath(page: number): string {
  return `/sitemaps/products-${page}.xml`;
}

// Resource routes that fetchers load or post to

export function quickViewPath(productId: string): string {
  return `/resources/product-quick-view/${encode(productId)}`;
}

export function compareVendorsDataPath(productId: string): string {
  return `/resources/product-compare/${encode(productId)}`;
}

export function productReviewsPath(productId: string, page: number): string {
  return `/resources/product-reviews/${encode(productId)}?page=${page}`;
}

/** Suggestions for a product page, leaving out the products the visitor has just viewed. */
export function productSuggestionsPath(productId: string, viewed: string): string {
  return `/resources/product-suggestions?${new URLSearchParams({ productId, viewed })}`;
}

export function searchSuggestionsPath(term: string): string {
  return `/resources/search-suggestions?q=${encode(term)}`;
}

export const countryCountsPath = "/resources/country-counts";

/** The home page's sections below the fold, loaded as a visitor scrolls near them. */
export const homeSectionsPath = "/resources/home-sections";

/** The wishlist heart posts here; the wishlist preview loads from here. */
export const wishlistResourcePath = "/resources/wishlist";

export const storeFollowResourcePath = "/resources/store-follow";

/** The cart preview's lines. */
export const cartResourcePath = "/resources/cart";

export const newsletterResourcePath = "/resources/newsletter";

/** The header's currency picker posts here (multi-currency): the currency prices are shown in. */
export const displayCurrencyPath = "/resources/display-currency";

/** The back office's list of every vendor's products (catalogue moderation). */
export const adminProductsPath = "/admin/products";

/** The admin product list as it was (its filters and page) with one product's unlist form open. */
export function adminProductUnlistPath(listSearch: string, productId: string): string {
  const query = new URLSearchParams(listSearch);
  query.set("unlist", productId);
  return `${adminProductsPath}?${query}`;
}

/** An admin adds a product for a store chosen on the form. */
export const adminProductCreatePath = "/admin/products/create";

/** An admin edits any vendor's product; `created` after a new one is saved. */
export function adminProductEditPath(productId: string, { created = false } = {}): string {
  return `${adminProductsPath}/${encode(productId)}/edit${created ? "?created" : ""}`;
}

/** The UI kit: every component in its states, the colour tokens and the type scale (admins). */
export const adminDesignSystemPath = "/admin/design-system";

/** A live check of the deployment's HTTPS, HSTS, cookies, CSP and certificate (admins). */
export const adminSslCheckPath = "/admin/test/ssl";

/** The back office's category tree. */
export const adminCategoriesPath = "/admin/categories";
export const adminCategoryNewPath = "/admin/categories/new";

export function adminCategoryEditPath(categoryId: string): string {
  return `${adminCategoriesPath}/${encode(categoryId)}/edit`;
}

/** The content pages (information pages, blog posts, press releases, created pages), edited by admins. */
export const adminPagesPath = "/admin/pages";

/** The content pages filtered by search words (title or slug), at a page. */
export function adminPagesListPath({ search, page }: { search?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${adminPagesPath}?${text}` : adminPagesPath;
}

/** A page's builder: its draft's sections, publishing and revisions; `created` says it was just created. */
export function adminPageBuilderPath(pageId: string, { created = false } = {}): string {
  return `/admin/page-builder/${encode(pageId)}${created ? "?created" : ""}`;
}

/** The preview of a page's draft, as visitors would see it once published. */
export function adminPagePreviewPath(pageId: string): string {
  return `${adminPageBuilderPath(pageId)}/preview`;
}

/** The media library: the pictures the content pages show. */
export const adminMediaPath = "/admin/media";

/** The media library filtered by search words, at a page. */
export function adminMediaListPath({ search, page }: { search?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${adminMediaPath}?${text}` : adminMediaPath;
}

/** The reusable sections: saved once, placed on several pages from the page builder. */
export const adminSectionsPath = "/admin/sections";

/** The home page's banners and sections and the footer's links. */
export const adminContentPath = "/admin/content";

/** /admin/content with one banner's form open for a change. */
export function adminContentBannerEditPath(bannerId: string): string {
  return `${adminContentPath}?edit=${encode(bannerId)}#banner-form`;
}

// Market days

export const marketDaysPath = "/market-days";

/** A market day's event page: its vendors and its products at their event prices. */
export function activeMarketPath(marketDayId: string): string {
  return `/active-market/${encode(marketDayId)}`;
}

export const adminMarketDaysPath = "/admin/market-days";

/** The back office's market days with one of them in the edit form. */
export function adminEditMarketDayPath(marketDayId: string): string {
  return `${adminMarketDaysPath}?edit=${encode(marketDayId)}#market-day-form`;
}

export const adminMarketDayRegistrationsPath = "/admin/market-day-registrations";
