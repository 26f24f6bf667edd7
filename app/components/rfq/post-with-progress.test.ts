import { describe, expect, it } from "vitest";
import { filePercents } from "./post-with-progress";

describe("filePercents", () => {
  // Two files of 1,000 and 3,000 bytes after 200 bytes of fields: 4,200 bytes in all.
  const sizes = [1000, 3000];

  it("counts nothing for the files while the fields are sent", () => {
    expect(filePercents(sizes, 150, 4200)).toEqual([0, 0]);
  });

  it("fills the files in order", () => {
    expect(filePercents(sizes, 700, 4200)).toEqual([50, 0]);
    expect(filePercents(sizes, 2700, 4200)).toEqual([100, 50]);
    expect(filePercents(sizes, 4200, 4200)).toEqual([100, 100]);
  });
});
