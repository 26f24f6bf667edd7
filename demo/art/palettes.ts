import type { SeededRandom } from "#server/lib/seeded-random";

/** Colours of one picture: a light backdrop pair, an ink for outlines and five colours to fill with. */
export interface Palette {
  light: string;
  mid: string;
  ink: string;
  colors: readonly [string, string, string, string, string];
}

type PaletteName = keyof typeof palettes;

/** Warm, African-inspired colour sets: kente, adire indigo, terracotta, savannah, Ndebele, … */
const palettes = {
  kente: {
    light: "#fdf6e3",
    mid: "#f1dfb6",
    ink: "#1c1917",
    colors: ["#f4b400", "#1f7a3a", "#c8102e", "#e8701a", "#2b2118"],
  },
  terracotta: {
    light: "#fbf1e6",
    mid: "#edd3bb",
    ink: "#3b2418",
    colors: ["#c2562b", "#e9a23b", "#6b3e26", "#2f4858", "#f2d0a4"],
  },
  adire: {
    light: "#eef1f8",
    mid: "#d3dbee",
    ink: "#0f1a3d",
    colors: ["#1e3a8a", "#4f6fbf", "#d6deff", "#d97706", "#14213d"],
  },
  savannah: {
    light: "#fbf5e6",
    mid: "#ecdcb4",
    ink: "#3d2c1e",
    colors: ["#d4a017", "#8b5a2b", "#556b2f", "#e07a5f", "#f3d9a4"],
  },
  dusk: {
    light: "#fdf0e6",
    mid: "#f3d5bf",
    ink: "#1d3440",
    colors: ["#e76f51", "#f4a261", "#e9c46a", "#2a9d8f", "#264653"],
  },
  hibiscus: {
    light: "#fff1f3",
    mid: "#f6d3dc",
    ink: "#2b0f24",
    colors: ["#b5179e", "#ef476f", "#ffb703", "#06607a", "#fb8500"],
  },
  baobab: {
    light: "#f8f1e7",
    mid: "#e7d5bf",
    ink: "#2e1f14",
    colors: ["#7f5539", "#b08968", "#ddb892", "#386641", "#c8553d"],
  },
  marrakech: {
    light: "#f4f1ea",
    mid: "#e0d6c2",
    ink: "#10213f",
    colors: ["#1f4fa8", "#f2a900", "#d1495b", "#00798c", "#edae49"],
  },
  ndebele: {
    light: "#fbfaf6",
    mid: "#ece8dc",
    ink: "#111111",
    colors: ["#e63946", "#f1c40f", "#1d4e89", "#2a9d8f", "#f77f00"],
  },
  botanical: {
    light: "#f1f7ee",
    mid: "#d9e8d0",
    ink: "#1b3326",
    colors: ["#2d6a4f", "#95d5b2", "#d8a48f", "#e9c46a", "#40916c"],
  },
  roseClay: {
    light: "#fff4ef",
    mid: "#f4d8cc",
    ink: "#3d2b33",
    colors: ["#b5838d", "#e5989b", "#d4a373", "#6d6875", "#ffcdb2"],
  },
  spice: {
    light: "#fcf3e3",
    mid: "#eed8b0",
    ink: "#3a1d0e",
    colors: ["#c1440e", "#e3a72f", "#7a3e1d", "#4a7c2a", "#b5651d"],
  },
  cocoa: {
    light: "#f8efe4",
    mid: "#e6d2ba",
    ink: "#2a1a12",
    colors: ["#5d3a24", "#8d5b3a", "#c89f6a", "#6a7f2f", "#d9822b"],
  },
  industrial: {
    light: "#eef1f4",
    mid: "#cfd6de",
    ink: "#0f172a",
    colors: ["#475569", "#f97316", "#facc15", "#1e293b", "#94a3b8"],
  },
  forge: {
    light: "#efece7",
    mid: "#d6d1c9",
    ink: "#1c1917",
    colors: ["#3f4b5a", "#b45309", "#d6d3d1", "#27272a", "#eab308"],
  },
} as const satisfies Record<string, Palette>;

/** Which colour sets suit which kind of picture. */
const paletteFamilies = {
  fashion: ["kente", "terracotta", "adire", "dusk", "hibiscus", "marrakech"],
  jewelry: ["kente", "hibiscus", "marrakech", "terracotta", "dusk", "adire"],
  "food-products": ["savannah", "cocoa", "spice", "baobab", "terracotta"],
  "home-decor": ["baobab", "terracotta", "savannah", "adire", "dusk", "marrakech"],
  beauty: ["botanical", "roseClay", "baobab", "dusk"],
  art: ["ndebele", "kente", "dusk", "hibiscus", "marrakech"],
  crafts: ["baobab", "savannah", "terracotta", "cocoa", "spice"],
  machinery: ["industrial", "forge"],
  brand: [
    "kente",
    "terracotta",
    "adire",
    "dusk",
    "hibiscus",
    "baobab",
    "marrakech",
    "spice",
    "botanical",
    "ndebele",
  ],
} as const satisfies Record<string, readonly PaletteName[]>;

export type PaletteFamily = keyof typeof paletteFamilies;

/** One colour set of the family with its five colours in a random order, so two pictures rarely match. */
export function pickPalette(rng: SeededRandom, family: PaletteFamily): Palette {
  const base: Palette = palettes[rng.pick(paletteFamilies[family])];
  const [a, b, c, d, e] = rng.sample(base.colors, 5) as [string, string, string, string, string];
  return { ...base, colors: [a, b, c, d, e] };
}
