import { describe, expect, it } from "vitest";
import { curatedCollectionAt, curatedCollections } from "./curated-collections";

describe("curated collections", () => {
  it("are found at their own address, with or without a trailing slash, and nowhere else", () => {
    expect(curatedCollectionAt("/african-crafts")?.categorySlug).toBe("crafts");
    expect(curatedCollectionAt("/african-machinery/")?.categorySlug).toBe("machinery");
    expect(curatedCollectionAt("/african-crafts/extra")).toBeUndefined();
    expect(curatedCollectionAt("/deals")).toBeUndefined();
  });

  it("never list their own category among the related ones", () => {
    for (const collection of curatedCollections) {
      expect(collection.relatedCategorySlugs).not.toContain(collection.categorySlug);
    }
  });
});
