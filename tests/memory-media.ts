import type { MediaStore } from "#server/modules/media/media-store";

/** A media store in memory, with its files (and when each was stored, to backdate) visible to the test. */
export function memoryStore(): MediaStore & { files: Map<string, Uint8Array>; storedAt: Map<string, Date> } {
  const files = new Map<string, Uint8Array>();
  const storedAt = new Map<string, Date>();
  return {
    files,
    storedAt,
    put: async (key, bytes) => {
      files.set(key, bytes);
      storedAt.set(key, new Date());
    },
    get: async (key) => files.get(key) ?? null,
    exists: async (key) => files.has(key),
    delete: async (key) => {
      files.delete(key);
      storedAt.delete(key);
    },
    async *list(prefix) {
      for (const key of [...files.keys()].filter((stored) => stored.startsWith(prefix)))
        yield { key, storedAt: storedAt.get(key)! };
    },
  };
}
