import { describe, expect, it } from "vitest";
import { findCycles, importGraph } from "./import-graph";

/**
 * No import cycle in the app's own code. A cycle makes the order modules run in depend on which
 * one is imported first (a value read before its module has run is undefined), and it ties the
 * modules together so neither can be understood or moved alone. Type-only imports count too: they
 * vanish from the built code, but they tie the modules together all the same. A dynamic import()
 * does not: it loads its module later, on demand (a code split), so it cannot run before it.
 */

describe("import cycles", () => {
  it("finds a planted cycle", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
    ]);
    expect(findCycles(graph)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]]);
  });

  it("has none in app/, common/, server/ and db/", () => {
    const cycles = findCycles(importGraph(["app", "common", "server", "db"]));
    expect(cycles.map((cycle) => cycle.join(" -> "))).toEqual([]);
  });
});
