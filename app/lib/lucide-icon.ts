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

type Shape = LucideIconData["node"][number];

const geometry = new Set([
  "key",
  "d",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "x",
  "y",
  "width",
  "height",
  "x1",
  "y1",
  "x2",
  "y2",
  "points",
]);

/** One shape's outline as path data starting with an absolute moveto; null for a shape kept apart. */
function outlineOf([tag, a]: Shape): string | null {
  if (Object.keys(a).some((name) => !geometry.has(name))) return null; // e.g. a filled dot
  const n = (name: string) => Number(a[name] ?? 0);
  const f = (value: number) => Math.round(value * 1000) / 1000; // no 5.1000000000000005 in the markup
  switch (tag) {
    case "path":
      // A leading relative moveto is absolute only as a path's first command; "M0 0" keeps it so.
      return a.d!.startsWith("m") ? `M0 0${a.d}` : a.d!;
    case "circle":
    case "ellipse": {
      const rx = tag === "circle" ? n("r") : n("rx");
      const ry = tag === "circle" ? n("r") : n("ry");
      return `M${f(n("cx") - rx)} ${n("cy")}a${rx} ${ry} 0 1 0 ${f(2 * rx)} 0a${rx} ${ry} 0 1 0 ${f(-2 * rx)} 0`;
    }
    case "line":
      return `M${n("x1")} ${n("y1")}L${n("x2")} ${n("y2")}`;
    case "polyline":
    case "polygon": {
      const values = a.points!.trim().split(/[\s,]+/);
      const [first, ...rest] = values.flatMap((value, index) =>
        index % 2 ? [] : [`${value} ${values[index + 1]}`],
      );
      return `M${first}L${rest.join(" ")}${tag === "polygon" ? "Z" : ""}`;
    }
    case "rect": {
      const [x, y, w, h] = [n("x"), n("y"), n("width"), n("height")];
      const rx = Math.min(a.rx !== undefined ? n("rx") : n("ry"), w / 2);
      const ry = Math.min(a.ry !== undefined ? n("ry") : rx, h / 2);
      const arc = (dx: number, dy: number) => (rx && ry ? `a${rx} ${ry} 0 0 1 ${dx} ${dy}` : "");
      return `M${f(x + rx)} ${y}h${f(w - 2 * rx)}${arc(rx, ry)}v${f(h - 2 * ry)}${arc(-rx, ry)}h${f(2 * rx - w)}${arc(-rx, -ry)}v${f(2 * ry - h)}${arc(rx, -ry)}Z`;
    }
    default:
      return null;
  }
}

/**
 * An icon's stroked shapes drawn as one <path> (every shape gets the same stroke from the .icon rule,
 * so one outline paints the same pixels): 2 elements an icon instead of up to 10. Shapes with
 * attributes of their own (lucide's few filled dots) stay separate elements after it.
 */
export function mergedShapes(node: LucideIconData["node"]): Shape[] {
  const outlines: string[] = [];
  const apart: Shape[] = [];
  for (const shape of node) {
    const outline = outlineOf(shape);
    if (outline === null) apart.push(shape);
    else outlines.push(outline);
  }
  return outlines.length ? [["path", { d: outlines.join(""), key: "outline" }], ...apart] : apart;
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
  const paths = mergedShapes(data.node).map(([tag, attributes]) => createElement(tag, attributes));
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
