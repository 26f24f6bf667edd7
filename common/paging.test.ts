import { describe, expect, it } from "vitest";
import { pageCount, pageParam } from "./paging";

describe("pageParam", () => {
  it.each([
    ["3", 3],
    ["1", 1],
    [null, 1],
    [undefined, 1],
    ["", 1],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
    ["99999999", 10_000],
  ])("%j → %d", (value, page) => {
    expect(pageParam(value)).toBe(page);
  });

  it("caps at the given maximum", () => {
    expect(pageParam("12", 10)).toBe(10);
  });
});

describe("pageCount", () => {
  it.each([
    [0, 25, 1],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [100, 20, 5],
  ])("%d rows at %d a page → %d pages", (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
