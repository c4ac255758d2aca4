import { describe, expect, it } from "vitest";
import {
  demoActionLabel,
  demoCategoryHref,
  describeDemoTime,
  describeViewers,
  formatDateTime,
  formatDuration,
  parseDemoCategory,
} from "./demos";

describe("parseDemoCategory", () => {
  it("accepts the five tabs", () => {
    for (const c of ["all", "bioreactors", "freeze-drying", "consumables", "analytics"]) {
      expect(parseDemoCategory(c)).toBe(c);
    }
  });
  it("falls back to all", () => {
    expect(parseDemoCategory(null)).toBe("all");
    expect(parseDemoCategory("chromatography")).toBe("all");
    expect(parseDemoCategory("ANALYTICS")).toBe("analytics");
  });
  it("builds tab links on the path in use", () => {
    expect(demoCategoryHref("all")).toBe("/demo");
    expect(demoCategoryHref("freeze-drying", "/live-demos")).toBe("/live-demos?category=freeze-drying");
  });
});

describe("status-driven button", () => {
  it("matches the status", () => {
    expect(demoActionLabel("live")).toBe("Join Now");
    expect(demoActionLabel("replay")).toBe("Watch Replay");
    expect(demoActionLabel("upcoming")).toBe("Set Reminder");
  });
  it("describes the audience", () => {
    expect(describeViewers("live", 342)).toBe("342 watching");
    expect(describeViewers("replay", 1870)).toBe("1,870 views");
    expect(describeViewers("upcoming", 0)).toBeNull();
  });
});

describe("durations and times", () => {
  it("formats durations", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(70)).toBe("1 h 10 min");
  });
  const when = new Date("2026-03-10T14:00:00Z");
  it("renders UTC and says so without a zone", () => {
    expect(formatDateTime(when, null)).toBe("Tue, Mar 10, 2026, 2:00 PM UTC");
  });
  it("renders the visitor's zone with its short name", () => {
    expect(formatDateTime(when, "Europe/Berlin")).toBe("Tue, Mar 10, 2026, 3:00 PM GMT+1");
    expect(formatDateTime(when, "America/New_York")).toBe("Tue, Mar 10, 2026, 10:00 AM EDT");
  });
  it("words the time line by status", () => {
    expect(describeDemoTime("upcoming", when, null)).toBe("Starts Tue, Mar 10, 2026, 2:00 PM UTC");
    expect(describeDemoTime("live", when, null)).toBe("Started Tue, Mar 10, 2026, 2:00 PM UTC");
    expect(describeDemoTime("replay", when, "Asia/Tokyo")).toBe("Recorded Mar 10, 2026");
  });
});
