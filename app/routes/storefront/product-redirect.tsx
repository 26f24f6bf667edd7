import { productPath } from "#common/paths";
import { redirect } from "react-router";
import type { Route } from "./+types/product-redirect";

/**
 * /product/{id} (search results, recommendation cards, cart links in the spec) is the same page as
 * /products/{id}.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(`${productPath(params.productId)}${new URL(request.url).search}`, 301);
}
