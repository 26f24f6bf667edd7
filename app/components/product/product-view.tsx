import type { RfqFormPage } from "#common/views/rfq-submit";
import { categoryPath, productPath, productsPath } from "#common/paths";
import type { ProductCardData } from "#common/catalog";
import { ratingLabel } from "#common/product-badges";
import type { LadderStep } from "#common/pricing/bulk-ladder";
import type { ProductReviews } from "#common/views/reviews";
import { ChevronRight } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { WishlistHeart } from "~/components/catalog/wishlist-heart";
import { useWishlistIds } from "~/lib/root-data";
import type { ProductCustomizationOption } from "#common/customization-choice";
import { type GalleryImage, ProductGallery } from "./product-gallery";
import { type ProductInfo, ProductInfoTabs } from "./product-info-tabs";
import { type ProductDocument, ProductDocuments } from "./product-documents";
import { ProductJsonLd } from "./product-json-ld";
import { ProductStatusBadges } from "./product-status-badges";
import { PurchasePanel } from "./purchase-panel";
import { ReviewsSection } from "./reviews/reviews-section";
import { useProductReviews } from "./reviews/use-product-reviews";
import { Stars } from "~/components/catalog/stars";
import { SharePrint } from "./share-print";
import { CompareVendorsButton } from "./compare-vendors/compare-vendors-button";
import { type VendorCardData, VendorCard } from "./vendor-card";

export interface ProductViewData {
  product: ProductInfo & {
    id: string;
    sku: string;
    price: number;
    currency: string;
    stockQuantity: number;
    isNew: boolean;
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
  reviews: ProductReviews;
  related: ProductCardData[];
  recommended: ProductCardData[];
  quantity: number;
  /** The signed-in buyer's corporate account, from the server: approved or not, and its discount. */
  corporate: { approved: boolean; percentOff: number };
  /** The RFQ form's data for a signed-in buyer (the gate when they may not send one), null for visitors. */
  rfq: RfqFormPage | null;
  canonicalUrl: string;
  appUrl: string;
  initialTab?: string;
}

// Related and recommended products sit at the foot of the page: the server renders them, and their
// code (and the recently viewed list's) comes apart from the page's, so it does not delay the rest.
const ProductSuggestions = lazy(() =>
  import("./product-suggestions").then((module) => ({ default: module.ProductSuggestions })),
);

/** The product detail page from the loader's data. */
export function ProductView({ data, signedIn }: { data: ProductViewData; signedIn: boolean }) {
  const { product, vendor, category } = data;
  const wishlisted = useWishlistIds();
  const path = productPath(product.id);
  const reviewsState = useProductReviews(product.id, data.reviews);
  const summary = reviewsState.reviews.summary;
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
        <ol className="flex flex-wrap items-center gap-1">
          <Crumb to="/">Home</Crumb>
          <Crumb to={productsPath}>Products</Crumb>
          {category ? <Crumb to={categoryPath(category.slug)}>{category.name}</Crumb> : null}
          <li aria-current="page" className="truncate font-medium text-foreground">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ProductGallery images={data.images} productName={product.name} />
        <div className="min-w-0 space-y-5">
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
            <a href="#reviews" className="inline-flex items-center gap-2 text-sm hover:underline">
              <Stars rating={summary.average} />
              {summary.count > 0 ? (
                <span>
                  {summary.average.toFixed(1)} {ratingLabel(summary.average)} ({summary.count}{" "}
                  {summary.count === 1 ? "review" : "reviews"})
                </span>
              ) : (
                <span>No reviews yet</span>
              )}
            </a>
            <ProductStatusBadges product={product} vendorVerified={vendor.verified} />
          </div>
          <div className="print:hidden">
            <SharePrint title={product.name} path={path}>
              <CompareVendorsButton productId={product.id} productName={product.name} />
            </SharePrint>
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
          />
          <VendorCard vendor={vendor} productId={product.id} countryOfOrigin={product.countryOfOriginName} />
        </div>
      </div>

      <div className="mt-12">
        <ProductInfoTabs
          product={product}
          vendorLocation={vendorLocation}
          documents={
            <ProductDocuments
              productId={product.id}
              documents={data.documents}
              canManage={data.canManageDocuments}
            />
          }
          reviewCount={summary.count}
          initialTab={data.initialTab}
          reviews={<ReviewsSection productPath={path} state={reviewsState} signedIn={signedIn} />}
        />
      </div>

      <div className="mt-12 print:hidden">
        <Suspense>
          <ProductSuggestions productId={product.id} related={data.related} recommended={data.recommended} />
        </Suspense>
      </div>
    </div>
  );
}

function Crumb({ to, children }: { to: string; children: string }) {
  return (
    <li className="flex items-center gap-1">
      <Link to={to} className="hover:text-foreground hover:underline">
        {children}
      </Link>
      <ChevronRight aria-hidden="true" className="size-3.5" />
    </li>
  );
}
