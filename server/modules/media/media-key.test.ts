import { describe, expect, it } from "vitest";
import { isValidMediaKey, maxMediaKeyLength } from "./media-key";

describe("isValidMediaKey", () => {
  it("accepts lower-case keys with folders, dots, dashes and underscores", () => {
    for (const key of ["logo", "seed/v1/products/kente-stole/1", "uploads/2025/img_01.png", "a/b.c/d-e_f"])
      expect(isValidMediaKey(key)).toBe(true);
  });

  it("refuses traversal, absolute paths, empty or hidden segments, odd characters and long keys", () => {
    for (const key of [
      "",
      "../etc/passwd",
      "a/../b",
      "a/..",
      "/abs",
      "a//b",
      "a/",
      ".hidden",
      "a/.git/config",
      "a/./b",
      "Upper",
      "a b",
      "a%2f..",
      "a\\b",
      "ä",
      "a?b",
      "x".repeat(maxMediaKeyLength + 1),
    ]) {
      expect(isValidMediaKey(key), key).toBe(false);
    }
  });
});
