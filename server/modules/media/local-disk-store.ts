import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isValidMediaKey } from "./media-key";
import type { MediaStore } from "./media-store";

/** Files under `root`, one per key. The content type is not kept: readers sniff the bytes (sharp does). */
export function createLocalDiskStore(root: string): MediaStore {
  const folder = path.resolve(root);

  function fileOf(key: string): string {
    const file = path.resolve(folder, key);
    // The key check already rules out escapes; this is the second lock on the same door.
    if (!isValidMediaKey(key) || !file.startsWith(folder + path.sep))
      throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
    return file;
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file (several requests may cache one variant).
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      let entries;
      try {
        entries = await readdir(path.join(folder, prefix), { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        // A write under way (or cut short) is a temporary file, not a key.
        if (!isValidMediaKey(key) || key.endsWith(".tmp")) continue;
        const stats = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
        if (stats) yield { key, storedAt: stats.mtime };
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

/**
 * ENOTDIR: a key below another key's file ("a/b" when "a" is a file) is simply absent. EISDIR: a key naming a
 * folder.
 */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
