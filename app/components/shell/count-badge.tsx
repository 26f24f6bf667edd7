/**
 * A small count on an icon; hidden at 0 and capped at "99+". Screen readers hear the
 * real count as part of the link's name, e.g. "Wishlist (120 items)", or `srText` when given.
 */
export function CountBadge({ count, srText }: { count: number; srText?: string }) {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-semibold text-primary-foreground"
      >
        {whole > 99 ? "99+" : whole}
      </span>
      <span className="sr-only">{srText ?? ` (${whole} ${whole === 1 ? "item" : "items"})`}</span>
    </>
  );
}
