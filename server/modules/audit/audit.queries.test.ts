import { describe, expect, it } from "vitest";
import { type AuditFilters, readAuditFilters } from "#common/audit-filters";
import { parseCsv } from "#common/csv";
import { auditLogs } from "#db/schema";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { auditLogsCsv, auditPageSize, listAuditLogs } from "./audit.queries";
import { recordAudit } from "./record-audit";

const t = useTestDatabase();

describe("listAuditLogs", () => {
  it("lists newest first, 25 a page, with the total", async () => {
    const base = Date.parse("2026-03-01T12:00:00Z");
    await t.db.insert(auditLogs).values(
      Array.from({ length: 30 }, (_, i) => ({
        action: `test.event_${i}`,
        resource: "test",
        createdAt: new Date(base + i * 60_000),
      })),
    );

    const first = await listAuditLogs(t.db, { page: 1 });
    expect(auditPageSize).toBe(25);
    expect(first.total).toBe(30);
    expect(first.pageSize).toBe(25);
    expect(first.rows.map((row) => row.action)).toEqual(
      Array.from({ length: 25 }, (_, i) => `test.event_${29 - i}`),
    );

    const second = await listAuditLogs(t.db, { page: 2 });
    expect(second.total).toBe(30);
    expect(second.rows.map((row) => row.action)).toEqual([
      "test.event_4",
      "test.event_3",
      "test.event_2",
      "test.event_1",
      "test.event_0",
    ]);

    expect((await listAuditLogs(t.db, { page: 3 })).rows).toEqual([]);
  });

  it("orders events of the same instant by insertion, newest first", async () => {
    const at = new Date("2026-03-01T12:00:00Z");
    await t.db
      .insert(auditLogs)
      .values(["a", "b", "c"].map((name) => ({ action: `same.${name}`, resource: "test", createdAt: at })));
    const { rows } = await listAuditLogs(t.db, { page: 1 });
    expect(rows.map((row) => row.action)).toEqual(["same.c", "same.b", "same.a"]);
  });

  it("shows who did it, what, from where and the details", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    await recordAudit(t.db, {
      action: "role.change",
      resource: "profile",
      userId: admin.id,
      ipAddress: "10.0.0.7",
      details: { from: "user", to: "vendor" },
    });
    await recordAudit(t.db, {
      action: "auth.sign_in_failed",
      resource: "session",
      details: { email: "x@example.com" },
    });

    const { rows, total } = await listAuditLogs(t.db, { page: 1 });
    expect(total).toBe(2);
    expect(rows[0]).toMatchObject({
      action: "auth.sign_in_failed",
      userId: null,
      userEmail: null,
      ipAddress: null,
      details: { email: "x@example.com" },
    });
    expect(rows[1]).toMatchObject({
      action: "role.change",
      resource: "profile",
      userId: admin.id,
      userEmail: admin.email,
      ipAddress: "10.0.0.7",
      details: { from: "user", to: "vendor" },
    });
    expect(rows[1]!.createdAt).toBeInstanceOf(Date);
  });

  it("is empty on a fresh installation", async () => {
    await expect(listAuditLogs(t.db, { page: 1 })).resolves.toMatchObject({ rows: [], total: 0, page: 1 });
  });
});

/** The filters of a query string, as the page reads them (all valid here). */
function filtersOf(query: string): AuditFilters {
  const { filters, errors } = readAuditFilters(new URLSearchParams(query));
  expect(errors).toEqual({});
  return filters;
}

const headings = {
  when: "When",
  action: "Action",
  object: "Object",
  actor: "Who",
  ipAddress: "IP",
  details: "Details",
};

