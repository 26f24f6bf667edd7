import { storePolicyTexts } from "#common/i18n/vendor-store";
import type { StoreBanner } from "#common/views/storefront-banners";
import { Link } from "react-router";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { usePageTexts } from "~/lib/locale";

/**
 * The store's live banners under its header (or the home page's, with their own `label`), side by
 * side in a row that scrolls sideways (snapping to each) when there are several: plain HTML and
 * CSS, no script, so the page stays light.
 */
export function StorefrontBanners({ banners, label }: { banners: StoreBanner[]; label?: string }) {
  const texts = usePageTexts(storePolicyTexts);
  if (banners.length === 0) return null;
  return (
    <section aria-label={label ?? texts.bannersLabel} className="mx-auto max-w-7xl px-4 pt-6">
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            className={`relative aspect-[3/1] shrink-0 snap-start overflow-hidden rounded-lg bg-muted ${banners.length > 1 ? "w-[85%] sm:w-[70%]" : "w-full"}`}
          >
            <CatalogImage
              imageKey={banner.imageKey}
              alt=""
              width={960}
              height={320}
              sizes="(min-width: 1280px) 900px, 85vw"
              eager={index === 0}
            />
            <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/75 via-black/30 to-transparent p-4 text-white sm:p-6">
              <h2 className="text-lg font-bold sm:text-2xl">
                {banner.linkPath ? (
                  <Link to={banner.linkPath} className="after:absolute after:inset-0 hover:underline">
                    {banner.title}
                  </Link>
                ) : (
                  banner.title
                )}
              </h2>
              {banner.subtitle ? <p className="mt-1 text-sm sm:text-base">{banner.subtitle}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
