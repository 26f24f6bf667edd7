import { normalizePath } from "#common/access";
import { aboutPath, contactPath } from "#common/paths";
import { rfqPath } from "#common/rfq-paths";
import { becomeVendorPath } from "#common/seller-paths";
import { data, redirect } from "react-router";
import type { Route } from "./+types/alias";

/** Paths the spec names as aliases of another. The query string is kept. */
export const aliases: Record<string, string> = {
  "/home": "/",
  "/login": "/auth/login",
  "/register": "/auth/register",
  "/reset-password": "/auth/reset-password",
  "/request-quote": rfqPath,
  "/become-vendor": becomeVendorPath,
  "/sell": becomeVendorPath,
  "/about": aboutPath,
  "/contact": contactPath,
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = aliases[normalizePath(url.pathname)];
  if (!target) throw data(null, { status: 404 });
  return redirect(`${target}${url.search}`, 301);
}
