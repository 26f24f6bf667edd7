import { createElement, type ReactNode, type SVGProps } from "react";

/** What lucide-react's icon modules pass to `createLucideIcon` (see vite.config.ts). */
export interface LucideIconData {
  name?: string;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: unknown[];
}

/**
 * Only the view box travels with each icon: size, fill and stroke come from the `.icon` rule in
 * app.css, once per page instead of nine attributes on each of the ~80 icons a page draws.
 */
const svgAttributes = { viewBox: "0 0 24 24" } as const;

/** Whether the caller named the icon for screen readers; otherwise it is hidden from them, as lucide does. */
function isLabelled(props: Record<string, unknown>): boolean {
  for (const key in props) {
    if ((key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null) return true;
  }
  return false;
}

/**
 * Stands in for lucide-react's own `createLucideIcon` in the app's builds (vite.config.ts). Lucide's
 * version merges classes, size, stroke and context props on every render, ~20 µs an icon; a product
 * page draws about 80 icons, so that was ~2 ms of every request. Here the paths are built once per
 * icon, and only `className`, ARIA attributes and other SVG props are taken per render. The markup
 * is lucide's minus its presentation attributes and per-icon class names (the `.icon` rule in
 * app.css draws them the same): about 250 bytes less per icon.
 */
export default function createLucideIcon(data: LucideIconData) {
  const baseClass = "icon";
  const paths = data.node.map(([tag, attributes]) => createElement(tag, attributes));
  function LucideIcon({ className, children, ...props }: SVGProps<SVGSVGElement> & { children?: ReactNode }) {
    const hidden = children || isLabelled(props) ? {} : { "aria-hidden": "true" as const };
    return createElement(
      "svg",
      {
        ...svgAttributes,
        className: className ? `${baseClass} ${className}` : baseClass,
        ...hidden,
        ...props,
      },
      ...paths,
      children,
    );
  }
  LucideIcon.displayName = data.name ?? "LucideIcon";
  return LucideIcon;
}
