import { describe, expect, it } from "vitest";
import { majorUnitsText, parseMajorUnits } from "./money-input";

describe("money typed in major units", () => {
  it("reads naira as exact kobo", () => {
    expect(parseMajorUnits("1,500.50")).toBe(150050);
    expect(parseMajorUnits("0.1")).toBe(10);
    expect(parseMajorUnits(" 2500 ")).toBe(250000);
    expect(parseMajorUnits("0")).toBe(0);
  });

  it("refuses what is not a plain amount", () => {
    for (const text of ["", "-5", "1.234", "abc", "1e3", "1.2.3"]) expect(parseMajorUnits(text)).toBeNull();
  });

  it("reads a debit only where a sign is allowed", () => {
    expect(parseMajorUnits("-2,500.5", "NGN", { signed: true })).toBe(-250050);
    expect(parseMajorUnits("1500", "NGN", { signed: true })).toBe(150000);
    expect(parseMajorUnits("-0", "NGN", { signed: true })).toBe(0);
    expect(parseMajorUnits("-2500", "NGN")).toBeNull();
    expect(parseMajorUnits("--5", "NGN", { signed: true })).toBeNull();
  });

  it("writes kobo back as the text a field starts with", () => {
    expect(majorUnitsText(150050)).toBe("1500.50");
    expect(majorUnitsText(150000)).toBe("1500");
    expect(majorUnitsText(5)).toBe("0.05");
  });
});
