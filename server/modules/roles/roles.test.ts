import { describe, expect, it } from "vitest";
import { defaultStaffSections } from "#common/admin-sections";
import { staffSections } from "#db/schema";
import { eq } from "drizzle-orm";
import { actorFor, appErrorFrom, auditRows, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { requestStaffSections } from "./request-staff-sections";
import { setStaffSections } from "./set-staff-sections";
import { readStaffSections } from "./staff-sections.queries";

const t = useTestDatabase();

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

const withoutTradeAssurance = defaultStaffSections.filter((key) => key !== "tradeAssurance");

describe("setStaffSections", () => {
  it("takes a section from staff and gives it back, each change audited with what was added and removed", async () => {
    const actor = await admin();
    expect(await readStaffSections(t.db)).toEqual(defaultStaffSections);
    const taken = await setStaffSections(t.db, {
      actor,
      sections: withoutTradeAssurance,
      client: { ip: "10.0.0.1", userAgent: null },
    });
    expect(taken).toEqual({ sections: withoutTradeAssurance, changed: true });
    expect(await readStaffSections(t.db)).toEqual(withoutTradeAssurance);
    await setStaffSections(t.db, { actor, sections: [...defaultStaffSections] });
    expect(await readStaffSections(t.db)).toEqual(defaultStaffSections);

    const rows = await auditRows(t.db, "staff_sections.update");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId: actor.userId,
      resource: "staff_sections",
      ipAddress: "10.0.0.1",
      details: { added: [], removed: ["tradeAssurance"] },
    });
    expect(rows[1]).toMatchObject({ details: { added: ["tradeAssurance"], removed: [] } });
  });

  it("keeps staff's home page whether it is sent or not, and writes nothing when nothing changes", async () => {
    const actor = await admin();
    const sent = defaultStaffSections.filter((key) => key !== "dashboard");
    expect(await setStaffSections(t.db, { actor, sections: sent })).toEqual({
      sections: defaultStaffSections,
      changed: false,
    });
    expect(await auditRows(t.db, "staff_sections.update")).toHaveLength(0);
  });

  it("refuses an unknown key and a section staff may never have, naming it, and writes nothing", async () => {
    const actor = await admin();
    const unknown = await appErrorFrom(setStaffSections(t.db, { actor, sections: ["orders", "teleport"] }));
    expect(unknown.code).toBe("VALIDATION");
    expect(unknown.fieldErrors).toEqual({ sections: "No admin section has the key “teleport”." });
    const never = await appErrorFrom(setStaffSections(t.db, { actor, sections: ["orders", "settings"] }));
    expect(never.code).toBe("VALIDATION");
    expect(never.fieldErrors).toEqual({ sections: "Settings is for admins only: staff cannot be given it." });
    expect(await readStaffSections(t.db)).toEqual(defaultStaffSections);
    expect(await auditRows(t.db, "staff_sections.update")).toHaveLength(0);
  });

  it("is for admins only: staff, vendors, buyers and visitors are refused, nothing changes", async () => {
    for (const role of ["staff", "vendor", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const error = await appErrorFrom(setStaffSections(t.db, { actor, sections: ["settings"] }));
      expect(error.code, role).toBe("FORBIDDEN");
    }
    expect((await appErrorFrom(setStaffSections(t.db, { actor: null, sections: [] }))).code).toBe(
      "FORBIDDEN",
    );
    expect(await readStaffSections(t.db)).toEqual(defaultStaffSections);
  });
});

describe("reading staff's sections", () => {
  it("gives a section with no stored row its default", async () => {
    await t.db.delete(staffSections).where(eq(staffSections.section, "orders"));
    expect(await readStaffSections(t.db)).toEqual(defaultStaffSections);
  });

  it("reads once per request, for staff only", async () => {
    const sections = requestStaffSections(t.db);
    expect(await sections.forViewer({ role: "admin" })).toEqual([]);
    expect(await sections.forViewer({ role: "staff" })).toEqual(defaultStaffSections);
    await t.db.update(staffSections).set({ allowed: false }).where(eq(staffSections.section, "orders"));
    // The request keeps what it first read; the next request sees the change.
    expect(await sections.forViewer({ role: "staff" })).toEqual(defaultStaffSections);
    expect(await requestStaffSections(t.db).forViewer({ role: "staff" })).not.toContain("orders");
  });
});
