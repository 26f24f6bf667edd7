import { describe, expect, it } from "vitest";
import { parseRecentlyViewed, parseViewedParam, recordView, viewedParam } from "./recently-viewed";

describe("recently viewed", () => {
  it("puts a new product first with one view", () => {
    expect(recordView([], "prd_a", 100)).toEqual([{ id: "prd_a", timestamp: 100, viewCount: 1 }]);
  });

  it("moves a re-viewed product to the front and increments its count", () => {
    const entries = [
      { id: "prd_b", timestamp: 20, viewCount: 1 },
      { id: "prd_a", timestamp: 10, viewCount: 2 },
    ];
    expect(recordView(entries, "prd_a", 30)).toEqual([
      { id: "prd_a", timestamp: 30, viewCount: 3 },
      { id: "prd_b", timestamp: 20, viewCount: 1 },
    ]);
  });

  it("keeps 20", () => {
    let entries = recordView([], "prd_0", 0);
    for (let i = 1; i < 25; i += 1) entries = recordView(entries, `prd_${i}`, i);
    expect(entries).toHaveLength(20);
    expect(entries[0]!.id).toBe("prd_24");
    expect(entries.at(-1)!.id).toBe("prd_5");
  });

  it("reads only well-formed, unique entries from storage", () => {
    expect(parseRecentlyViewed("not json")).toEqual([]);
    expect(parseRecentlyViewed('{"id":"x"}')).toEqual([]);
    expect(
      parseRecentlyViewed(
        JSON.stringify([
          { id: "prd_a", timestamp: 5, viewCount: 2 },
          { id: "prd_a", timestamp: 1, viewCount: 9 },
          { id: "<script>" },
          { id: "prd_b" },
        ]),
      ),
    ).toEqual([
      { id: "prd_a", timestamp: 5, viewCount: 2 },
      { id: "prd_b", timestamp: 0, viewCount: 1 },
    ]);
  });

  it("sends id:count pairs without the current product, and the server reads them back safely", () => {
    const entries = [
      { id: "prd_a", timestamp: 3, viewCount: 4 },
      { id: "prd_now", timestamp: 2, viewCount: 1 },
      { id: "prd_b", timestamp: 1, viewCount: 1 },
    ];
    const param = viewedParam(entries, "prd_now");
    expect(param).toBe("prd_a:4,prd_b:1");
    expect(parseViewedParam(param)).toEqual([
      { id: "prd_a", viewCount: 4 },
      { id: "prd_b", viewCount: 1 },
    ]);
    expect(parseViewedParam("prd_a:-3,bad id:2,prd_a:5,prd_c:x")).toEqual([
      { id: "prd_a", viewCount: 1 },
      { id: "prd_c", viewCount: 1 },
    ]);
    expect(parseViewedParam(Array.from({ length: 30 }, (_, i) => `prd_${i}:1`).join(","))).toHaveLength(20);
  });
});
