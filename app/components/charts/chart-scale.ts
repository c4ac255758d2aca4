// The value axis of a chart: a rounded top (1, 2 or 5 times a power of ten, or 4 whole units at least) and the
// gridlines under it. Pure. Counts always start at zero (issue 37): an axis cut to 24,800–24,801 makes one follower
// look like a cliff, so no chart of this project picks its own bottom.

export function chartScale(values: number[], gridlines = 4): { max: number; ticks: number[] } {
  const highest = Math.max(0, ...values.filter((value) => Number.isFinite(value)));
  if (highest === 0) return { max: 0, ticks: [0] };
  const rough = highest / gridlines;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max([1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power, 1);
  const wholeStep = Math.ceil(step);
  const count = Math.ceil(highest / wholeStep);
  const ticks = Array.from({ length: count + 1 }, (_, index) => index * wholeStep);
  return { max: count * wholeStep, ticks };
}

/**
 * Whether a series has anything to draw: a chart whose every value is zero (or missing) is shown as an empty state,
 * not an empty frame.
 */
export function hasChartData(values: number[]): boolean {
  return values.some((value) => Number.isFinite(value) && value > 0);
}

/**
 * The vertical position of a value in a plot whose axis runs from 0 at the bottom to max at the top (plotTop is the
 * top's y, plotHeight the plot's height); values outside 0..max are clamped to the frame.
 */
export function valueToY(value: number, max: number, plotTop: number, plotHeight: number): number {
  if (max <= 0) return plotTop + plotHeight;
  const share = Math.min(Math.max(value / max, 0), 1);
  return plotTop + plotHeight - share * plotHeight;
}

/** "Nov 25" for the ISO date "2026-11-25" (read as a calendar day, not an instant). */
export function shortDayLabel(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  if (!year || !month || !day) return isoDay;
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${names[month - 1]} ${day}`;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** "1.5K", "2M": axis labels that fit beside a chart. */
export function compactNumber(value: number): string {
  return compact.format(value);
}
