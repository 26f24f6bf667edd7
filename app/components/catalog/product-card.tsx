import { productPath } from "#common/paths";
import { type ProductCardData, stockStatus, stockStatusLabels, type StockStatus } from "#common/catalog";
import { BadgeCheck, Eye } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { minimumQuantity } from "#common/pricing/quantity";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { Badge, type BadgeTone } from "./badge";
import { CatalogImage } from "./catalog-image";
import { TradeAssuranceBadge } from "./trade-assurance-badge";
import { RatingStars } from "./rating-stars";
import { useWishlistIds } from "~/lib/root-data";
import { WishlistHeart } from "./wishlist-heart";
import { useQuickView } from "./quick-view/use-quick-view";
import { useFormat } from "~/lib/locale";

// The dialog's code loads when a visitor first opens a quick view, not with every grid.
const QuickViewDialog = lazy(() =>
  import("./quick-view/quick-view-dialog").then((module) => ({ default: module.QuickViewDialog })),
);

const stockTones: Record<StockStatus, BadgeTone> = {
  in_stock: "success",
  limited: "warning",
  pre_order: "info",
};

/** Matches the grid below: two columns on phones, three on tablets, four from 1024 px (max 1280 px wide). */
const cardImageSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw";

/**
 * The product grid card. The whole card is clickable through its name link;
 * `actions` (e.g. the wishlist heart) sits above that link so it stays separately clickable.
 */
function ProductCard({
  product,
  eager = false,
  actions,
}: {
  product: ProductCardData;
  eager?: boolean;
  actions?: ReactNode;
}) {
  const format = useFormat();
  const stock = stockStatus(product.stockQuantity);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-muted">
        <CatalogImage
          imageKey={product.imageKey}
          alt={product.imageAlt || product.name}
          width={480}
          height={480}
          eager={eager}
          sizes={cardImageSizes}
        />
        {product.isNew || product.sampleAvailable ? (
          <div className="absolute top-2 left-2 flex flex-wrap gap-1">
            {product.isNew && <Badge tone="brand">New</Badge>}
            {product.sampleAvailable && <Badge tone="soft">Sample Available</Badge>}
          </div>
        ) : null}
        {actions ? <div className="absolute top-2 right-2 z-10 flex flex-col gap-2">{actions}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold">
          <Link
            to={productPath(product.id)}
            className="after:absolute after:inset-0 after:rounded-lg hover:text-primary-text focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {product.name}
          </Link>
        </h3>
        <p className="order-first flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
          <span className="truncate">{product.vendor.businessName}</span>
          {product.vendor.verified ? (
            <>
              <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0 text-primary-text" />
              <span className="sr-only">Verified vendor</span>
            </>
          ) : null}
          {product.vendor.tradeAssured ? <TradeAssuranceBadge /> : null}
        </p>
        <RatingStars average={product.ratingAverage} count={product.ratingCount} />
        <p className="mt-auto pt-1 text-base font-bold">{format.money(product.price, product.currency)}</p>
        <div className="flex flex-wrap items-center justify-between gap-1 text-xs text-muted-foreground">
          <span>Min. order: {format.number(product.moq)}</span>
          <Badge tone={stockTones[stock]}>{stockStatusLabels[stock]}</Badge>
        </div>
        <AddToCartButton
          productId={product.id}
          productName={product.name}
          quantity={minimumQuantity(product.moq)}
          stockQuantity={product.stockQuantity}
          size="sm"
          className="relative z-10 mt-1 w-full"
          buyNow
        />
      </div>
    </article>
  );
}

/** Opens the quick view dialog for one card; needs JavaScript, so it is hidden without it. */
function QuickViewButton({
  product,
  onOpen,
}: {
  product: ProductCardData;
  onOpen: (product: ProductCardData) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(product)}
      aria-label={`Quick view: ${product.name}`}
      aria-haspopup="dialog"
      className="requires-js inline-flex size-9 items-center justify-center rounded-full bg-card/90 text-foreground shadow-sm backdrop-blur hover:bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Eye aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * Cards in a responsive grid. The first `eagerCount` images load at once (the first row);
 * the rest load lazily as they scroll near. Each card carries the wishlist heart
 * unless other actions are given, and a quick view button.
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  actions,
}: {
  products: readonly ProductCardData[];
  eagerCount?: number;
  actions?: (product: ProductCardData) => ReactNode;
}) {
  const wishlisted = useWishlistIds();
  const quickView = useQuickView();
  const cardActions =
    actions ??
    ((product: ProductCardData) => (
      <WishlistHeart
        productId={product.id}
        productName={product.name}
        inWishlist={wishlisted.includes(product.id)}
        size="sm"
      />
    ));
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              eager={index < eagerCount}
              actions={
                <>
                  {cardActions(product)}
                  <QuickViewButton product={product} onOpen={quickView.openQuickView} />
                </>
              }
            />
          </li>
        ))}
      </ul>
      {quickView.product ? (
        <Suspense fallback={null}>
          <QuickViewDialog
            product={quickView.product}
            open={quickView.open}
            onClose={quickView.closeQuickView}
          />
        </Suspense>
      ) : null}
    </>
  );
}
