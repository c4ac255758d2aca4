// Pure parts of the brand analytics: the reporting period from the URL, the days it covers (UTC), series with
// the days that had no activity filled in, and the change against the period before. Pure.
import { addDays, subDays } from "date-fns";

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export function readPeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) ? (days as AnalyticsPeriod) : 30;
}

/** "2026-11-25" for the UTC day of `date`. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The `days` UTC days ending today (inclusive) and the same number of days before them, as ISO dates:
 * `from` ≤ day ≤ `to` is the period, `previousFrom` ≤ day < `from` the one it is compared with.
 */
export function periodRange(days: AnalyticsPeriod, now: Date): { from: string; to: string; previousFrom: string } {
  const today = new Date(`${utcDay(now)}T00:00:00Z`);
  const from = subDays(today, days - 1);
  return {
    from: utcDay(from),
    to: utcDay(today),
    previousFrom: utcDay(subDays(from, days)),
  };
}

/** Every ISO day from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = new Date(`${to}T00:00:00Z`);
  for (let day = new Date(`${from}T00:00:00Z`); day <= end; day = addDays(day, 1)) {
    days.push(utcDay(day));
  }
  return days;
}

/** The values of `rows` on each of `days`, 0 where a day has no row. */
export function fillDaily<T extends { day: string }, K extends keyof T>(days: string[], rows: T[], key: K): number[] {
  const byDay = new Map(rows.map((row) => [row.day, Number(row[key])]));
  return days.map((day) => byDay.get(day) ?? 0);
}

/**
 * The change from `previous` to `current` in whole percent; null when there is nothing to compare with
 * (no activity in the period before), so the page says "new" instead of an infinite rise.
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Orders ÷ views as a percentage with one decimal; null without views. */
export function conversionPercent(orders: number, views: number): number | null {
  if (views === 0) return null;
  return Math.round((orders / views) * 1000) / 10;
}
