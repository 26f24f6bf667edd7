import { pageTextsFor } from "#common/i18n/catalogue";
import { vendorProductPricingTexts } from "#common/i18n/vendor-product-pricing";
import { messages } from "#common/messages";
import { vendorProductsPath } from "#common/seller-paths";
import { addCustomizationOption } from "#server/modules/customization/add-customization-option";
import { addCustomizationValue } from "#server/modules/customization/add-customization-value";
import { getVendorProductCustomization } from "#server/modules/customization/customization.queries";
import { deleteCustomizationOption } from "#server/modules/customization/delete-customization-option";
import { deleteCustomizationValue } from "#server/modules/customization/delete-customization-value";
import { updateCustomizationOption } from "#server/modules/customization/update-customization-option";
import { updateCustomizationValue } from "#server/modules/customization/update-customization-value";
import { data, isRouteErrorResponse } from "react-router";
import { CustomizationEditor } from "~/components/vendor-pricing/customization-editor";
import type { PricingActionResult } from "~/components/vendor-pricing/pricing-result";
import { LoadFailed } from "~/components/vendors/load-failed";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx, formValues } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/product-customization";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    pageTextsFor(vendorProductPricingTexts, languageOfPage(matches)).customizationMetaTitle,
    undefined,
    {
      noindex: true,
    },
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/products/:productId/customization: the options of one of the vendor's products, with their values. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const { store } = await requireVendor(context);
  return {
    customization: await getVendorProductCustomization(db, {
      vendorId: store.id,
      productId: params.productId,
    }).catch(notFoundAsResponse),
  };
}

/** The fields a form posts, kept when it is refused. */
const optionFields = [
  "name",
  "type",
  "category",
  "description",
  "required",
  "maxLength",
  "additionalCost",
  "setupCost",
  "minOrderQuantity",
  "leadTimeDays",
  "isActive",
];
const valueFields = ["value", "label", "additionalCost", "isActive"];

/** Adds, changes or deletes an option (optionId) or one of its values (valueId) of the vendor's own product. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const texts = messages.productPricing;
  // Each form's command, the fields it keeps, and the toast texts of its success and its failure.
  const intents = {
    "add-option": {
      run: addCustomizationOption,
      keep: optionFields,
      success: texts.optionAdded,
      failure: texts.optionAddFailed,
    },
    "update-option": {
      run: updateCustomizationOption,
      keep: optionFields,
      success: texts.optionUpdated,
      failure: texts.optionUpdateFailed,
    },
    "delete-option": {
      run: deleteCustomizationOption,
      keep: [],
      success: texts.optionDeleted,
      failure: texts.optionDeleteFailed,
    },
    "add-value": {
      run: addCustomizationValue,
      keep: valueFields,
      success: texts.valueAdded,
      failure: texts.valueAddFailed,
    },
    "update-value": {
      run: updateCustomizationValue,
      keep: valueFields,
      success: texts.valueUpdated,
      failure: texts.valueUpdateFailed,
    },
    "delete-value": {
      run: deleteCustomizationValue,
      keep: [],
      success: texts.valueDeleted,
      failure: texts.valueDeleteFailed,
    },
  };
  const { db, logger } = ctx(context);
  const { store } = await requireVendor(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!Object.hasOwn(intents, intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const handler = intents[intent as keyof typeof intents];
  const optionId = String(form.get("optionId") ?? "");
  const valueId = String(form.get("valueId") ?? "");
  // The row the form belongs to: the value's for a value's own form, else the option's.
  const targetId = intent === "update-value" || intent === "delete-value" ? valueId : optionId;
  try {
    const saved = await handler.run(db, {
      vendorId: store.id,
      productId: params.productId,
      optionId,
      valueId,
      fields: Object.fromEntries(handler.keep.map((field) => [field, form.get(field) ?? undefined])),
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
      values: formValues(form, handler.keep),
      extra: { intent, targetId, title: handler.failure },
      unexpected: { message: handler.failure, logger, context: { productId: params.productId, intent } },
    });
  }
}

export default function VendorProductCustomizationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomizationEditor customization={loaderData.customization} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LoadFailed
      title={notFound ? texts.notFoundTitle : texts.customizationTitle}
      message={notFound ? texts.notFoundText : texts.loadFailed}
      back={{ to: vendorProductsPath, label: texts.backToProducts }}
    />
  );
}
