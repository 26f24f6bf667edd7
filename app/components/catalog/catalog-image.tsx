import { imageSrcSet, imageUrl } from "#common/media";
import { ImageOff } from "lucide-react";
import { type ReactNode, useState } from "react";

export interface CatalogImageProps {
  imageKey: string | null;
  alt: string;
  /** Intrinsic size of the default source; fixes the aspect ratio so nothing shifts while loading. */
  width: number;
  height: number;
  sizes: string;
  /** Load at once (images in the first screenful); otherwise lazily. */
  eager?: boolean;
  /** Shown when there is no image or it fails to load. */
  fallback?: ReactNode;
  /**
   * The smallest width the srcset offers (up to twice `width`): a slot never drawn narrower than
   * this needs no smaller candidates, and each costs the page ~70 bytes.
   */
  minSrcSetWidth?: number;
  className?: string;
}

/**
 * A stored image at the right size for the slot, or a fallback when it is missing or broken
 * ("Image unavailable"), including one that failed before the page was interactive.
 */
export function CatalogImage({
  imageKey,
  alt,
  width,
  height,
  sizes,
  eager = false,
  fallback = <ImageUnavailable />,
  minSrcSetWidth,
  className = "size-full object-cover",
}: CatalogImageProps) {
  const [failed, setFailed] = useState(false);
  if (!imageKey || failed) return fallback;
  return (
    <img
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setFailed(true);
      }}
      src={imageUrl(imageKey, { width })}
      srcSet={imageSrcSet(imageKey, width * 2, minSrcSetWidth)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

export function ImageUnavailable() {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground">
      <ImageOff aria-hidden="true" className="size-6" />
      <span className="text-xs">Image unavailable</span>
    </div>
  );
}
