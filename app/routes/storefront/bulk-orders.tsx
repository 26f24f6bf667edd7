import { bulkOrdersTexts } from "#common/i18n/bulk-orders";
import { pageTextsFor } from "#common/i18n/catalogue";
import { messages } from "#common/messages";
import { parseQuickOrder, quickOrderMaxRows, type QuickOrderOutcome } from "#common/quick-order";
import { AppError } from "#server/lib/errors";
import { addCartLines } from "#server/modules/cart/add-cart-lines";
import { getDefaultBulkLadder } from "#server/modules/pricing-tiers/pricing-tiers.queries";
import { data } from "react-router";
import { BulkOrdersLanding } from "~/components/bulk-orders/bulk-orders-landing";
import { newGuestCartHeaders } from "~/lib/cart.server";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/bulk-orders";

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = pageTextsFor(bulkOrdersTexts, languageOfPage(matches));
  return pageMeta(page.metaTitle, page.metaDescription);
};

/** /bulk-orders: how tiers, minimum orders and RFQs work, with the platform's ladder as it is set. */
export async function loader({ context }: Route.LoaderArgs) {
  return { ladder: await getDefaultBulkLadder(ctx(context).db) };
}

export type QuickOrderResult = { ok: true; outcomes: QuickOrderOutcome[] };

/**
 * The quick order: typed SKU/quantity rows and a pasted CSV list go into the cart in one post. The
 * good rows are added and each bad row answered with its reason (addCartLines).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const requestContext = ctx(context);
  const form = await request.formData();
  const text = (value: FormDataEntryValue) => (typeof value === "string" ? value : "");
  const csv = text(form.get("csv") ?? "");
  const skus = form.getAll("sku").map(text);
  const quantities = form.getAll("quantity").map(text);
  try {
    const parsed = parseQuickOrder({ skus, quantities, csv });
    if (!parsed.ok) {
      const message =
        parsed.reason === "empty"
          ? messages.quickOrder.empty
          : parsed.reason === "too-many"
            ? messages.quickOrder.tooMany(quickOrderMaxRows)
            : messages.quickOrder.csvInvalid(parsed.detail ?? "");
      throw new AppError("VALIDATION", {
        message,
        fieldErrors: parsed.reason === "csv" ? { csv: message } : undefined,
      });
    }
    const result = await addCartLines(requestContext.db, {
      owner: requestContext.cartOwner,
      rows: parsed.rows,
    });
    const headers = result.cartId
      ? newGuestCartHeaders(requestContext, { cartId: result.cartId, createdCart: result.createdCart })
      : undefined;
    return data<QuickOrderResult>({ ok: true, outcomes: result.outcomes }, { headers });
  } catch (error) {
    return actionFailure(error, {
      values: { csv, ...typedRowValues(skus, quantities) },
      unexpected: { message: messages.cart.addFailed, logger: requestContext.logger },
    });
  }
}

/** The typed rows as the form's kept values (`sku.0`, `quantity.0`, …), so a refused post loses nothing. */
function typedRowValues(skus: readonly string[], quantities: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    skus.slice(0, quickOrderMaxRows).flatMap((sku, index) => [
      [`sku.${index}`, sku],
      [`quantity.${index}`, quantities[index] ?? ""],
    ]),
  );
}

export default function BulkOrders({ loaderData, actionData }: Route.ComponentProps) {
  return <BulkOrdersLanding ladder={loaderData.ladder} result={actionData} />;
}
