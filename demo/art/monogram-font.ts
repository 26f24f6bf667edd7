/**
 * Capital letters as strokes on a 4 × 6 grid, so monograms look the same on every machine (no
 * dependence on installed fonts). Drawn with a round pen: stroke them, never fill.
 */
const O = "M2 0Q4 0 4 3Q4 6 2 6Q0 6 0 3Q0 0 2 0Z";
const P = "M0 6L0 0L2.6 0Q4 0 4 1.6Q4 3.2 2.6 3.2L0 3.2";

const letters: Record<string, string> = {
  A: "M0 6L2 0L4 6M0.7 4L3.3 4",
  B: "M0 0L0 6L2.6 6Q4 6 4 4.5Q4 3 2.6 3L0 3M0 0L2.4 0Q3.7 0 3.7 1.5Q3.7 3 2.4 3",
  C: "M4 1Q3.3 0 2 0Q0 0 0 3Q0 6 2 6Q3.3 6 4 5",
  D: "M0 0L0 6L1.8 6Q4 6 4 3Q4 0 1.8 0Z",
  E: "M4 0L0 0L0 6L4 6M0 3L3 3",
  F: "M4 0L0 0L0 6M0 3L3 3",
  G: "M4 1Q3.3 0 2 0Q0 0 0 3Q0 6 2 6Q4 6 4 3.5L2.2 3.5",
  H: "M0 0L0 6M4 0L4 6M0 3L4 3",
  I: "M2 0L2 6M0.8 0L3.2 0M0.8 6L3.2 6",
  J: "M4 0L4 4.2Q4 6 2 6Q0.3 6 0 4.5",
  K: "M0 0L0 6M4 0L0 3.8M1.4 2.6L4 6",
  L: "M0 0L0 6L4 6",
  M: "M0 6L0 0L2 4L4 0L4 6",
  N: "M0 6L0 0L4 6L4 0",
  O,
  P,
  Q: `${O}M2.6 4.6L4.2 6.4`,
  R: `${P}M2.2 3.2L4 6`,
  S: "M4 0.9Q3.3 0 2 0Q0.2 0 0.2 1.6Q0.2 3 2 3Q3.9 3 3.9 4.5Q3.9 6 2 6Q0.6 6 0 5",
  T: "M0 0L4 0M2 0L2 6",
  U: "M0 0L0 4Q0 6 2 6Q4 6 4 4L4 0",
  V: "M0 0L2 6L4 0",
  W: "M0 0L1 6L2 2.5L3 6L4 0",
  X: "M0 0L4 6M4 0L0 6",
  Y: "M0 0L2 3L4 0M2 3L2 6",
  Z: "M0 0L4 0L0 6L4 6",
};

/** The stroke path of a capital letter in the 4 × 6 grid; unknown characters draw a diamond. */
export function letterPath(letter: string): string {
  return letters[letter.toUpperCase()] ?? "M2 0L4 3L2 6L0 3Z";
}

/** Up to two initials of a business name: "Lagos Threads" → "LT", "Sahel" → "S". */
export function initialsOf(name: string): string {
  const words = name
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
