import { describe, expect, it } from "vitest";
import { parseFiguresPeriod, trendMonthsEndingOn } from "./platform-figures";

// Thursday 26 November 2026, 17:00 UTC.
const now = new Date("2026-11-26T17:00:00Z");

describe("parseFiguresPeriod", () => {
  it("reads the rolling periods and this month as whole UTC days ending today", () => {
    expect(parseFiguresPeriod({ period: "7d" }, now)).toEqual({
      ok: true,
      range: { period: "7d", firstDay: "2026-11-20", lastDay: "2026-11-26" },
    });
    expect(parseFiguresPeriod({ period: "90d" }, now)).toMatchObject({
      range: { firstDay: "2026-08-29", lastDay: "2026-11-26" },
    });
    expect(parseFiguresPeriod({ period: "month" }, now)).toMatchObject({
      range: { period: "month", firstDay: "2026-11-01", lastDay: "2026-11-26" },
    });
  });

  it("reads a missing or unknown period as the last 30 days", () => {
    for (const period of [null, "", "12m", "30d"])
      expect(parseFiguresPeriod({ period }, now)).toEqual({
        ok: true,
        range: { period: "30d", firstDay: "2026-10-28", lastDay: "2026-11-26" },
      });
  });

  it("takes a custom period of real days, in order, not past today, at most two years long", () => {
    expect(parseFiguresPeriod({ period: "custom", from: "2026-02-01", to: "2026-02-28" }, now)).toEqual({
      ok: true,
      range: { period: "custom", firstDay: "2026-02-01", lastDay: "2026-02-28" },
    });
    expect(parseFiguresPeriod({ period: "custom", from: "2024-11-26", to: "2026-11-26" }, now)).toMatchObject(
      {
        ok: true,
      },
    );
    const refused: [string, string, object][] = [
      ["", "", { from: "required", to: "required" }],
      ["2026-02-30", "2026-13-01", { from: "invalidDate", to: "invalidDate" }],
      ["26/11/2026", "2026-11-26", { from: "invalidDate" }],
      ["2026-11-10", "2026-11-09", { to: "toBeforeFrom" }],
      ["2026-11-10", "2026-11-27", { to: "inFuture" }],
      ["2024-11-25", "2026-11-26", { from: "tooLong" }],
    ];
    for (const [from, to, errors] of refused)
      expect(parseFiguresPeriod({ period: "custom", from, to }, now), `${from}–${to}`).toEqual({
        ok: false,
        values: { from, to },
        errors,
      });
  });
});

describe("trendMonthsEndingOn", () => {
  it("gives the six months up to the day's own, across a year's end", () => {
    expect(trendMonthsEndingOn("2026-02-14")).toEqual([
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });
});
