import { formatCount } from "#common/catalog";
import { productTabHref } from "#common/paths";
import type { ReactNode } from "react";
import { Tabs } from "~/components/ui/tabs";
import { useFormat } from "~/lib/locale";

export interface ProductInfo {
  name: string;
  description: string;
  specifications: Record<string, string>;
  certifications: string[];
  packaging: string | null;
  leadTime: string | null;
  sampleAvailable: boolean;
  countryOfOriginName: string | null;
  modelNumber: string | null;
  hsCode: string | null;
  moq: number;
}

/**
 * The info tabs with the product's real content; the Reviews tab carries the review count. Only the
 * open tab is rendered; each tab links to the page with it open.
 */
export function ProductInfoTabs({
  product,
  vendorLocation,
  documents,
  reviewCount,
  reviews,
  initialTab,
}: {
  product: ProductInfo;
  vendorLocation: string;
  /** The Documents tab's content. */
  documents: ReactNode;
  reviewCount: number;
  reviews: ReactNode;
  initialTab?: string;
}) {
  return (
    <section id="product-info" aria-labelledby="product-info-title" className="scroll-mt-20">
      <h2 id="product-info-title" className="sr-only">
        Product information
      </h2>
      <Tabs
        label="Product information"
        initialTab={initialTab}
        hrefFor={(tab) => productTabHref({ tab })}
        tabs={[
          {
            id: "description",
            label: "Description",
            heading: "Description",
            content: <Description product={product} />,
          },
          {
            id: "specifications",
            label: "Specifications",
            heading: "Specifications",
            content: <Specifications product={product} />,
          },
          {
            id: "shipping",
            label: "Shipping",
            heading: "Shipping",
            content: <Shipping product={product} vendorLocation={vendorLocation} />,
          },
          {
            id: "compliance",
            label: "Compliance",
            heading: "Compliance",
            content: <Compliance product={product} />,
          },
          { id: "documents", label: "Documents", heading: "Documents", content: documents },
          {
            id: "reviews",
            label: `Reviews (${formatCount(reviewCount)})`,
            heading: "Reviews",
            content: reviews,
          },
        ]}
      />
    </section>
  );
}

function Description({ product }: { product: ProductInfo }) {
  const text =
    product.description.trim() || `Quality ${product.name} from ${product.countryOfOriginName ?? "Africa"}`;
  return <p className="max-w-3xl leading-relaxed whitespace-pre-line">{text}</p>;
}

function FactTable({
  caption,
  rows,
  empty,
}: {
  caption: string;
  rows: [string, ReactNode][];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <table className="w-full max-w-3xl text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody className="divide-y divide-border">
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="w-2/5 py-2 pr-4 font-medium text-muted-foreground">
              {label}
            </th>
            <td className="py-2">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Specifications({ product }: { product: ProductInfo }) {
  const rows: [string, string][] = Object.entries(product.specifications).filter(
    ([, value]) => String(value).trim() !== "",
  );
  return (
    <FactTable caption="Specifications" rows={rows} empty="The supplier has not listed specifications yet." />
  );
}

function Shipping({ product, vendorLocation }: { product: ProductInfo; vendorLocation: string }) {
  const format = useFormat();
  const rows: [string, ReactNode][] = [
    ["Lead time", product.leadTime || "Contact supplier"],
    ["Ships from", vendorLocation],
    ["Packaging", product.packaging || "Ask the supplier"],
    ["Minimum order", `${format.number(product.moq)} ${product.moq === 1 ? "unit" : "units"}`],
    ["Samples", product.sampleAvailable ? "Available on request" : "Not offered"],
  ];
  return (
    <div className="space-y-3">
      <FactTable caption="Shipping" rows={rows} empty="" />
      <p className="max-w-3xl text-sm text-muted-foreground">
        Delivery options and costs depend on where the order goes; contact the supplier for a shipping quote.
      </p>
    </div>
  );
}

function Compliance({ product }: { product: ProductInfo }) {
  const rows: [string, ReactNode][] = [];
  if (product.countryOfOriginName) rows.push(["Country of origin", product.countryOfOriginName]);
  if (product.hsCode) rows.push(["HS code", product.hsCode]);
  if (product.modelNumber) rows.push(["Model number", product.modelNumber]);
  if (product.certifications.length) rows.push(["Certifications", product.certifications.join(", ")]);
  return (
    <FactTable
      caption="Compliance"
      rows={rows}
      empty="The supplier has not listed certifications or customs details yet."
    />
  );
}
