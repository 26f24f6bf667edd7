import { CatalogImage } from "~/components/catalog/catalog-image";
import { initials } from "~/lib/initials";

const sizes = {
  md: { box: "size-16 text-xl", width: 80, slot: "64px" },
  lg: { box: "size-20 text-2xl sm:size-28 sm:text-3xl", width: 160, slot: "(min-width: 640px) 112px, 80px" },
} as const;

/** A vendor's round logo, or its initials when it has none (decorative: the name is always next to it). */
export function VendorLogo({
  name,
  logoKey,
  size = "md",
  eager = false,
}: {
  name: string;
  logoKey: string | null;
  size?: keyof typeof sizes;
  eager?: boolean;
}) {
  const { box, width, slot } = sizes[size];
  return (
    <span
      className={`block shrink-0 overflow-hidden rounded-full border-4 border-card bg-accent text-accent-foreground shadow-sm ${box}`}
    >
      <CatalogImage
        imageKey={logoKey}
        alt=""
        width={width}
        height={width}
        sizes={slot}
        eager={eager}
        fallback={
          <span aria-hidden="true" className="flex size-full items-center justify-center font-bold">
            {initials(name)}
          </span>
        }
      />
    </span>
  );
}

/** A vendor's cover picture, or a quiet pattern of the brand colours when it has none. */
export function VendorCover({
  coverKey,
  width,
  sizes: slot,
  eager = false,
}: {
  coverKey: string | null;
  width: number;
  sizes: string;
  eager?: boolean;
}) {
  return (
    <CatalogImage
      imageKey={coverKey}
      alt=""
      width={width}
      height={Math.round(width / 3)}
      sizes={slot}
      eager={eager}
      fallback={
        <span
          aria-hidden="true"
          className="block size-full bg-gradient-to-br from-accent via-muted to-primary/30"
        />
      }
    />
  );
}
