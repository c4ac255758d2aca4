import { describe, expect, it } from "vitest";
import { changePercent, conversionPercent, daysBetween, fillDaily, periodRange, readPeriod } from "./periods";

describe("analytics periods", () => {
  it("reads 7, 30 or 90 days and falls back to 30", () => {
    expect(readPeriod("7")).toBe(7);
    expect(readPeriod("90")).toBe(90);
    expect(readPeriod("365")).toBe(30);
    expect(readPeriod("7.5")).toBe(30);
    expect(readPeriod(null)).toBe(30);
  });

  it("ends the period today (UTC) and puts the period before right before it", () => {
    const lateInTheDay = new Date("2026-11-25T23:59:59Z");
    expect(periodRange(7, lateInTheDay)).toEqual({ from: "2026-11-19", to: "2026-11-25", previousFrom: "2026-11-12" });
    expect(periodRange(30, new Date("2026-03-01T00:00:00Z"))).toEqual({
      from: "2026-01-31",
      to: "2026-03-01",
      previousFrom: "2026-01-01",
    });
  });

  it("lists every day, across month ends and the DST change", () => {
    expect(daysBetween("2026-10-30", "2026-11-02")).toEqual(["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(daysBetween("2026-03-28", "2026-03-30")).toHaveLength(3);
    expect(daysBetween(periodRange(90, new Date()).from, periodRange(90, new Date()).to)).toHaveLength(90);
  });

  it("fills days without activity with 0", () => {
    const days = ["2026-11-23", "2026-11-24", "2026-11-25"];
    expect(fillDaily(days, [{ day: "2026-11-24", views: 5 }], "views")).toEqual([0, 5, 0]);
  });

  it("compares with the period before, and says nothing when there was nothing before", () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(1, 3)).toBe(-67);
    expect(changePercent(10, 0)).toBeNull();
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(5, 0)).toBeNull();
  });
});
