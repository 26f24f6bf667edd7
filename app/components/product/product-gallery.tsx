import { useState } from "react";
import { CatalogImage, ImageUnavailable } from "~/components/catalog/catalog-image";

/** Up to 4 thumbnails under the main image. */
const thumbnailLimit = 4;
const mainSizes = "(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw";

export interface GalleryImage {
  key: string;
  alt: string;
}

/**
 * The main image and up to 4 thumbnail buttons that show their image in the main slot (keyboard
 * operable: Tab to a thumbnail, Enter or Space). Without JavaScript only the first image shows.
 */
export function ProductGallery({
  images,
  productName,
  sizes = mainSizes,
}: {
  images: readonly GalleryImage[];
  productName: string;
  sizes?: string;
}) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  const thumbnails = images.slice(0, thumbnailLimit);
  return (
    <div className="space-y-3">
      <div className="aspect-square overflow-hidden rounded-lg border border-border bg-muted">
        {main ? (
          <CatalogImage
            key={main.key}
            imageKey={main.key}
            alt={main.alt || productName}
            width={600}
            height={600}
            sizes={sizes}
            eager
          />
        ) : (
          <ImageUnavailable />
        )}
      </div>
      {thumbnails.length > 1 ? (
        <ul
          className="requires-js grid grid-cols-4 gap-2 [&_button]:block [&_button]:aspect-square [&_button]:w-full [&_button]:overflow-hidden [&_button]:rounded-md [&_button]:border-2 [&_button]:border-transparent [&_button]:bg-muted [&_[aria-pressed=false]:hover]:border-border [&_[aria-pressed=true]]:border-primary"
          aria-label="Product images"
        >
          {thumbnails.map((image, index) => (
            <li key={image.key}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={`Show image ${index + 1} of ${thumbnails.length}`}
                onClick={() => setSelected(index)}
              >
                <CatalogImage imageKey={image.key} alt="" width={120} height={120} sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
