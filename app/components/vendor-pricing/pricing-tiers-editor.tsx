import { vendorProductPricingTexts } from "#common/i18n/vendor-product-pricing";
import { applicableLadder, unitPriceFor } from "#common/pricing/bulk-ladder";
import { vendorProductPricingPath, vendorProductTierEditPath } from "#common/seller-paths";
import type { VendorPricingTier, VendorProductPricing } from "#common/views/vendor-pricing";
import { useSearchParams } from "react-router";
import { PriceLadderTable } from "~/components/product/price-ladder-table";
import { TextField } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";
import { ProductSectionPage } from "./product-section-nav";
import { RowActions } from "./row-actions";
import { addFormKey, editingRowId, type PricingActionResult, usePricingResultToast } from "./pricing-result";
import { RowForm } from "./row-form";

/** The lowest quantity and the discount range the server accepts, shown as the fields' hints. */
export interface TierLimits {
  lowestQuantity: number;
  minDiscount: number;
  maxDiscount: number;
}

/**
 * A product's bulk pricing tiers as its vendor manages them: the tiers with the unit price each gives
 * (priced by the same function as the product page and the cart), or the platform ladder that applies
 * while there are none; forms to add, edit (`?edit=<tier>`) and delete a tier.
 */
export function PricingTiersEditor({
  pricing,
  limits,
  result,
}: {
  pricing: VendorProductPricing;
  limits: TierLimits;
  result: PricingActionResult | undefined;
}) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const format = useFormat();
  const [searchParams] = useSearchParams();
  usePricingResultToast(result, texts.tryAgain);
  const { product, tiers } = pricing;
  const editingId = editingRowId(result, "update-tier", searchParams.get("edit"));
  const editing = tiers.find((tier) => tier.id === editingId);
  const ladder = applicableLadder(tiers, pricing.defaultLadder);
  return (
    <ProductSectionPage product={product} result={result} title={texts.tiersTitle} intro={texts.tiersIntro}>
      {tiers.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-border p-4">
          <h3 className="font-semibold">{texts.platformLadderTitle}</h3>
          {ladder.length > 0 ? (
            <>
              <p className="text-sm text-muted-foreground">{texts.platformLadderText}</p>
              <PriceLadderTable
                caption={texts.platformCaption}
                price={product.price}
                currency={product.currency}
                steps={ladder}
              />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{texts.noPlatformLadder}</p>
          )}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{texts.tiersCaption}</caption>
            <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {texts.quantity}
                </th>
                <th scope="col" className="px-3 py-2">
                  {texts.discount}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {texts.unitPrice}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {texts.actions}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {tiers.map((tier) => (
                <TierRow key={tier.id} tier={tier} pricing={pricing} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <TierForm
          key={`edit-${editing.id}`}
          intent="update-tier"
          tier={editing}
          title={texts.editTierTitle(format.number(editing.minQuantity))}
          limits={limits}
          productId={product.id}
          result={result}
        />
      ) : null}
      <TierForm
        key={addFormKey(result, "add-tier")}
        intent="add-tier"
        title={texts.addTierTitle}
        limits={limits}
        productId={product.id}
        result={result}
      />
    </ProductSectionPage>
  );
}

function TierRow({ tier, pricing }: { tier: VendorPricingTier; pricing: VendorProductPricing }) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const format = useFormat();
  const quantity = format.number(tier.minQuantity);
  const { product } = pricing;
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium">
        {texts.units(quantity)}
      </th>
      <td className="px-3 py-2">{texts.percentOff(format.percent(tier.percentOff))}</td>
      <td className="px-3 py-2 text-right font-semibold tabular-nums">
        {format.money(unitPriceFor(product.price, tier.minQuantity, pricing.tiers), product.currency)}
      </td>
      <td className="px-3 py-2">
        <div className="flex justify-end">
          <RowActions
            edit={{
              to: vendorProductTierEditPath(product.id, tier.id),
              text: texts.edit,
              label: texts.editTier(quantity),
            }}
            remove={{
              action: vendorProductPricingPath(product.id),
              fields: { intent: "delete-tier", tierId: tier.id },
              confirm: texts.deleteTierConfirm(quantity),
              text: texts.delete,
              label: texts.deleteTier(quantity),
            }}
          />
        </div>
      </td>
    </tr>
  );
}

function TierForm({
  intent,
  tier,
  title,
  limits,
  productId,
  result,
}: {
  intent: "add-tier" | "update-tier";
  tier?: VendorPricingTier;
  title: string;
  limits: TierLimits;
  productId: string;
  result: PricingActionResult | undefined;
}) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const format = useFormat();
  return (
    <RowForm
      action={vendorProductPricingPath(productId)}
      intent={intent}
      targetId={tier?.id ?? ""}
      ids={[{ name: "tierId", value: tier?.id }]}
      title={title}
      result={result}
      submitText={tier ? texts.save : texts.addTier}
      savingText={texts.saving}
      cancel={tier ? { text: texts.cancel } : undefined}
    >
      {(failure) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={texts.minQuantity}
            name="minQuantity"
            type="text"
            required
            defaultValue={failure?.values?.minQuantity ?? (tier ? String(tier.minQuantity) : undefined)}
            error={failure?.fieldErrors?.minQuantity}
            description={texts.minQuantityHint(format.number(limits.lowestQuantity))}
            inputMode="numeric"
          />
          <TextField
            label={texts.discountPercentage}
            name="discountPercentage"
            type="text"
            required
            defaultValue={failure?.values?.discountPercentage ?? (tier ? String(tier.percentOff) : undefined)}
            error={failure?.fieldErrors?.discountPercentage}
            description={texts.discountHint(
              format.percent(limits.minDiscount),
              format.percent(limits.maxDiscount),
            )}
            inputMode="decimal"
          />
        </div>
      )}
    </RowForm>
  );
}
