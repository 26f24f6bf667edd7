import { categoryPath, productPath, quickViewPath, vendorStorePath } from "#common/paths";
import type { ProductCardData } from "#common/catalog";
import { quickViewTexts } from "#common/i18n/quick-view";
import { minimumQuantity } from "#common/pricing/quantity";
import { BadgeCheck } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { ProductGallery } from "~/components/product/product-gallery";
import { QuantityPrice } from "~/components/product/quantity-price";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { LoadingStatus, ProblemAlert } from "~/components/ui/status-notes";
import { buttonClassName } from "~/components/ui/button";
import { useWishlistIds } from "~/lib/root-data";
import { WishlistHeart } from "../wishlist-heart";
import type { QuickViewProduct, QuickViewResult } from "./quick-view-data";
import { useFormat, usePageTexts } from "~/lib/locale";

/** The quick view's plus button stops at the stock, or at 100 when the stock says nothing (pre-order). */
const unknownStockCap = 100;

/**
 * The quick view dialog for the product a card opened (null: closed). The card's
 * own data shows at once; the rest arrives from the resource route.
 */
export function QuickViewDialog({
  product,
  open,
  onClose,
}: {
  product: ProductCardData | null;
  open: boolean;
  onClose: () => void;
}) {
  const fetcher = useFetcher<QuickViewResult>();
  const { load } = fetcher;
  const texts = usePageTexts(quickViewTexts);
  const productId = product?.id;

  useEffect(() => {
    if (open && productId) void load(quickViewPath(productId));
  }, [open, productId, load]);

  const result =
    fetcher.state === "idle" &&
    fetcher.data &&
    (fetcher.data.status !== "ok" || fetcher.data.product.id === productId)
      ? fetcher.data
      : null;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="quick-view-title"
      closeLabel={texts.close}
      widthClassName="w-[min(56rem,calc(100vw-2rem))]"
    >
      {/* Keyed by product and opening, so quantity and the chosen image start over each time. */}
      {product ? (
        <QuickViewBody key={open ? product.id : "closed"} card={product} result={result} onClose={onClose} />
      ) : null}
    </ModalDialog>
  );
}

/** The quick view closes 1 second after a successful add. */
const closeAfterAddMs = 1000;

function QuickViewBody({
  card,
  result,
  onClose,
}: {
  card: ProductCardData;
  result: QuickViewResult | null;
  onClose: () => void;
}) {
  const format = useFormat();
  const texts = usePageTexts(quickViewTexts);
  const wishlisted = useWishlistIds();
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(onClose, closeAfterAddMs);
    return () => clearTimeout(timer);
  }, [added, onClose]);
  const details = result?.status === "ok" ? result : null;
  const images = details?.images.length
    ? details.images
    : card.imageKey
      ? [{ key: card.imageKey, alt: card.imageAlt || card.name }]
      : [];
  const [quantity, setQuantity] = useState(minimumQuantity(card.moq));

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductGallery images={images} productName={card.name} sizes="(min-width: 768px) 420px, 90vw" />
      <div className="flex flex-col gap-4">
        <div className="pr-10">
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Link to={vendorStorePath(card.vendor.id)} className="hover:text-primary-text hover:underline">
              {card.vendor.businessName}
            </Link>
            {card.vendor.verified ? (
              <>
                <BadgeCheck aria-hidden="true" className="size-4 text-primary-text" />
                <span className="sr-only">{texts.verifiedVendor}</span>
              </>
            ) : null}
          </p>
          <h2 id="quick-view-title" className="mt-1 text-xl font-semibold tracking-tight">
            {card.name}
          </h2>
          <p className="mt-2 text-2xl font-bold">{format.price(card.price, card.currency)}</p>
        </div>
        {details ? (
          <QuickViewFacts product={details.product} />
        ) : result ? (
          <ProblemAlert>{result.status === "missing" ? texts.unavailable : texts.loadFailed}</ProblemAlert>
        ) : (
          <LoadingStatus>{texts.loading}</LoadingStatus>
        )}
        {details ? (
          <QuantityPrice
            action={productPath(card.id)}
            price={details.product.price}
            currency={details.product.currency}
            moq={details.product.moq}
            ladder={details.ladder}
            corporatePercentOff={details.corporatePercentOff}
            quantity={quantity}
            onQuantityChange={setQuantity}
            maximum={details.product.stockQuantity > 0 ? details.product.stockQuantity : unknownStockCap}
          />
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-3">
          {details ? (
            <AddToCartButton
              productId={card.id}
              productName={card.name}
              quantity={quantity}
              stockQuantity={details.product.stockQuantity}
              size="lg"
              className="min-w-40 flex-1"
              onAdded={() => setAdded(true)}
              buyNow
            />
          ) : null}
          <Link to={productPath(card.id)} className={buttonClassName("secondary", "lg")}>
            {texts.viewDetails}
          </Link>
          <WishlistHeart
            productId={card.id}
            productName={card.name}
            inWishlist={wishlisted.includes(card.id)}
          />
        </div>
      </div>
    </div>
  );
}

function QuickViewFacts({ product }: { product: QuickViewProduct }) {
  const texts = usePageTexts(quickViewTexts);
  const format = useFormat();
  const moq = minimumQuantity(product.moq);
  const facts: [string, ReactNode][] = [
    [texts.country, product.countryName ?? texts.anyCountry],
    [
      texts.category,
      product.category ? (
        <Link to={categoryPath(product.category.slug)} className="hover:text-primary-text hover:underline">
          {product.category.name}
        </Link>
      ) : (
        texts.uncategorized
      ),
    ],
    [texts.minimumOrder, texts.units(moq, format.number(moq))],
    [texts.leadTime, product.leadTime?.trim() || texts.defaultLeadTime],
  ];
  return (
    <>
      {product.description ? (
        <p className="line-clamp-4 text-sm text-muted-foreground">{product.description}</p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
