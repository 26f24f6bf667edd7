import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/storefront/home.tsx"),
  route("toast-demo", "routes/storefront/toast-demo.tsx"),
  route("access-denied", "routes/storefront/access-denied.tsx"),

  ...prefix("auth", [
    route("login", "routes/auth/login.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("callback", "routes/auth/callback.tsx"),
    route("logout", "routes/auth/logout.tsx"),
  ]),
  ...["home", "login", "register", "reset-password", "request-quote"].map((path) => route(path, "routes/alias.tsx", { id: `alias-${path}` })),

  route("dashboard", "routes/dashboard/home.tsx"),
  route("vendor/dashboard", "routes/vendor/dashboard.tsx"),

  layout("routes/admin/layout.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
    route("direct-admin-access", "routes/admin/dashboard.tsx", { id: "direct-admin-access" }),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/activity-logs", "routes/admin/activity-logs.tsx"),
  ]),

  route("search", "routes/storefront/search.tsx"),
  route("search-results", "routes/storefront/search.tsx", { id: "search-results" }),
  route("resources/search-suggestions", "routes/resources/search-suggestions.tsx"),
  route("robots.txt", "routes/seo/robots.tsx"),
  route("sitemap.xml", "routes/seo/sitemap-index.tsx"),
  route("sitemaps/:part", "routes/seo/sitemap-part.tsx"),
  route("products", "routes/storefront/products.tsx"),
  route("categories", "routes/storefront/categories.tsx"),
  route("category/:slug", "routes/storefront/category.tsx"),
  route("resources/country-counts", "routes/resources/country-counts.tsx"),
  route("products/:productId", "routes/storefront/product.tsx"),
  route("product/:productId", "routes/storefront/product-redirect.tsx"),
  route("wishlist", "routes/account/wishlist.tsx"),
  route("resources/wishlist", "routes/resources/wishlist.tsx"),
  route("resources/product-reviews/:productId", "routes/resources/product-reviews.tsx"),
  route("resources/product-suggestions", "routes/resources/product-suggestions.tsx"),
  route("resources/product-quick-view/:productId", "routes/resources/product-quick-view.tsx"),
  route("resources/product-compare/:productId", "routes/resources/product-compare.tsx"),
  route("vendors", "routes/storefront/vendors.tsx"),
  route("stores", "routes/storefront/stores.tsx"),
  route("vendor/messaging", "routes/vendor/messaging.tsx"),
  route("vendor/messaging/:conversationId", "routes/vendor/messaging-thread.tsx"),
  route("vendor/:vendorId/store", "routes/storefront/vendor-store.tsx"),
  ...["store/:id", "vendors/:id", "vendor/:id", "vendor/profile/:id"].map((path) =>
    route(path, "routes/storefront/store-alias.tsx", { id: `store-alias-${path.replace("/:id", "").replace("/", "-")}` }),
  ),
  route("messages/vendor/:vendorId", "routes/messages/vendor.tsx"),
  route("resources/store-follow", "routes/resources/store-follow.tsx"),
  route("resources/newsletter", "routes/resources/newsletter.tsx"),
  route("dev/outbox", "routes/dev/outbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
