import path from "node:path";
import type { Env } from "#server/lib/env";
import { createLocalDiskStore } from "./local-disk-store";
import type { MediaStore } from "./media-store";

/** The configured store: files under `<DATA_DIR>/media` (beside PGlite's `<DATA_DIR>/pglite`). */
export function mediaStoreFromEnv(env: Pick<Env, "DATA_DIR">, projectRoot: string): MediaStore {
  return createLocalDiskStore(path.resolve(projectRoot, env.DATA_DIR, "media"));
}
