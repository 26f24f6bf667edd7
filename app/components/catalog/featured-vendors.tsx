import { vendorStorePath } from "#common/paths";
import type { FeaturedVendor } from "#common/catalog";
import { BadgeCheck, MapPin } from "lucide-react";
import { Link } from "react-router";
import { CatalogImage } from "./catalog-image";
import { initials } from "~/lib/initials";

/** Verified vendors as a strip of small cards, each leading to the vendor's store. */
export function FeaturedVendors({ vendors }: { vendors: readonly FeaturedVendor[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {vendors.map((vendor) => (
        <li key={vendor.id}>
          <Link
            to={vendorStorePath(vendor.id)}
            className="group flex h-full items-center gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground transition-colors hover:border-primary"
          >
            <span className="size-14 shrink-0 overflow-hidden rounded-full bg-accent text-accent-foreground">
              <CatalogImage
                imageKey={vendor.logoKey}
                alt=""
                width={80}
                height={80}
                sizes="56px"
                fallback={
                  <span
                    className="flex size-full items-center justify-center text-lg font-bold"
                    aria-hidden="true"
                  >
                    {initials(vendor.businessName)}
                  </span>
                }
              />
            </span>
            <span className="min-w-0">
              <span className="flex items-center gap-1 font-semibold group-hover:text-primary-text">
                <span className="truncate">{vendor.businessName}</span>
                <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-primary-text" />
                <span className="sr-only">(verified vendor),</span>
              </span>
              <span className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">
                  {vendor.city}, {vendor.countryName}
                  <span className="sr-only">,</span>
                </span>
              </span>
              <span className="block truncate text-sm text-muted-foreground">{vendor.businessType}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
