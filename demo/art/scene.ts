import type { SeededRandom } from "#server/lib/seeded-random";
import type { Palette } from "./palettes";

/**
 * What a painter draws: SVG definitions (gradients, patterns, clip paths) and the visible body,
 * in a 1200 × 1200 space with the object standing on a floor around y = 1000.
 */
export interface Scene {
  defs: string;
  body: string;
}

export interface PaintContext {
  rng: SeededRandom;
  palette: Palette;
  /** What to draw within the painter's range (e.g. "dress" for fashion); the painter picks when absent. */
  motif: string | undefined;
  /** An id unique within the document, for a definition of this scene. */
  id(name: string): string;
}

export interface Painter {
  motifs: readonly string[];
  paint(context: PaintContext): Scene;
}

export function joinScenes(...scenes: Scene[]): Scene {
  return {
    defs: scenes.map((scene) => scene.defs).join(""),
    body: scenes.map((scene) => scene.body).join(""),
  };
}

/** The motif asked for when this painter knows it, else one picked at random. */
export function chooseMotif(context: PaintContext, motifs: readonly string[]): string {
  return context.motif && motifs.includes(context.motif) ? context.motif : context.rng.pick(motifs);
}
