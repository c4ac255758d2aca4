import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./date-format";

describe("dateTimeFormat", () => {
  it("builds one formatter per set of options and formats like a new one", () => {
    const options = {
      timeZone: "Europe/Berlin",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    } as const;
    expect(dateTimeFormat({ ...options })).toBe(dateTimeFormat({ ...options }));
    expect(dateTimeFormat({ ...options, timeZone: "Asia/Tokyo" })).not.toBe(dateTimeFormat(options));
    const instant = new Date("2026-11-22T13:05:00Z");
    expect(dateTimeFormat(options).format(instant)).toBe(new Intl.DateTimeFormat("en-US", options).format(instant));
    expect(dateTimeFormat(options).format(instant)).toBe("Nov 22, 2:05 PM");
  });

  it("rejects an unknown zone every time", () => {
    expect(() => dateTimeFormat({ timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
    expect(() => dateTimeFormat({ timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
  });
});
