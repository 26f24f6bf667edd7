import { createHash } from "node:crypto";

/** Hex SHA-256, for storing a secret token by its hash (guest order links). */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
