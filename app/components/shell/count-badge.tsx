/** A small count on an icon; hidden at 0 and capped at "99+" (spec 2 §2.6). */
export function CountBadge({ count }: { count: number }) {
  if (!Number.isFinite(count) || count <= 0) return null;
  const text = count > 99 ? "99+" : String(Math.floor(count));
  return (
    <span className="absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-semibold text-primary-foreground">
      <span className="sr-only"> (</span>
      {text}
      <span className="sr-only"> {count === 1 ? "item" : "items"})</span>
    </span>
  );
}