describe("filtering the activity log", () => {
  async function seedEvents() {
    const admin = await createUser(t.db, { role: "admin", email: "ngozi.admin@shopafricanbrands.com" });
    const staff = await createUser(t.db, { role: "staff", email: "tunde.staff@shopafricanbrands.com" });
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    await t.db.insert(auditLogs).values([
      { action: "order.cancel", resource: "order:ord_1", userId: staff.id, createdAt: at("2026-03-01") },
      { action: "order.note", resource: "order:ord_2", userId: staff.id, createdAt: at("2026-03-02") },
      {
        action: "vendor.suspend",
        resource: "vendor",
        userId: admin.id,
        details: { vendorId: "ven_9", reason: "fraud" },
        createdAt: at("2026-03-03"),
      },
      { action: "auth.sign_in_failed", resource: "session", createdAt: at("2026-03-04") },
      // An id that holds LIKE's wildcards is matched literally.
      { action: "product.feature", resource: "product:prd_%", userId: admin.id, createdAt: at("2026-03-05") },
    ]);
  }

  const actions = async (query: string) =>
    (await listAuditLogs(t.db, { page: 1, filters: filtersOf(query) })).rows.map((row) => row.action);

  it("by who did it (part of their e-mail, any case), the action or its start, the object and the days", async () => {
    await seedEvents();
    expect(await actions("actor=TUNDE")).toEqual(["order.note", "order.cancel"]);
    expect(await actions("action=order.")).toEqual(["order.note", "order.cancel"]);
    expect(await actions("action=order.cancel")).toEqual(["order.cancel"]);
    expect(await actions("type=order")).toEqual(["order.note", "order.cancel"]);
    expect(await actions("type=vendor")).toEqual(["vendor.suspend"]);
    expect(await actions("object=ord_2")).toEqual(["order.note"]);
    // An object named by its type alone keeps its id in the details.
    expect(await actions("type=vendor&object=ven_9")).toEqual(["vendor.suspend"]);
    expect(await actions("object=prd_%")).toEqual(["product.feature"]);
    expect(await actions("object=prd_x")).toEqual([]);
    expect(await actions("from=2026-03-02&to=2026-03-03")).toEqual(["vendor.suspend", "order.note"]);
    expect(await actions("to=2026-03-01")).toEqual(["order.cancel"]);
    expect(await actions("actor=ngozi&from=2026-03-04")).toEqual(["product.feature"]);
    const page = await listAuditLogs(t.db, { page: 1, filters: filtersOf("actor=tunde") });
    expect(page.total).toBe(2);
  });

  it("pages the filtered rows and counts only them", async () => {
    await t.db.insert(auditLogs).values(
      Array.from({ length: 30 }, (_, i) => ({
        action: i % 2 ? "order.note" : "auth.sign_in",
        resource: "test",
        createdAt: new Date(Date.parse("2026-03-01T12:00:00Z") + i * 60_000),
      })),
    );
    const filters = filtersOf("action=auth.");
    expect((await listAuditLogs(t.db, { page: 1, filters })).total).toBe(15);
    expect((await listAuditLogs(t.db, { page: 1, filters })).rows).toHaveLength(15);
    expect((await listAuditLogs(t.db, { page: 2, filters })).rows).toEqual([]);
  });

  it("exports the filtered rows as CSV, escaped, with formulas defused", async () => {
    await seedEvents();
    await recordAudit(t.db, {
      action: "=2+5",
      resource: "order:ord_3",
      ipAddress: "10.0.0.1",
      details: { reason: 'said "no", twice' },
    });
    const csv = await auditLogsCsv(t.db, { filters: filtersOf("type=order"), headings });
    expect(csv).toContain("'=2+5");
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(["When", "Action", "Object", "Who", "IP", "Details"]);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[3]])).toEqual([
      ["'=2+5", "order:ord_3", ""],
      ["order.note", "order:ord_2", "tunde.staff@shopafricanbrands.com"],
      ["order.cancel", "order:ord_1", "tunde.staff@shopafricanbrands.com"],
    ]);
    expect(rows[1]![4]).toBe("10.0.0.1");
    expect(JSON.parse(rows[1]![5]!)).toEqual({ reason: 'said "no", twice' });
    expect(rows[3]![0]).toBe("2026-03-01T10:00:00.000Z");
  });
});
