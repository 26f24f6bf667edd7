import { describe, expect, it } from "vitest";
import { decideAccess } from "#common/access";
import { accessMatrix, signInRequiredPaths, viewerFor, viewerNames } from "./matrix";

describe("access matrix: who may open which page", () => {
  it.each(accessMatrix.map((row) => [row.viewer, row.path, row.expected] as const))(
    "%s on %s",
    (viewer, path, expected) => {
      expect(decideAccess(path, viewerFor(viewer))).toEqual(expected);
    },
  );

  it("has no contradictory rows", () => {
    const seen = new Map<string, string>();
    for (const row of accessMatrix) {
      const key = `${row.viewer} ${row.path}`;
      const decision = JSON.stringify(row.expected);
      expect(seen.get(key) ?? decision, key).toBe(decision);
      seen.set(key, decision);
    }
  });

  it("covers every viewer on every page that needs a login", () => {
    for (const viewer of viewerNames) {
      for (const path of signInRequiredPaths) {
        const decision = decideAccess(path, viewerFor(viewer));
        if (viewer === "anonymous") expect(decision, path).toEqual({ kind: "login" });
        else expect(decision.kind, `${viewer} ${path}`).not.toBe("login");
      }
    }
  });

  it("lets an admin open every page in the matrix", () => {
    for (const { path } of accessMatrix)
      expect(decideAccess(path, viewerFor("admin")), path).toEqual({ kind: "allow" });
  });
});
