import { dateTimeFormat } from "~/utils/date-format";

/** "Nov 22, 2026, 14:05 UTC" in the visitor's zone when known, else UTC (labelled). */
export function formatDateTime(iso: string | Date | null | undefined, timeZone: string | null): string {
  if (!iso) return "";
  const date = typeof iso === "string" ? new Date(iso) : iso;
  const zone = timeZone ?? "UTC";
  const text = dateTimeFormat({
    timeZone: zone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: timeZone ? "short" : undefined,
  }).format(date);
  return timeZone ? text : `${text} UTC`;
}
