import { describe, expect, it } from "vitest";
import { isValidTimeZone, utcToZonedLocal, zonedLocalToUtc } from "./schedule-time";

const utc = (local: string, zone: string) => {
  const result = zonedLocalToUtc(local, zone);
  return result.ok ? result.date.toISOString() : result.reason;
};

describe("zonedLocalToUtc", () => {
  it("reads the wall-clock time in the expert's zone and stores it in UTC", () => {
    expect(utc("2026-12-01T14:30", "Europe/Berlin")).toBe("2026-12-01T13:30:00.000Z"); // CET, UTC+1
    expect(utc("2026-07-01T14:30", "Europe/Berlin")).toBe("2026-07-01T12:30:00.000Z"); // CEST, UTC+2
    expect(utc("2026-12-01T09:00", "America/New_York")).toBe("2026-12-01T14:00:00.000Z");
    expect(utc("2026-12-01T09:00", "Asia/Kolkata")).toBe("2026-12-01T03:30:00.000Z");
    expect(utc("2026-12-01T09:00", "UTC")).toBe("2026-12-01T09:00:00.000Z");
    expect(utc("2026-12-31T23:30", "Pacific/Auckland")).toBe("2026-12-31T10:30:00.000Z");
  });

  it("refuses a time the clocks skip and takes the first of a time that happens twice", () => {
    // 29 March 2026, Berlin: 02:00 → 03:00.
    expect(utc("2026-03-29T02:30", "Europe/Berlin")).toBe("nonexistent");
    expect(utc("2026-03-29T03:00", "Europe/Berlin")).toBe("2026-03-29T01:00:00.000Z");
    // 25 October 2026, Berlin: 03:00 → 02:00, so 02:30 happens in CEST and again in CET.
    expect(utc("2026-10-25T02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
    // 8 March 2026, New York: 02:00 → 03:00.
    expect(utc("2026-03-08T02:15", "America/New_York")).toBe("nonexistent");
  });

  it("refuses malformed input and unknown zones", () => {
    expect(utc("2026-02-30T10:00", "UTC")).toBe("invalid");
    expect(utc("2026-12-01 10:00", "UTC")).toBe("invalid");
    expect(utc("2026-12-01T24:00", "UTC")).toBe("invalid");
    expect(utc("", "UTC")).toBe("invalid");
    expect(utc("2026-12-01T10:00", "Mars/Olympus")).toBe("invalid");
  });
});

describe("utcToZonedLocal", () => {
  it("shows a stored time as the expert's wall clock, and round-trips", () => {
    const stored = new Date("2026-12-01T13:30:00Z");
    expect(utcToZonedLocal(stored, "Europe/Berlin")).toBe("2026-12-01T14:30");
    expect(utcToZonedLocal(stored, "America/Los_Angeles")).toBe("2026-12-01T05:30");
    for (const zone of ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "Australia/Adelaide"]) {
      const local = utcToZonedLocal(stored, zone);
      expect(utc(local, zone)).toBe(stored.toISOString());
    }
  });

  it("knows real zones", () => {
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("Nowhere/Else")).toBe(false);
  });
});
