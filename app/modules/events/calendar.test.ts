import { describe, expect, it } from "vitest";
import { calendarEnd, googleCalendarUrl, toCalendarStamp } from "./calendar";

describe("calendar links", () => {
  it("formats instants in UTC compact form", () => {
    expect(toCalendarStamp(new Date("2025-11-15T14:00:00Z"))).toBe("20251115T140000Z");
    expect(toCalendarStamp(new Date("2026-01-10T16:05:09.123Z"))).toBe("20260110T160509Z");
  });

  it("ends one hour after the start, across midnight and year ends", () => {
    expect(calendarEnd(new Date("2025-12-31T23:30:00Z")).toISOString()).toBe("2026-01-01T00:30:00.000Z");
  });

  it("builds the Google Calendar template link with name, dates, details and location Online", () => {
    const url = googleCalendarUrl({
      name: "CRISPR in Therapeutics: Panel Discussion",
      description: "Gene editing & delivery, 100% online",
      startsAt: new Date("2025-11-15T14:00:00Z"),
    });
    expect(url).toBe(
      "https://calendar.google.com/calendar/render?action=TEMPLATE" +
        "&text=CRISPR%20in%20Therapeutics%3A%20Panel%20Discussion" +
        "&dates=20251115T140000Z/20251115T150000Z" +
        "&details=Gene%20editing%20%26%20delivery%2C%20100%25%20online" +
        "&location=Online",
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get("text")).toBe("CRISPR in Therapeutics: Panel Discussion");
    expect(parsed.searchParams.get("details")).toBe("Gene editing & delivery, 100% online");
    expect(parsed.searchParams.get("dates")).toBe("20251115T140000Z/20251115T150000Z");
  });
});
