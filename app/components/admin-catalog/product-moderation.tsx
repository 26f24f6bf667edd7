import type { ActionFailure } from "#common/action-failure";
import { adminProductsTexts } from "#common/i18n/admin-products";
import { adminProductEditPath, adminProductUnlistPath } from "#common/paths";
import type { AdminProductRow } from "#common/views/admin-catalog";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/choice-fields";
import { failureFields } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";

export const productModerationIntents = ["unlist", "relist", "feature", "unfeature"] as const;
export type ProductModerationIntent = (typeof productModerationIntents)[number];

/** One product's moderation post: its intent and id (the server re-checks both, and the actor). */
function ModerationForm({
  productId,
  intent,
  children,
}: {
  productId: string;
  intent: ProductModerationIntent;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={productId} />
      {children}
    </Form>
  );
}

/**
 * A row's actions for an admin: edit it, feature or unfeature, and relist a product the marketplace
 * unlisted or open the unlist form (a reason is asked there first, so nothing is sent by one click).
 */
export function ProductRowActions({ product }: { product: AdminProductRow }) {
  const texts = usePageTexts(adminProductsTexts);
  const location = useLocation();
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={adminProductEditPath(product.id)}
        aria-label={texts.edit(product.name)}
        className={buttonClassName("secondary", "sm")}
      >
        {texts.editShort}
      </Link>
      <ModerationForm productId={product.id} intent={product.featured ? "unfeature" : "feature"}>
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          aria-label={product.featured ? texts.unfeature(product.name) : texts.feature(product.name)}
        >
          {product.featured ? texts.unfeatureShort : texts.featureShort}
        </Button>
      </ModerationForm>
      {product.moderationReason ? (
        <ModerationForm productId={product.id} intent="relist">
          <Button type="submit" size="sm" aria-label={texts.relist(product.name)}>
            {texts.relistShort}
          </Button>
        </ModerationForm>
      ) : (
        <Link
          to={adminProductUnlistPath(location.search, product.id)}
          aria-label={texts.unlistLink(product.name)}
          className={buttonClassName("destructive", "sm")}
        >
          {texts.unlistShort}
        </Link>
      )}
    </div>
  );
}

/** The reason form for unlisting one product, opened from its row; Cancel goes back to the list. */
export function UnlistPanel({
  product,
  cancelTo,
  failure,
}: {
  product: AdminProductRow;
  cancelTo: string;
  failure: ActionFailure | undefined;
}) {
  const texts = usePageTexts(adminProductsTexts);
  const field = failureFields(failure);
  return (
    <section aria-labelledby="unlist-title" className="space-y-3 rounded-lg border border-border p-4">
      <h2 id="unlist-title" className="text-lg font-semibold">
        {texts.unlistTitle(product.name)}
      </h2>
      <p className="text-sm text-muted-foreground">{texts.unlistIntro}</p>
      <ModerationForm productId={product.id} intent="unlist">
        <div className="space-y-3">
          <TextAreaField label={texts.reason} required rows={3} {...field("reason")} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive">
              {texts.unlistSubmit}
            </Button>
            <Link to={cancelTo} className={buttonClassName("secondary")}>
              {texts.cancel}
            </Link>
          </div>
        </div>
      </ModerationForm>
    </section>
  );
}
