import type { RfqFormPage } from "#common/views/rfq-submit";
import { categoryPath, productPath, productsPath, productTabHref } from "#common/paths";
import { ratingLabel } from "#common/product-badges";
import type { LadderStep } from "#common/pricing/bulk-ladder";
import type { ProductReviews } from "#common/views/reviews";
import type { ProductTabs } from "#common/product-tabs";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { WishlistHeart } from "~/components/catalog/wishlist-heart";
import { useWishlistIds } from "~/lib/root-data";
import type { ProductCustomizationOption } from "#common/customization-choice";
import { type GalleryImage, ProductGallery } from "./product-gallery";
import type { ProductInfo } from "./product-info-tabs";
import type { ProductDocument } from "./product-documents";
import { ProductJsonLd } from "./product-json-ld";
import { ProductStatusBadges } from "./product-status-badges";
import { ProductSuggestions } from "./product-suggestions";
import { PurchasePanel } from "./purchase-panel";
import { useProductReviews } from "./reviews/use-product-reviews";
import { Stars } from "~/components/catalog/stars";
import type { VendorCardData } from "./vendor-card";

export interface ProductViewData {
  product: ProductInfo & {
    id: string;
    sku: string;
    price: number;
    currency: string;
    stockQuantity: number;
    isNew: boolean;
    /** The stored rating, shown until the reviews themselves are loaded. */
    ratingAverage: number;
    ratingCount: number;
  };
  category: { id: string; slug: string; name: string } | null;
  vendor: VendorCardData;
  images: GalleryImage[];
  ladder: LadderStep[];
  ladderSource: "product" | "platform";
  customization: ProductCustomizationOption[];
  documents: ProductDocument[];
  /** The viewer is the product's vendor: the Documents tab lets them add and remove documents. */
  canManageDocuments: boolean;
  /** Sent with the page only when the Reviews tab is open. */
  reviews: ProductReviews | null;
  quantity: number;
  /** The signed-in buyer's corporate account, from the server: approved or not, and its discount. */
  corporate: { approved: boolean; percentOff: number };
  /** The RFQ form's data for a signed-in buyer (the gate when they may not send one), null for visitors. */
  rfq: RfqFormPage | null;
  canonicalUrl: string;
  appUrl: string;
  /** The tabs the page's address opens. */
  tabs: ProductTabs;
}

// Below the buy box: the server renders these into the page, and each one's code comes apart from
// the page's, so the price, quantity and Add to Cart come to life first.
const SharePrint = lazy(() => import("./share-print").then((module) => ({ default: module.SharePrint })));
const CompareVendorsButton = lazy(() =>
  import("./compare-vendors/compare-vendors-button").then((module) => ({
    default: module.CompareVendorsButton,
  })),
);
const VendorCard = lazy(() => import("./vendor-card").then((module) => ({ default: module.VendorCard })));
const ProductInfoTabs = lazy(() =>
  import("./product-info-tabs").then((module) => ({ default: module.ProductInfoTabs })),
);
// Tabs other than the description are rendered only when opened: their code comes with them.
const ReviewsSection = lazy(() =>
  import("./reviews/reviews-section").then((module) => ({ default: module.ReviewsSection })),
);
const ProductDocuments = lazy(() =>
  import("./product-documents").then((module) => ({ default: module.ProductDocuments })),
);

