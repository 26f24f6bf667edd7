import { marketDaysTexts } from "#common/i18n/market-days";
import { imageSrcSet, imageUrl } from "#common/media";
import { productPath } from "#common/paths";
import type { EventProduct } from "#common/views/market-days";
import { Link } from "react-router";
import { useFormat, usePageTexts } from "~/lib/locale";

/** A product at a market day: its picture, name, vendor, event price and the usual price struck through. */
export function EventProductCard({ product }: { product: EventProduct }) {
  const texts = usePageTexts(marketDaysTexts);
  const format = useFormat();
  const percentOff = Math.round(100 - (product.eventPrice * 100) / product.price);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-border">
      <div className="aspect-square bg-muted">
        {product.imageKey ? (
          <img
            src={imageUrl(product.imageKey, { width: 320 })}
            srcSet={imageSrcSet(product.imageKey, 640)}
            sizes="(min-width: 1024px) 18rem, 50vw"
            alt={product.imageAlt ?? ""}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-sm font-medium">
          <Link to={productPath(product.productId)} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="text-xs text-muted-foreground">{texts.by(product.vendor.businessName)}</p>
        <p className="mt-auto">
          <span className="sr-only">{texts.eventPrice}: </span>
          <span className="text-lg font-bold">{format.price(product.eventPrice, product.currency)}</span>{" "}
          <span className="sr-only">{texts.usualPrice}: </span>
          <s className="text-sm text-muted-foreground">{format.price(product.price, product.currency)}</s>
        </p>
        {percentOff > 0 ? (
          <p className="text-xs font-semibold text-primary-text">{texts.off(format.percent(percentOff))}</p>
        ) : null}
      </div>
    </article>
  );
}
