import { describe, expect, it } from "vitest";
import { parseInsightOptions, parseReportQuery, reportBuckets, totalsByCurrency } from "./admin-reports";

const now = new Date("2026-11-25T12:00:00Z");
const parse = (query: string) => parseReportQuery(new URLSearchParams(query), now);

describe("parseReportQuery", () => {
  it("defaults to the last 30 days including today, by day", () => {
    expect(parse("")).toEqual({ ok: true, query: { from: "2026-10-27", to: "2026-11-25", group: "day" } });
  });

  it("takes a range and grouping as given", () => {
    expect(parse("from=2026-01-01&to=2026-06-30&group=month")).toEqual({
      ok: true,
      query: { from: "2026-01-01", to: "2026-06-30", group: "month" },
    });
  });

  it("says what is wrong with each field and keeps what was typed", () => {
    expect(parse("from=2026-02-30&to=soon&group=year")).toEqual({
      ok: false,
      errors: { from: "invalidDate", to: "invalidDate", group: "invalidGroup" },
      values: { from: "2026-02-30", to: "soon", group: "year" },
    });
    expect(parse("from=2026-11-02&to=2026-11-01")).toMatchObject({
      ok: false,
      errors: { from: "fromAfterTo" },
    });
    expect(parse("from=2023-01-01&to=2026-01-01&group=month")).toMatchObject({
      ok: false,
      errors: { from: "rangeTooLong" },
    });
    expect(parse("from=2026-01-01&to=2026-06-30&group=day")).toMatchObject({
      ok: false,
      errors: { group: "tooManyDays" },
    });
  });
});

describe("reportBuckets", () => {
  it("lists the Mondays of the weeks of the range and the first days of its months", () => {
    expect(reportBuckets({ from: "2026-11-01", to: "2026-11-16", group: "week" })).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
    ]);
    expect(reportBuckets({ from: "2026-01-31", to: "2026-03-01", group: "month" })).toEqual([
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
  });
});

describe("totalsByCurrency", () => {
  it("adds each column per currency, never across currencies", () => {
    const rows = [
      { currency: "NGN", sales: 2, revenue: 100 },
      { currency: "KES", sales: 1, revenue: 7 },
      { currency: "NGN", sales: 3, revenue: 50 },
    ];
    expect(totalsByCurrency(rows, ["sales", "revenue"])).toEqual([
      { currency: "NGN", sales: 5, revenue: 150 },
      { currency: "KES", sales: 1, revenue: 7 },
    ]);
  });
});

describe("parseInsightOptions", () => {
  it("accepts the offered windows and hours only", () => {
    expect(parseInsightOptions(new URLSearchParams("days=7&hours=168"))).toEqual({
      windowDays: 7,
      hours: 168,
    });
    expect(parseInsightOptions(new URLSearchParams("days=5&hours=-1"))).toEqual({
      windowDays: 30,
      hours: 24,
    });
  });
});
