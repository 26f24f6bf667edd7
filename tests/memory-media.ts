import type { MediaStore } from "#server/modules/media/media-store";

/** A media store in memory, with its files visible to the test. */
export function memoryStore(): MediaStore & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    put: async (key, bytes) => void files.set(key, bytes),
    get: async (key) => files.get(key) ?? null,
    exists: async (key) => files.has(key),
    delete: async (key) => void files.delete(key),
  };
}
