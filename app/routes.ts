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

  route("resources/newsletter", "routes/resources/newsletter.tsx"),
  route("dev/outbox", "routes/dev/outbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
