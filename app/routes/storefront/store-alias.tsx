import { vendorStorePath } from "#common/paths";
import { vendorAreaSections } from "#common/access";
import { data, redirect } from "react-router";
import type { Route } from "./+types/store-alias";

/**
 * /store/:id, /vendors/:id, /vendor/:id and /vendor/profile/:id all name a store; they redirect
 * permanently to its one address, /vendor/:id/store, keeping the query.
 * A vendor-area section (/vendor/orders, /vendor/store, …) is never a store id.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (vendorAreaSections.includes(params.id.toLowerCase())) throw data(null, { status: 404 });
  return redirect(`${vendorStorePath(params.id)}${url.search}`, 301);
}

export default function StoreAlias() {
  return null;
}
