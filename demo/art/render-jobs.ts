import { availableParallelism } from "node:os";
import type { MediaStore } from "#server/modules/media/media-store";
import { masterContentType, renderSvg } from "./render-art";

/** One picture to make: where it goes and how to draw it (drawn only when the key is missing). */
export interface ArtJob {
  key: string;
  svg: () => string;
}

/**
 * Renders the jobs whose key is not in the store yet, a few at a time (sharp works off the main
 * thread, so this uses the cores without blocking requests). Returns how many were made.
 */
export async function renderMissingArt(
  store: MediaStore,
  jobs: readonly ArtJob[],
  { concurrency = availableParallelism() } = {},
): Promise<{ rendered: number; existing: number }> {
  let next = 0;
  let rendered = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await store.exists(job.key)) continue;
      await store.put(job.key, await renderSvg(job.svg()), masterContentType);
      rendered++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { rendered, existing: jobs.length - rendered };
}
