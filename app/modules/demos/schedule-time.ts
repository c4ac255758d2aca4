// The start of a demo as the expert types it (a wall-clock time in their zone, from a datetime-local field) and
// back: stored in UTC, shown in the expert's zone. Daylight-saving changes are handled: a time that does not exist
// (clocks jump forward) is refused, one that happens twice (clocks go back) is the first of the two. Pure.
import { dateTimeFormat } from "~/utils/date-format";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isValidTimeZone(zone: string): boolean {
  try {
    dateTimeFormat({ timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `timeZone`, as milliseconds on a UTC clock (minute precision). */
function wallClock(instant: number, timeZone: string): number {
  const parts = dateTimeFormat({
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
}

/** The zone's offset from UTC at `instant`, in milliseconds (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const floored = Math.floor(instant / 60_000) * 60_000;
  return wallClock(floored, timeZone) - floored;
}

export type LocalTimeResult = { ok: true; date: Date } | { ok: false; reason: "invalid" | "nonexistent" };

/** "2026-12-01T14:30" in `timeZone` → the UTC instant. */
export function zonedLocalToUtc(local: string, timeZone: string): LocalTimeResult {
  const m = LOCAL.exec(local.trim());
  if (!m || !isValidTimeZone(timeZone)) return { ok: false, reason: "invalid" };
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return { ok: false, reason: "invalid" };
  }
  // The offsets a day either side cover any transition near this time; keep the candidates that read back.
  const day_ = 86_400_000;
  const candidates = [...new Set([offsetAt(wall - day_, timeZone), offsetAt(wall + day_, timeZone)])]
    .map((offset) => wall - offset)
    .filter((instant) => wallClock(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  if (candidates.length === 0) return { ok: false, reason: "nonexistent" };
  return { ok: true, date: new Date(candidates[0]!) };
}

/** The UTC instant as "2026-12-01T14:30" in `timeZone` (a datetime-local field's value). */
export function utcToZonedLocal(date: Date, timeZone: string): string {
  return new Date(wallClock(date.getTime(), timeZone)).toISOString().slice(0, 16);
}
