import type { LucideIcon } from "lucide-react";

/** A grid of cards, each an icon, a short heading and a sentence (what a page offers, point by point). */
export function IconCards({
  items,
  icons,
  headingLevel: Heading,
  className = "",
}: {
  items: readonly { title: string; text: string }[];
  /** One icon per item, in order. */
  icons: readonly LucideIcon[];
  headingLevel: "h2" | "h3";
  className?: string;
}) {
  return (
    <ul className={`grid gap-4 ${className}`}>
      {items.map((item, index) => {
        const Icon = icons[index % icons.length]!;
        return (
          <li key={item.title} className="rounded-lg border border-border bg-card p-5">
            <Icon aria-hidden="true" className="size-6 text-primary-text" />
            <Heading className="mt-3 font-semibold">{item.title}</Heading>
            <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
