import { displaySku, isPremiumProduct, stockLevel } from "#common/product-badges";
import { BadgeCheck } from "lucide-react";
import { Badge, type BadgeTone } from "~/components/catalog/badge";

const stockTones: Record<ReturnType<typeof stockLevel>["kind"], BadgeTone> = {
  "in-stock": "success",
  low: "warning",
  out: "info",
};

/** Stock, Sample Available, SKU, Verified, New and Premium badges. */
export function ProductStatusBadges({
  product,
  vendorVerified,
}: {
  product: {
    id: string;
    sku: string;
    price: number;
    stockQuantity: number;
    sampleAvailable: boolean;
    isNew: boolean;
  };
  vendorVerified: boolean;
}) {
  const stock = stockLevel(product.stockQuantity);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Product status">
      <li>
        <Badge tone={stockTones[stock.kind]}>{stock.label}</Badge>
      </li>
      {product.sampleAvailable ? (
        <li>
          <Badge tone="soft">Sample Available</Badge>
        </li>
      ) : null}
      <li>
        <Badge tone="soft">SKU: {displaySku(product.sku, product.id)}</Badge>
      </li>
      {vendorVerified ? (
        <li>
          <Badge tone="success">
            <BadgeCheck aria-hidden="true" className="mr-1 size-3.5" />
            Verified
          </Badge>
        </li>
      ) : null}
      {product.isNew ? (
        <li>
          <Badge tone="brand">New</Badge>
        </li>
      ) : null}
      {isPremiumProduct(product.price, vendorVerified) ? (
        <li>
          <Badge tone="brand">Premium</Badge>
        </li>
      ) : null}
    </ul>
  );
}
