import { randomBytes } from "node:crypto";

/** A random, URL-safe id with a readable prefix, e.g. "prd_3kT9…". */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}
