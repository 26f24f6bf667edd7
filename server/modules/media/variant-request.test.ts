import { describe, expect, it } from "vitest";
import { imageQualities, imageWidths } from "#common/media";
import { negotiateFormat, parseWholeNumber, snapQuality, snapWidth } from "./variant-request";

describe("snapWidth", () => {
  it("rounds up to the next allowed width and caps at the largest", () => {
    expect(snapWidth(20)).toBe(20);
    expect(snapWidth(21)).toBe(40);
    expect(snapWidth(500)).toBe(640);
    expect(snapWidth(5000)).toBe(Math.max(...imageWidths));
  });

  it("uses 640 when absent or nonsense", () => {
    for (const value of [undefined, 0, -3, Number.NaN]) expect(snapWidth(value)).toBe(640);
  });
});

describe("snapQuality", () => {
  it("snaps to the nearest allowed quality, 75 by default", () => {
    expect(snapQuality(undefined)).toBe(75);
    expect(snapQuality(60)).toBe(60);
    expect(snapQuality(1)).toBe(60);
    expect(snapQuality(80)).toBe(85);
    expect(snapQuality(100)).toBe(85);
    for (const quality of imageQualities) expect(snapQuality(quality)).toBe(quality);
  });
});

describe("negotiateFormat", () => {
  it("prefers WebP, then AVIF, else JPEG", () => {
    expect(negotiateFormat("image/avif,image/webp,image/apng,*/*;q=0.8")).toBe("webp");
    expect(negotiateFormat("image/avif,*/*")).toBe("avif");
    expect(negotiateFormat("image/webp,*/*")).toBe("webp");
    expect(negotiateFormat("image/png,image/*;q=0.8")).toBe("jpeg");
    expect(negotiateFormat(undefined)).toBe("jpeg");
  });

  it("ignores a format refused with q=0", () => {
    expect(negotiateFormat("image/webp;q=0, image/avif")).toBe("avif");
    expect(negotiateFormat("image/webp; q=0.0")).toBe("jpeg");
  });
});

describe("parseWholeNumber", () => {
  it("reads digits only", () => {
    expect(parseWholeNumber("320")).toBe(320);
    expect(parseWholeNumber(undefined)).toBeUndefined();
    expect(parseWholeNumber("3e3")).toBeUndefined();
    expect(parseWholeNumber("-1")).toBeUndefined();
    expect(parseWholeNumber("99999999")).toBeUndefined();
  });
});
