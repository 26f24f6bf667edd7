import { vendorMessagesPath, vendorStorePath } from "#common/paths";
import { formatCount } from "#common/catalog";
import { ratingLabel, verificationBadge } from "#common/product-badges";
import { imageUrl } from "#common/media";
import { BadgeCheck } from "lucide-react";
import { Badge } from "~/components/catalog/badge";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { TradeAssuranceBadge } from "~/components/catalog/trade-assurance-badge";
import { initials } from "~/lib/initials";

export interface VendorCardData {
  id: string;
  businessName: string;
  businessType: string;
  verified: boolean;
  tradeAssured: boolean;
  verificationLevel: number;
  countryName: string | null;
  city: string;
  logoKey: string | null;
  responseRate: number | null;
  responseTimeHours: number | null;
  fulfillmentRate: number | null;
  totalOrders: number;
  productCount: number;
  followers: number;
  ratingAverage: number;
  ratingCount: number;
}

/** Vendor card: identity, rating, response time, stat tiles, Visit Store and Contact Supplier. */
export function VendorCard({
  vendor,
  productId,
  countryOfOrigin,
}: {
  vendor: VendorCardData;
  productId: string;
  countryOfOrigin: string | null;
}) {
  const badge = verificationBadge(vendor.verified, vendor.verificationLevel);
  const country = vendor.countryName ?? countryOfOrigin ?? "Unknown";
  return (
    <section aria-labelledby="vendor-heading" className="rounded-lg border border-border bg-card p-4 sm:p-5">
      <h2
        id="vendor-heading"
        className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Supplier
      </h2>
      <div className="flex items-start gap-3">
        {vendor.logoKey ? (
          <img
            src={imageUrl(vendor.logoKey, { width: 80 })}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-foreground"
          >
            {initials(vendor.businessName)}
          </span>
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5 font-semibold">
            {vendor.businessName}
            {badge ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" className="mr-0.5 size-3.5" />
                {badge}
              </Badge>
            ) : null}
            {vendor.tradeAssured ? <TradeAssuranceBadge /> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {`${vendor.city ? `${vendor.city}, ${country}` : country} · ${vendor.businessType}`}
          </p>
          {vendor.ratingCount > 0 ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm">
              <span aria-hidden="true" className="text-amber-500">
                ★
              </span>
              {`${vendor.ratingAverage.toFixed(1)} out of 5 (${ratingLabel(vendor.ratingAverage)}, ${formatCount(vendor.ratingCount)} ${vendor.ratingCount === 1 ? "review" : "reviews"})`}
            </p>
          ) : null}
          {vendor.responseTimeHours !== null ? (
            <p className="text-sm text-muted-foreground">{`Average response time: ${vendor.responseTimeHours} h`}</p>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center [&_dd]:font-bold [&_dd]:tabular-nums [&_dt]:text-xs [&>div]:flex [&>div]:flex-col-reverse [&>div]:rounded-md [&>div]:p-2">
        <Stat
          label="Fulfillment Rate"
          value={percent(vendor.fulfillmentRate)}
          highlight={(vendor.fulfillmentRate ?? 0) > 95}
        />
        <Stat
          label="Response Rate"
          value={percent(vendor.responseRate)}
          highlight={(vendor.responseRate ?? 0) > 90}
        />
        <Stat label="Total Orders" value={formatCount(vendor.totalOrders)} />
        <Stat label="Products" value={formatCount(vendor.productCount)} />
        <Stat label="Followers" value={formatCount(vendor.followers)} />
      </dl>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <Link to={vendorStorePath(vendor.id)} className={buttonClassName("secondary")}>
          Visit Store
        </Link>
        <Link to={vendorMessagesPath(vendor.id, productId)} className={buttonClassName("primary")}>
          Contact Supplier
        </Link>
      </div>
    </section>
  );
}

function percent(value: number | null): string {
  return value === null ? "N/A" : `${value}%`;
}

function Stat({ label, value, highlight = false }: { label: string; value: string; highlight?: boolean }) {
  return (
    <div
      className={
        highlight ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200" : "bg-muted"
      }
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
