import type { CategorySlug } from "../categories";
import { art } from "./art";
import { beauty } from "./beauty";
import { crafts } from "./crafts";
import { fashion } from "./fashion";
import { foodProducts } from "./food-products";
import { homeDecor } from "./home-decor";
import { jewelry } from "./jewelry";
import { machinery } from "./machinery";
import type { CategoryContent } from "./types";

export const categoryContent: Record<CategorySlug, CategoryContent> = {
  fashion,
  "home-decor": homeDecor,
  jewelry,
  "food-products": foodProducts,
  beauty,
  art,
  crafts,
  machinery,
};
