/**
 * A small count on an icon; hidden at 0 and capped at "99+". Screen readers hear the
 * real count as part of the link's name, e.g. "Wishlist (120 items)"; with `spoken: false` they hear
 * nothing of it (the link names the count itself).
 */
export function CountBadge({ count, spoken = true }: { count: number; spoken?: boolean }) {
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
      {spoken ? <span className="sr-only">{` (${whole} ${whole === 1 ? "item" : "items"})`}</span> : null}
    </>
  );
}
