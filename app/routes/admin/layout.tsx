import { adminTransactionsPath, adminVendorsPath } from "#common/paths";
import { NavLink, Outlet } from "react-router";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/layout";

/** Sections an admin-area person can open; the access gate has already checked the page itself. */
export async function loader({ context }: Route.LoaderArgs) {
  const { actor } = ctx(context);
  const isAdmin = actor?.role === "admin";
  return {
    sections: [
      { to: "/admin/dashboard", label: "Dashboard" },
      { to: "/admin/orders", label: "Orders" },
      { to: adminVendorsPath, label: "Vendors" },
      ...(isAdmin
        ? [
            { to: "/admin/users", label: "Users" },
            { to: "/admin/activity-logs", label: "Activity log" },
            { to: adminTransactionsPath, label: "Transactions" },
          ]
        : []),
    ],
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label="Admin" className="md:w-52 md:shrink-0">
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {loaderData.sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted"}`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
