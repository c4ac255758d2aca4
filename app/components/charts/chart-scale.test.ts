import { describe, expect, it } from "vitest";
import { chartScale, compactNumber, hasChartData, shortDayLabel, valueToY } from "./chart-scale";

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

describe("honest axes and empty charts (issue 37)", () => {
  it("starts every axis at zero, however large the counts", () => {
    const followers = [24_800, 24_800, 24_801];
    const { max, ticks } = chartScale(followers);
    expect(ticks[0]).toBe(0);
    expect(max).toBeGreaterThanOrEqual(24_801);
    // One follower more moves the line by a hair, not from the bottom of the plot to the top.
    const plotHeight = 150;
    const drop = valueToY(24_800, max, 10, plotHeight) - valueToY(24_801, max, 10, plotHeight);
    expect(drop).toBeLessThan(0.1);
    expect(valueToY(0, max, 10, plotHeight)).toBe(160);
    expect(valueToY(max, max, 10, plotHeight)).toBe(10);
  });

  it("clamps values outside the axis to the frame and draws nothing above a zero axis", () => {
    expect(valueToY(-5, 10, 0, 100)).toBe(100);
    expect(valueToY(50, 10, 0, 100)).toBe(0);
    expect(valueToY(3, 0, 0, 100)).toBe(100);
  });

  it("has data only when some value is above zero", () => {
    expect(hasChartData([])).toBe(false);
    expect(hasChartData([0, 0, 0])).toBe(false);
    expect(hasChartData([0, Number.NaN])).toBe(false);
    expect(hasChartData([0, 1])).toBe(true);
  });
});
