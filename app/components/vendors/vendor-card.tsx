import { vendorStorePath } from "#common/paths";
import { countText } from "#common/catalog";
import { messages } from "#common/messages";
import { businessTypeLabel, type VendorCardData } from "#common/vendors";
import { BadgeCheck, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { RatingStars } from "~/components/catalog/rating-stars";
import { TradeAssuranceBadge } from "~/components/catalog/trade-assurance-badge";
import { buttonClassName } from "~/components/ui/button";
import { VendorCover, VendorLogo } from "./vendor-logo";

/** Matches VendorGrid: one column on phones, two on tablets, three from 1024 px. */
const coverSizes = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw";

/**
 * A vendor in the directory and the stores list: cover, Verified badge, logo, name,
 * country, business type, two lines of description, rating with count, and Visit Store.
 */
function VendorCard({ vendor, eager = false }: { vendor: VendorCardData; eager?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm">
      <div className="relative aspect-[3/1] bg-muted">
        <VendorCover coverKey={vendor.coverKey} width={480} sizes={coverSizes} eager={eager} />
        {vendor.verified ? (
          <span className="absolute top-2 right-2">
            <Badge tone="success">
              <BadgeCheck aria-hidden="true" className="mr-0.5 size-3.5" />
              Verified
            </Badge>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 px-4 pb-4">
        <div className="relative -mt-8 flex items-end gap-3">
          <VendorLogo name={vendor.businessName} logoKey={vendor.logoKey} />
          {vendor.premium ? (
            <span className="mb-1">
              <Badge tone="brand">Premium</Badge>
            </span>
          ) : null}
          {vendor.tradeAssured ? (
            <span className="mb-1">
              <TradeAssuranceBadge />
            </span>
          ) : null}
        </div>
        <h3 className="text-lg leading-snug font-semibold">{vendor.businessName}</h3>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">
            {vendor.city ? `${vendor.city}, ${vendor.countryName}` : vendor.countryName}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {businessTypeLabel(vendor.businessType)} · {countText(vendor.productCount, "product")}
        </p>
        <p className="line-clamp-2 text-sm">{vendor.description.trim() || messages.store.noDescription}</p>
        <RatingStars average={vendor.rating} count={vendor.ratingCount} />
        <Link to={vendorStorePath(vendor.id)} className={`mt-auto w-full ${buttonClassName("primary")}`}>
          Visit Store<span className="sr-only">: {vendor.businessName}</span>
        </Link>
      </div>
    </article>
  );
}

/** Vendor cards in a responsive grid; the first row's pictures load at once. */
export function VendorGrid({ vendors }: { vendors: readonly VendorCardData[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {vendors.map((vendor, index) => (
        <li key={vendor.id}>
          <VendorCard vendor={vendor} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
