import { productPath } from "#common/paths";
import { type ProductCardData, stockStatus, stockStatusLabels, type StockStatus } from "#common/catalog";
import { productListTexts } from "#common/i18n/product-list";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { Link } from "react-router";
import { CardCartButtons, CartCardForm } from "~/components/cart/card-cart-buttons";
import { Badge, type BadgeTone } from "./badge";
import { CatalogImage, ImageUnavailable } from "./catalog-image";
import { TradeAssuranceBadge } from "./trade-assurance-badge";
import { RatingStars } from "./rating-stars";
import { useWishlistIds } from "~/lib/root-data";
import { CardWishlistButton, WishlistCardForm } from "./wishlist-heart";
import { useQuickView } from "./quick-view/use-quick-view";
import { useFormat, usePageTexts } from "~/lib/locale";

// The dialog's code loads when a visitor first opens a quick view, not with every grid.
const QuickViewDialog = lazy(() =>
  import("./quick-view/quick-view-dialog").then((module) => ({ default: module.QuickViewDialog })),
);

const stockTones: Record<StockStatus, BadgeTone> = {
  in_stock: "success",
  limited: "warning",
  out_of_stock: "info",
};

/**
 * The grid below: two columns on phones (~175 px), three on tablets, four from 1024 px (300 px
 * at most). 320, 480 and 640 px wide images cover that at 1× to 3× (2× on a 300 px slot).
 */
const cardImageSizes = "(min-width:1024px) 300px,(min-width:640px) 31vw,48vw";

interface CardForms {
  cart: string;
  wishlist: string;
}

/**
 * The grid card, in as few elements and classes as it can (the `.card*` classes of app.css): a
 * listing page is mostly cards. The whole card is clickable through its name link; the heart and
 * quick view sit above that link, and its buttons submit the grid's shared forms.
 */
function ProductCard({
  product,
  eager,
  forms,
  inWishlist,
  onQuickView,
  priceNote,
}: {
  product: ProductCardData;
  eager: boolean;
  forms: CardForms;
  inWishlist: boolean;
  onQuickView: (product: ProductCardData) => void;
  priceNote?: ReactNode;
}) {
  const format = useFormat();
  const texts = usePageTexts(productListTexts);
  const stock = stockStatus(product.stockQuantity);
  return (
    <article className="card">
      <CatalogImage
        imageKey={product.imageKey}
        alt={product.imageAlt || product.name}
        width={320}
        height={320}
        minSrcSetWidth={320}
        eager={eager}
        sizes={cardImageSizes}
        className="card-img"
        fallback={
          <div className="card-img">
            <ImageUnavailable />
          </div>
        }
      />
      {product.isNew || product.sampleAvailable ? (
        <div className="card-tags">
          {product.isNew && <Badge tone="brand">{texts.newBadge}</Badge>}
          {product.sampleAvailable && <Badge tone="soft">{texts.sampleBadge}</Badge>}
        </div>
      ) : null}
      <CardWishlistButton
        form={forms.wishlist}
        productId={product.id}
        productName={product.name}
        inWishlist={inWishlist}
      />
      <button
        type="button"
        onClick={() => onQuickView(product)}
        aria-label={texts.quickViewLabel(product.name)}
        aria-haspopup="dialog"
        className="card-act requires-js"
      >
        <span className="glyph glyph-eye" />
      </button>
      <div className="card-body">
        <h3 className="card-name">
          <Link to={productPath(product.id)}>{product.name}</Link>
        </h3>
        <p className="card-line order-first">
          <span className="truncate">{product.vendor.businessName}</span>
          {product.vendor.verified ? (
            <span
              role="img"
              aria-label={texts.verifiedVendor}
              className="glyph glyph-verified size-3.5 text-primary-text"
            />
          ) : null}
          {product.vendor.tradeAssured ? <TradeAssuranceBadge /> : null}
        </p>
        <RatingStars average={product.ratingAverage} count={product.ratingCount} />
        <p className="card-price">{format.price(product.price, product.currency)}</p>
        {priceNote}
        <p className="card-moq">
          {texts.minimumOrder(format.number(product.moq))}
          <Badge tone={stockTones[stock]}>{stockStatusLabels[stock]}</Badge>
        </p>
        <CardCartButtons
          form={forms.cart}
          productId={product.id}
          productName={product.name}
          stockQuantity={product.stockQuantity}
        />
      </div>
    </article>
  );
}

/**
 * Cards in a responsive grid. The first `eagerCount` images load at once (the first row);
 * the rest load lazily as they scroll near. Every card has the wishlist heart, a quick view
 * button (with JavaScript), Add to Cart and Buy Now; the grid renders the two forms they submit.
 */
export function ProductGrid<Product extends ProductCardData>({
  products,
  eagerCount = 0,
  priceNote,
}: {
  products: readonly Product[];
  eagerCount?: number;
  /** Said under a card's price, e.g. the earlier price of a deal. */
  priceNote?: (product: Product) => ReactNode;
}) {
  const wishlisted = useWishlistIds();
  const quickView = useQuickView();
  // Several grids can share a page (home, product suggestions): each names its own forms.
  const id = useId();
  const forms: CardForms = { cart: `${id}c`, wishlist: `${id}w` };
  return (
    <>
      <CartCardForm id={forms.cart} />
      <WishlistCardForm id={forms.wishlist} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              eager={index < eagerCount}
              forms={forms}
              inWishlist={wishlisted.includes(product.id)}
              onQuickView={quickView.openQuickView}
              priceNote={priceNote?.(product)}
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
