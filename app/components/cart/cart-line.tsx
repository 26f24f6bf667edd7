import { cartPath, productPath } from "#common/paths";
import { minimumQuantity } from "#common/pricing/quantity";
import type { CartLine, SavedLine } from "#common/views/cart";
import { Bookmark, type LucideIcon, Minus, Plus, ShoppingCart, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { Button } from "~/components/ui/button";
import { textLinkClassName } from "~/components/ui/text-link";
import type { CartActionResult } from "./cart-action-result";
import { LineCustomization } from "./line-customization";
import { useCartResultToast } from "./use-cart-result";
import { useFormat, usePageTexts } from "~/lib/locale";
import { cartPageTexts } from "#common/i18n/cart-page";
import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { QuotedPriceNote } from "~/components/rfq/quoted-price-note";

/**
 * Changes that take a line off the list (save, move, remove, clear) share one fetcher with the cart
 * page, which reports their result: the row itself is gone by the time the result arrives.
 */
export const lineMoveFetcherKey = "cart-line-move";

function useLineMoveFetcher(line: SavedLine) {
  const fetcher = useFetcher<CartActionResult>({ key: lineMoveFetcherKey });
  const form = fetcher.formData;
  const leaving =
    fetcher.state !== "idle" &&
    form?.get("productId") === line.productId &&
    (form.get("lineKey") ?? "") === line.lineKey;
  return { fetcher, leaving };
}

function ProductThumb({ line }: { line: SavedLine }) {
  return (
    <div className="size-20 shrink-0 overflow-hidden rounded-md bg-muted sm:size-24">
      <CatalogImage imageKey={line.imageKey} alt={line.imageAlt ?? ""} width={96} height={96} sizes="96px" />
    </div>
  );
}

/**
 * One cart line: product, unit price from the ladder, quantity stepper (never below the minimum order), Save
 * and Remove.
 */
export function CartLineRow({ line }: { line: CartLine }) {
  const format = useFormat();
  const page = usePageTexts(cartPageTexts);
  const quoteTexts = usePageTexts(rfqsBuyerTexts);
  const id = useId();
  const quantityFetcher = useFetcher<CartActionResult>();
  useCartResultToast(quantityFetcher.data);
  const { fetcher: lineFetcher, leaving } = useLineMoveFetcher(line);
  const minimum = minimumQuantity(line.moq);
  const pendingQuantity = quantityFetcher.formData ? Number(quantityFetcher.formData.get("quantity")) : null;
  const shownQuantity = pendingQuantity && Number.isFinite(pendingQuantity) ? pendingQuantity : line.quantity;
  const quantityError =
    quantityFetcher.data && !quantityFetcher.data.ok ? quantityFetcher.data.message : null;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={line.productId} />
      <input type="hidden" name="lineKey" value={line.lineKey} />
    </>
  );
  const stepClass =
    "inline-flex size-10 items-center justify-center rounded-md border border-border bg-card hover:bg-muted disabled:opacity-50";
  return (
    <li className={`flex gap-4 p-4 transition-opacity duration-300 ${leaving ? "opacity-40" : ""}`}>
      <ProductThumb line={line} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={productPath(line.productId)}
              className={`line-clamp-2 font-medium ${textLinkClassName}`}
            >
              {line.name}
            </Link>
            <p className="truncate text-sm text-muted-foreground">{line.vendorName}</p>
          </div>
          <p className="text-right font-semibold tabular-nums" key={line.lineTotal}>
            <span className="sr-only">{page.lineTotal}</span>
            <span className="inline-block animate-[pulse_500ms_ease-in-out_1]">
              {format.price(line.lineTotal, line.currency)}
            </span>
          </p>
        </div>
        <QuotedPriceNote quoteId={line.quote?.id ?? null} />
        <p className="text-sm text-muted-foreground">
          {page.perUnit(format.price(line.unitPrice, line.currency))}
          {line.quote ? <span> · {page.units(line.quantity, format.number(line.quantity))}</span> : null}
          {line.step ? (
            <span>
              {" "}
              ·{" "}
              {page.bulkDiscountFrom(
                format.percent(line.step.percentOff),
                format.number(line.step.minQuantity),
              )}
            </span>
          ) : null}
          {minimum > 1 && !line.quote ? <span> · {page.minimumOrder(format.number(minimum))}</span> : null}
        </p>
        <LineCustomization name={line.name} customization={line.customization} />
        {line.customization.length > 0 && line.customizationUnitCost > 0 ? (
          <p className="text-sm text-muted-foreground">
            {page.customizationPerUnit(format.price(line.customizationUnitCost, line.currency))}
          </p>
        ) : null}
        {[line.stockProblem, line.customizationProblem, line.quote?.problem].map((problem) =>
          problem ? (
            <p key={problem} role="alert" className="text-sm font-medium text-destructive-text">
              {problem}
            </p>
          ) : null,
        )}
        <div className="flex flex-wrap items-center gap-2">
          {line.quote ? (
            <p className="text-sm text-muted-foreground">{quoteTexts.quoteQuantityFixed}</p>
          ) : (
            <>
              <quantityFetcher.Form method="post" action={cartPath}>
                {hidden("update")}
                <input type="hidden" name="quantity" value={shownQuantity - 1} />
                <button
                  type="submit"
                  className={stepClass}
                  aria-label={page.decreaseQuantity(line.name)}
                  disabled={shownQuantity <= minimum}
                >
                  <Minus aria-hidden="true" className="size-4" />
                </button>
              </quantityFetcher.Form>
              <quantityFetcher.Form
                method="post"
                action={cartPath}
                className="flex items-center gap-2"
                noValidate
              >
                {hidden("update")}
                <label htmlFor={`${id}-quantity`} className="sr-only">
                  {page.quantityOf(line.name)}
                </label>
                <input
                  id={`${id}-quantity`}
                  key={shownQuantity}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={minimum}
                  max={line.stockQuantity || undefined}
                  step={1}
                  defaultValue={shownQuantity}
                  aria-invalid={quantityError ? true : undefined}
                  aria-describedby={quantityError ? `${id}-error` : undefined}
                  onBlur={(event) => {
                    if (event.currentTarget.value !== String(line.quantity))
                      event.currentTarget.form?.requestSubmit();
                  }}
                  className="h-10 w-20 rounded-md border border-border bg-card px-2 text-center tabular-nums focus-visible:outline-2 focus-visible:outline-ring"
                />
                <button
                  type="submit"
                  className="h-10 rounded-md border border-border px-3 text-sm [html.js_&]:hidden"
                >
                  {page.update}
                </button>
              </quantityFetcher.Form>
              <quantityFetcher.Form method="post" action={cartPath}>
                {hidden("update")}
                <input type="hidden" name="quantity" value={shownQuantity + 1} />
                <button
                  type="submit"
                  className={stepClass}
                  aria-label={page.increaseQuantity(line.name)}
                  disabled={shownQuantity >= line.stockQuantity}
                >
                  <Plus aria-hidden="true" className="size-4" />
                </button>
              </quantityFetcher.Form>
            </>
          )}
          <div className="ml-auto flex gap-1">
            {line.quote ? null : (
              <LineActionButton
                fetcher={lineFetcher}
                line={line}
                intent="save"
                label={page.saveForLater(line.name)}
                icon={Bookmark}
                text={page.save}
              />
            )}
            <LineActionButton
              fetcher={lineFetcher}
              line={line}
              intent="remove"
              label={page.removeFromCart(line.name)}
              icon={Trash2}
              text={page.remove}
            />
          </div>
        </div>
        {quantityError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive-text">
            {quantityError}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** A Saved for Later line: Move to Cart brings it back with its quantity; Remove drops it. */
export function SavedLineRow({ line }: { line: SavedLine }) {
  const format = useFormat();
  const page = usePageTexts(cartPageTexts);
  const { fetcher, leaving } = useLineMoveFetcher(line);
  return (
    <li className={`flex gap-4 p-4 transition-opacity duration-300 ${leaving ? "opacity-40" : ""}`}>
      <ProductThumb line={line} />
      <div className="min-w-0 flex-1 space-y-1">
        <Link to={productPath(line.productId)} className={`line-clamp-2 font-medium ${textLinkClassName}`}>
          {line.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {page.perUnit(format.price(line.price, line.currency))} ·{" "}
          {page.units(line.quantity, format.number(line.quantity))}
        </p>
        <div className="flex gap-1">
          <LineActionButton
            fetcher={fetcher}
            line={line}
            intent="move"
            label={page.moveToCartOf(line.name)}
            icon={ShoppingCart}
            text={page.moveToCart}
            variant="secondary"
          />
          <LineActionButton
            fetcher={fetcher}
            line={line}
            intent="remove"
            label={page.removeFromSaved(line.name)}
            icon={Trash2}
            text={page.remove}
          />
        </div>
      </div>
    </li>
  );
}

/** One button that posts a line change (save, move, remove) through the line's fetcher. */
function LineActionButton({
  fetcher,
  line,
  intent,
  label,
  icon: Icon,
  text,
  variant = "ghost",
}: {
  fetcher: ReturnType<typeof useLineMoveFetcher>["fetcher"];
  line: SavedLine;
  intent: string;
  label: string;
  icon: LucideIcon;
  text: string;
  variant?: "ghost" | "secondary";
}) {
  return (
    <fetcher.Form method="post" action={cartPath}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={line.productId} />
      <input type="hidden" name="lineKey" value={line.lineKey} />
      <Button type="submit" variant={variant} size="sm" aria-label={label}>
        <Icon aria-hidden="true" className="size-4" />
        {text}
      </Button>
    </fetcher.Form>
  );
}
