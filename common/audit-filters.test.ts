import { describe, expect, it } from "vitest";
import { auditFilterQuery, isCalendarDay, readAuditFilters } from "./audit-filters";

const read = (query: string) => readAuditFilters(new URLSearchParams(query));

describe("the activity log's filters", () => {
  it("reads each filter from its query parameter, trimmed; empty ones filter nothing", () => {
    expect(
      read("actor=%20tunde%20&action=order.&type=order&object=ord_1&from=2026-03-01&to=2026-03-31"),
    ).toEqual({
      filters: {
        actor: "tunde",
        action: "order.",
        objectType: "order",
        objectId: "ord_1",
        from: "2026-03-01",
        to: "2026-03-31",
      },
      errors: {},
    });
    expect(read("actor=&page=2").errors).toEqual({});
  });

  it("refuses what it cannot apply, each with its reason", () => {
    expect(read("from=2026-02-30&to=yesterday").errors).toEqual({ from: "date", to: "date" });
    expect(read("from=2026-03-10&to=2026-03-01").errors).toEqual({ to: "range" });
    expect(read("action=order%20cancel&type=order:1&object=ord%201").errors).toEqual({
      action: "actionFormat",
      objectType: "typeFormat",
      objectId: "idFormat",
    });
    expect(read(`actor=${"a".repeat(255)}`).errors).toEqual({ actor: "tooLong" });
  });

  it("knows a calendar day", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-3-1")).toBe(false);
  });

  it("writes back only the filters in use", () => {
    const { filters } = read("actor=&action=order.&from=2026-03-01");
    expect(auditFilterQuery(filters)).toBe("action=order.&from=2026-03-01");
  });
});
