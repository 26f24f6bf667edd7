/** Small helpers for writing SVG by hand: numbers rounded to keep documents short. */

export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type AttributeValue = string | number | undefined;

/** SVG attributes whose real names are camelCase; every other camelCase name is a kebab-case CSS property. */
const camelCaseAttributes = new Set([
  "patternUnits",
  "patternTransform",
  "gradientUnits",
  "gradientTransform",
  "viewBox",
  "preserveAspectRatio",
]);

function attributeName(name: string): string {
  return camelCaseAttributes.has(name)
    ? name
    : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * An SVG element; attributes whose value is undefined are left out. camelCase names become kebab-case (except
 * SVG's own camelCase attributes).
 */
export function el(tag: string, attributes: Record<string, AttributeValue>, children?: string): string {
  const rendered = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(
      ([name, value]) =>
        ` ${attributeName(name)}="${typeof value === "number" ? num(value) : escapeAttribute(value)}"`,
    )
    .join("");
  return children === undefined ? `<${tag}${rendered}/>` : `<${tag}${rendered}>${children}</${tag}>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  direction: { x2?: number; y2?: number } = { y2: 1 },
): string {
  const stopElements = stops
    .map(([offset, color, opacity]) => el("stop", { offset, stopColor: color, stopOpacity: opacity }))
    .join("");
  return el(
    "linearGradient",
    { id, x1: 0, y1: 0, x2: direction.x2 ?? 0, y2: direction.y2 ?? 0 },
    stopElements,
  );
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  center: { cx?: number; cy?: number; r?: number } = {},
): string {
  const stopElements = stops
    .map(([offset, color, opacity]) => el("stop", { offset, stopColor: color, stopOpacity: opacity }))
    .join("");
  return el(
    "radialGradient",
    { id, cx: center.cx ?? 0.5, cy: center.cy ?? 0.5, r: center.r ?? 0.5 },
    stopElements,
  );
}

/** `count` points evenly spaced on a quadratic Bézier from a through control c to b. */
export function alongCurve(
  a: readonly [number, number],
  c: readonly [number, number],
  b: readonly [number, number],
  count: number,
): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const u = 1 - t;
    return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
  });
}

/** A closed shape mirrored about x = axis from its right-hand outline (top to bottom). */
export function mirroredOutline(axis: number, right: readonly (readonly [number, number])[]): string {
  const left = [...right].reverse().map(([x, y]) => [2 * axis - x, y] as const);
  return `M${points([...right, ...left]).replace(/ /g, " L")}Z`;
}
