import { describe, expect, it } from "vitest";
import { chartScale, compactNumber, shortDayLabel } from "./chart-scale";

describe("chart scale", () => {
  it("rounds the top up to 1, 2 or 5 times a power of ten with whole gridlines", () => {
    expect(chartScale([0, 3, 7])).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(chartScale([120, 380])).toEqual({ max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(chartScale([1])).toEqual({ max: 1, ticks: [0, 1] });
    expect(chartScale([9_999])).toEqual({ max: 10_000, ticks: [0, 5_000, 10_000] });
  });

  it("draws an empty chart for no activity", () => {
    expect(chartScale([0, 0])).toEqual({ max: 0, ticks: [0] });
    expect(chartScale([])).toEqual({ max: 0, ticks: [0] });
  });

  it("writes axis values compactly", () => {
    expect(compactNumber(0)).toBe("0");
    expect(compactNumber(950)).toBe("950");
    expect(compactNumber(1_500)).toBe("1.5K");
    expect(compactNumber(2_000_000)).toBe("2M");
  });

  it("labels days as calendar days, whatever the server's zone", () => {
    expect(shortDayLabel("2026-11-01")).toBe("Nov 1");
    expect(shortDayLabel("2026-01-31")).toBe("Jan 31");
    expect(shortDayLabel("not a day")).toBe("not a day");
  });
});
