// The value axis of a chart: a rounded top (1, 2 or 5 times a power of ten, or 4 whole units at least) and the
// gridlines under it. Pure.

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
