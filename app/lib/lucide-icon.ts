import { createElement, type ReactNode, type SVGProps } from "react";

/** What lucide-react's icon modules pass to `createLucideIcon` (see vite.config.ts). */
export interface LucideIconData {
  name?: string;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: unknown[];
}

const svgAttributes = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** Whether the caller named the icon for screen readers; otherwise it is hidden from them, as lucide does. */
function isLabelled(props: Record<string, unknown>): boolean {
  for (const key in props) {
    if ((key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null) return true;
  }
  return false;
}

/**
 * Stands in for lucide-react's own `createLucideIcon` in the app's builds (vite.config.ts), with
 * the same markup. Lucide's version merges classes, size, stroke and context props on every
 * render, ~20 µs an icon; a product page draws about 80 icons, so that was ~2 ms of every request.
 * Here the classes and the icon's paths are built once per icon, and only `className`, ARIA
 * attributes and other SVG props are taken per render (the app passes no size or colour props).
 */
export default function createLucideIcon(data: LucideIconData) {
  const aliasClasses = (data.aliases ?? [])
    .filter((alias): alias is string => typeof alias === "string" && alias.trim() !== "")
    .map((alias) => `lucide-${alias}`);
  const baseClass = ["lucide", ...(data.name ? [`lucide-${data.name}`] : []), ...aliasClasses].join(" ");
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
