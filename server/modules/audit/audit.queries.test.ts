import { describe, expect, it } from "vitest";
import { auditLogs } from "#db/schema";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { auditPageSize, listAuditLogs } from "./audit.queries";
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
