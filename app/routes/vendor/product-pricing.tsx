import { vendorProductPricingTexts } from "#common/i18n/vendor-product-pricing";
import { pageTextsFor } from "#common/i18n/catalogue";
import { messages } from "#common/messages";
import { vendorProductsPath } from "#common/seller-paths";
import { addPricingTier } from "#server/modules/pricing-tiers/add-pricing-tier";
import { deletePricingTier } from "#server/modules/pricing-tiers/delete-pricing-tier";
import { getVendorProductPricing } from "#server/modules/pricing-tiers/pricing-tiers.queries";
import {
  lowestTierQuantity,
  maxTierDiscount,
  minTierDiscount,
} from "#server/modules/pricing-tiers/tier-rules";
import { updatePricingTier } from "#server/modules/pricing-tiers/update-pricing-tier";
import { data, isRouteErrorResponse } from "react-router";
import { PricingTiersEditor } from "~/components/vendor-pricing/pricing-tiers-editor";
import type { PricingActionResult } from "~/components/vendor-pricing/pricing-result";
import { LoadFailed } from "~/components/vendors/load-failed";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx, formValues } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/product-pricing";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorProductPricingTexts, languageOfPage(matches)).pricingMetaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/products/:productId/pricing: one of the vendor's products, its tiers and the platform ladder. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const { store } = await requireVendor(context);
  const pricing = await getVendorProductPricing(db, {
    vendorId: store.id,
    productId: params.productId,
  }).catch(notFoundAsResponse);
  return {
    pricing,
    limits: {
      lowestQuantity: lowestTierQuantity(pricing.product.moq),
      minDiscount: minTierDiscount,
      maxDiscount: maxTierDiscount,
    },
  };
}

/** Adds, changes (intent and tierId) or deletes a tier of the vendor's own product. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const texts = messages.productPricing;
  // Each form's command, with the toast texts of its success and its failure.
  const intents = {
    "add-tier": { run: addPricingTier, success: texts.tierAdded, failure: texts.tierAddFailed },
    "update-tier": { run: updatePricingTier, success: texts.tierUpdated, failure: texts.tierUpdateFailed },
    "delete-tier": { run: deletePricingTier, success: texts.tierDeleted, failure: texts.tierDeleteFailed },
  };
  const { db, logger } = ctx(context);
  const { store } = await requireVendor(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!Object.hasOwn(intents, intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const handler = intents[intent as keyof typeof intents];
  const targetId = String(form.get("tierId") ?? "");
  try {
    const saved = await handler.run(db, {
      vendorId: store.id,
      productId: params.productId,
      tierId: targetId,
      minQuantity: form.get("minQuantity"),
      discountPercentage: form.get("discountPercentage"),
    });
    return {
      ok: true as const,
      intent,
      targetId,
      savedId: saved.id,
      message: handler.success,
    } satisfies PricingActionResult;
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["minQuantity", "discountPercentage"]),
      extra: { intent, targetId, title: handler.failure },
      unexpected: { message: handler.failure, logger, context: { productId: params.productId, intent } },
    });
  }
}

export default function VendorProductPricingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PricingTiersEditor pricing={loaderData.pricing} limits={loaderData.limits} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LoadFailed
      title={notFound ? texts.notFoundTitle : texts.tiersTitle}
      message={notFound ? texts.notFoundText : texts.loadFailed}
      back={{ to: vendorProductsPath, label: texts.backToProducts }}
    />
  );
}
