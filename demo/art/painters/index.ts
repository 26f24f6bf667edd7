import type { Painter } from "../scene";
import { artPainter } from "./art";
import { beautyPainter } from "./beauty";
import { craftsPainter } from "./crafts";
import { fashionPainter } from "./fashion";
import { foodPainter } from "./food";
import { homeDecorPainter } from "./home-decor";
import { jewelryPainter } from "./jewelry";
import { machineryPainter } from "./machinery";

/** One painter per catalog category slug. */
export const painters = {
  fashion: fashionPainter,
  "home-decor": homeDecorPainter,
  jewelry: jewelryPainter,
  "food-products": foodPainter,
  beauty: beautyPainter,
  art: artPainter,
  crafts: craftsPainter,
  machinery: machineryPainter,
} as const satisfies Record<string, Painter & { dark?: boolean }>;

export type ArtCategory = keyof typeof painters;

export const artCategories = Object.keys(painters) as ArtCategory[];
