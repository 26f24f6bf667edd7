/**
 * Where image and document bytes live. Local disk by default; an S3-compatible bucket later (keys map to
 * object keys, contentType to the object's Content-Type). Every method expects a valid key (media-key.ts).
 */
export interface MediaStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** Removes what is stored under the key; nothing stored is fine. */
  delete(key: string): Promise<void>;
  /**
   * Every file whose key starts with the prefix (a folder, ending in "/"), with when it was stored; for
   * clean-ups.
   */
  list(prefix: string): AsyncIterable<StoredFile>;
}

interface StoredFile {
  key: string;
  storedAt: Date;
}
