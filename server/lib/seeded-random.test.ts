import { describe, expect, it } from "vitest";
import { hashText, seededRandom } from "./seeded-random";

describe("seededRandom", () => {
  it("gives the same sequence for the same seed and a different one for another seed", () => {
    const draw = (seed: string) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw("kente-stole")).toEqual(draw("kente-stole"));
    expect(draw("kente-stole")).not.toEqual(draw("adire-kaftan"));
  });

  it("keeps int, between and pick inside their bounds", () => {
    const rng = seededRandom("bounds");
    for (let i = 0; i < 500; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(Number.isInteger(n)).toBe(true);
      const x = rng.between(1.5, 2);
      expect(x).toBeGreaterThanOrEqual(1.5);
      expect(x).toBeLessThan(2);
      expect(["a", "b"]).toContain(rng.pick(["a", "b"]));
    }
  });

  it("samples distinct items and forks independent, reproducible streams", () => {
    const items = [1, 2, 3, 4, 5, 6];
    const sample = seededRandom("sample").sample(items, 4);
    expect(new Set(sample).size).toBe(4);
    expect(seededRandom("sample").sample(items, 99).sort()).toEqual(items);
    expect(seededRandom("x").fork("a").next()).toBe(seededRandom("x").fork("a").next());
    expect(seededRandom("x").fork("a").next()).not.toBe(seededRandom("x").fork("b").next());
  });

  it("hashes text to an unsigned 32-bit number", () => {
    expect(hashText("")).toBe(0x811c9dc5);
    expect(hashText("lagos-threads")).toBeGreaterThan(0);
    expect(hashText("lagos-threads")).toBeLessThan(2 ** 32);
  });
});