/** The product detail page from the loader's data. */
export function ProductView({ data, signedIn }: { data: ProductViewData; signedIn: boolean }) {
  const { product, vendor, category } = data;
  const wishlisted = useWishlistIds();
  const path = productPath(product.id);
  const reviewsState = useProductReviews(product.id, data.reviews);
  const summary = reviewsState.reviews?.summary ?? {
    average: product.ratingAverage,
    count: product.ratingCount,
  };
  const vendorLocation = [vendor.city, vendor.countryName].filter(Boolean).join(", ") || "Africa";
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ProductJsonLd
        data={{
          url: data.canonicalUrl,
          appUrl: data.appUrl,
          name: product.name,
          description: product.description,
          sku: product.sku,
          price: product.price,
          currency: product.currency,
          inStock: product.stockQuantity > 0,
          imageKeys: data.images.map((image) => image.key),
          brand: vendor.businessName,
          ratingAverage: summary.average,
          ratingCount: summary.count,
        }}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground print:hidden">
        <ol className="flex flex-wrap items-center gap-1 [&>li:not(:last-child)]:after:ml-1 [&>li:not(:last-child)]:after:content-['›'_/_'']">
          <Crumb to="/">Home</Crumb>
          <Crumb to={productsPath}>Products</Crumb>
          {category ? <Crumb to={categoryPath(category.slug)}>{category.name}</Crumb> : null}
          <li aria-current="page" className="truncate font-medium text-foreground">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-3 grid gap-5 lg:grid-cols-2 lg:gap-8">
        <ProductGallery images={data.images} productName={product.name} />
        {/* On a phone the price, minimum order and Add to Cart come right after the title and badges. */}
        <div className="min-w-0 space-y-4">
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground">{vendor.businessName}</p>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
              <div className="shrink-0 print:hidden">
                <WishlistHeart
                  productId={product.id}
                  productName={product.name}
                  inWishlist={wishlisted.includes(product.id)}
                />
              </div>
            </div>
            <a
              href={productTabHref({ tab: "reviews" })}
              onClick={(event) => {
                // In place: the Reviews tab opens on this address and loads the reviews.
                event.preventDefault();
                window.location.hash = "reviews";
              }}
              className="inline-flex items-center gap-2 text-sm hover:underline"
            >
              <Stars rating={summary.average} />
              <span>
                {summary.count > 0
                  ? `${summary.average.toFixed(1)} ${ratingLabel(summary.average)} (${summary.count} ${summary.count === 1 ? "review" : "reviews"})`
                  : "No reviews yet"}
              </span>
            </a>
            <ProductStatusBadges product={product} vendorVerified={vendor.verified} />
          </div>
          <PurchasePanel
            productId={product.id}
            productName={product.name}
            vendorId={vendor.id}
            stockQuantity={product.stockQuantity}
            productPath={path}
            price={product.price}
            currency={product.currency}
            moq={product.moq}
            leadTime={product.leadTime}
            ladder={data.ladder}
            ladderSource={data.ladderSource}
            customization={data.customization}
            initialQuantity={data.quantity}
            corporate={data.corporate}
            rfq={data.rfq}
            tabs={data.tabs}
          />
          <div className="print:hidden">
            <Suspense>
              <SharePrint title={product.name} path={path}>
                <CompareVendorsButton productId={product.id} productName={product.name} />
              </SharePrint>
            </Suspense>
          </div>
          <Suspense>
            <VendorCard
              vendor={vendor}
              productId={product.id}
              countryOfOrigin={product.countryOfOriginName}
            />
          </Suspense>
        </div>
      </div>

      <div className="mt-12">
        <Suspense>
          <ProductInfoTabs
            product={product}
            vendorLocation={vendorLocation}
            documents={
              <Suspense>
                <ProductDocuments
                  productId={product.id}
                  documents={data.documents}
                  canManage={data.canManageDocuments}
                />
              </Suspense>
            }
            reviewCount={summary.count}
            initialTab={data.tabs.info}
            reviews={
              <Suspense>
                <ReviewsSection productId={product.id} state={reviewsState} signedIn={signedIn} />
              </Suspense>
            }
          />
        </Suspense>
      </div>

      <div className="mt-12 print:hidden">
        <ProductSuggestions productId={product.id} />
      </div>
    </div>
  );
}

function Crumb({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <Link to={to} className="hover:text-foreground hover:underline">
        {children}
      </Link>
    </li>
  );
}
