import { vendorInboxPath, vendorMessagesPath, vendorStorePath } from "#common/paths";
import { countText } from "#common/catalog";
import { businessTypeLabel, type StoreProfile } from "#common/vendors";
import { BadgeCheck, Crown, MapPin, MessageSquare, Package } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { RatingStars } from "~/components/catalog/rating-stars";
import { TradeAssuranceBadge } from "~/components/catalog/trade-assurance-badge";
import { buttonClassName } from "~/components/ui/button";
import { FollowButton, followerText } from "./follow-button";
import { ShareStoreButton } from "./share-store-button";
import { VendorCover, VendorLogo } from "./vendor-logo";

/**
 * The store banner: cover, logo, name, badges, where and what, rating, product count, and the store's
 * actions.
 */
export function StoreBanner({ store }: { store: StoreProfile }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="relative mx-auto aspect-[3/1] max-h-60 w-full max-w-7xl overflow-hidden bg-muted sm:aspect-[5/1]">
        <VendorCover coverKey={store.coverKey} width={1200} sizes="(min-width: 1280px) 1280px, 100vw" eager />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="relative -mt-10 sm:-mt-14">
            <VendorLogo name={store.businessName} logoKey={store.logoKey} size="lg" eager />
          </div>
          <div className="min-w-0 flex-1 space-y-1.5 sm:pb-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{store.businessName}</h1>
              {store.verified ? (
                <Badge tone="success">
                  <BadgeCheck aria-hidden="true" className="mr-0.5 size-3.5" />
                  Verified
                </Badge>
              ) : null}
              {store.tradeAssured ? <TradeAssuranceBadge /> : null}
              {store.premium ? (
                <Badge tone="brand">
                  <Crown aria-hidden="true" className="mr-0.5 size-3.5" />
                  Premium
                </Badge>
              ) : null}
            </div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5" />
                {store.city ? `${store.city}, ${store.countryName}` : store.countryName}
              </span>
              <span>{businessTypeLabel(store.businessType)}</span>
              <span className="flex items-center gap-1">
                <Package aria-hidden="true" className="size-3.5" />
                {countText(store.productCount, "product")}
              </span>
            </p>
            <RatingStars average={store.rating} count={store.ratingCount} />
          </div>
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {store.viewerOwns ? (
            <>
              <Link to={vendorInboxPath} className={buttonClassName("primary")}>
                <MessageSquare aria-hidden="true" className="size-4" />
                Your Messages
              </Link>
              <span className="text-sm text-muted-foreground">{followerText(store.followerCount)}</span>
            </>
          ) : (
            <>
              <Link to={vendorMessagesPath(store.id)} className={buttonClassName("primary")}>
                <MessageSquare aria-hidden="true" className="size-4" />
                Contact Vendor
              </Link>
              <FollowButton
                vendorId={store.id}
                following={store.viewerFollows}
                followerCount={store.followerCount}
              />
            </>
          )}
          <ShareStoreButton storeName={store.businessName} path={vendorStorePath(store.id)} />
        </div>
      </div>
    </header>
  );
}
