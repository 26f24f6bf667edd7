import { describe, expect, it } from "vitest";
import { adminSectionOf, decideAccess } from "#common/access";
import { defaultStaffSections, editableStaffSections } from "#common/admin-sections";
import { accessMatrix, signInRequiredPaths, viewerFor, viewerNames } from "./matrix";

describe("access matrix: who may open which page", () => {
  it.each(accessMatrix.map((row) => [row.viewer, row.path, row.expected] as const))(
    "%s on %s",
    (viewer, path, expected) => {
      expect(decideAccess(path, viewerFor(viewer), defaultStaffSections)).toEqual(expected);
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
        const decision = decideAccess(path, viewerFor(viewer), defaultStaffSections);
        if (viewer === "anonymous") expect(decision, path).toEqual({ kind: "login" });
        else expect(decision.kind, `${viewer} ${path}`).not.toBe("login");
      }
    }
  });

  it("lets an admin open every page in the matrix", () => {
    for (const { path } of accessMatrix)
      expect(decideAccess(path, viewerFor("admin"), defaultStaffSections), path).toEqual({ kind: "allow" });
  });

  it("denies staff the pages of a section an admin takes away at /admin/roles, and only those", () => {
    const staffRows = accessMatrix.filter((row) => row.viewer === "staff");
    for (const section of editableStaffSections) {
      const without = defaultStaffSections.filter((key) => key !== section);
      // Every section staff can be given has pages in the matrix, so this check cannot pass empty.
      expect(
        staffRows.some((row) => adminSectionOf(row.path) === section && row.expected.kind === "allow"),
        section,
      ).toBe(true);
      for (const row of staffRows) {
        const expected =
          adminSectionOf(row.path) === section ? { kind: "deny", reason: "route" } : row.expected;
        expect(decideAccess(row.path, viewerFor("staff"), without), `${section}: ${row.path}`).toEqual(
          expected,
        );
      }
    }
  });
});
