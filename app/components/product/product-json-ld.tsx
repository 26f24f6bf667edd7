import { imageUrl } from "#common/media";
import { minorUnitsOf } from "#common/money";
import { useCspNonce } from "~/lib/root-data";

export interface ProductJsonLdData {
  url: string;
  name: string;
  description: string;
  sku: string;
  price: number;
  currency: string;
  inStock: boolean;
  imageKeys: readonly string[];
  brand: string;
  ratingAverage: number;
  ratingCount: number;
  appUrl: string;
}

/** Schema.org Product with its Offer and AggregateRating, in a script allowed by the page's CSP nonce. */
export function ProductJsonLd({ data }: { data: ProductJsonLdData }) {
  const nonce = useCspNonce();
  const base = data.appUrl.replace(/\/+$/, "");
  const digits = minorUnitsOf(data.currency);
  const json = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: data.name,
    description: data.description,
    sku: data.sku,
    url: data.url,
    image: data.imageKeys.map((key) => `${base}${imageUrl(key, { width: 1200 })}`),
    brand: { "@type": "Brand", name: data.brand },
    offers: {
      "@type": "Offer",
      url: data.url,
      price: (data.price / 10 ** digits).toFixed(digits),
      priceCurrency: data.currency,
      availability: data.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: data.brand },
    },
    ...(data.ratingCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: data.ratingAverage.toFixed(1),
            reviewCount: data.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  // "<" is escaped so no product text can close the script element early.
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}
