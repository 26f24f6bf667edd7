import { productsPath } from "#common/paths";
import { countText } from "#common/catalog";
import type { VendorPage } from "#common/vendors";
import { Store } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { VendorGrid } from "./vendor-card";

export function vendorCountText(total: number, noun: "vendor" | "store"): string {
  return countText(total, noun);
}

/** A page of vendor cards with Previous/Next links, or why there is nothing to show. */
export function VendorResults({
  vendors,
  filtered,
  noun,
  label,
}: {
  vendors: VendorPage;
  filtered: boolean;
  noun: "vendor" | "store";
  label: string;
}) {
  const location = useLocation();
  if (vendors.rows.length > 0) {
    return (
      <>
        <VendorGrid vendors={vendors.rows} />
        <Pagination page={vendors.page} total={vendors.total} pageSize={vendors.pageSize} label={label} />
      </>
    );
  }
  const firstPage = new URLSearchParams(location.search);
  firstPage.delete("page");
  const [title, link] =
    vendors.total > 0
      ? [
          `No ${noun}s on this page`,
          { to: `${location.pathname}?${firstPage}`, label: "Go to the first page" },
        ]
      : filtered
        ? [`No ${noun}s match your search`, { to: location.pathname, label: "Clear search" }]
        : [`No ${noun}s yet`, { to: productsPath, label: "Browse Products" }];
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <Store aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{title}</p>
      <Link to={link.to} className={buttonClassName("secondary")}>
        {link.label}
      </Link>
    </div>
  );
}
