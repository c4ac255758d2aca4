import { describe, expect, it } from "vitest";
import { buildCalendarInvite } from "./calendar-invite";
import { demoSlug, EDITOR_MESSAGES, editableFields, lifecycleRefusal, resolveStart } from "./demo-editor";

const now = new Date("2026-11-25T10:00:00Z");

describe("resolveStart", () => {
  it("turns the expert's local time into UTC and refuses the past, the far future and a skipped hour", () => {
    expect(resolveStart("2026-12-01T14:30", "Europe/Berlin", now)).toEqual({
      ok: true,
      date: new Date("2026-12-01T13:30:00Z"),
    });
    expect(resolveStart("2026-11-25T10:30", undefined, now)).toEqual({
      ok: true,
      date: new Date("2026-11-25T10:30:00Z"),
    });
    const message = (local: string | undefined, zone = "Europe/Berlin") => {
      const r = resolveStart(local, zone, now);
      return r.ok ? null : r.message;
    };
    expect(message("2026-11-25T10:30")).toBe(EDITOR_MESSAGES.startPast); // 09:30 UTC
    expect(message(undefined)).toBe(EDITOR_MESSAGES.startRequired);
    expect(message("2028-01-01T10:00")).toBe(EDITOR_MESSAGES.startTooFar);
    expect(message("2027-03-28T02:30")).toBe(EDITOR_MESSAGES.startNonexistent);
    expect(message("tomorrow")).toBe(EDITOR_MESSAGES.startInvalid);
    expect(message("2026-12-01T14:30", "Not/AZone")).toBe(EDITOR_MESSAGES.timeZone);
  });
});

describe("lifecycle", () => {
  it("goes live only from upcoming with a stream, ends only live demos, cancels only upcoming ones", () => {
    const withStream = { streamUrl: "https://player.vimeo.com/video/1" };
    expect(lifecycleRefusal("upcoming", "go-live", withStream)).toBeNull();
    expect(lifecycleRefusal("upcoming", "go-live", { streamUrl: null })).toBe(EDITOR_MESSAGES.streamBeforeLive);
    expect(lifecycleRefusal("replay", "go-live", withStream)).not.toBeNull();
    expect(lifecycleRefusal("live", "end", withStream)).toBeNull();
    expect(lifecycleRefusal("upcoming", "end", withStream)).not.toBeNull();
    expect(lifecycleRefusal("upcoming", "cancel", withStream)).toBeNull();
    for (const status of ["live", "replay", "cancelled"] as const)
      expect(lifecycleRefusal(status, "cancel", withStream)).not.toBeNull();
  });

  it("lets the schedule change only before the start and the replay link only after the end", () => {
    expect(editableFields("upcoming")).toEqual({ schedule: true, stream: true, replay: false, any: true });
    expect(editableFields("live")).toEqual({ schedule: false, stream: true, replay: false, any: true });
    expect(editableFields("replay")).toEqual({ schedule: false, stream: false, replay: true, any: true });
    expect(editableFields("cancelled").any).toBe(false);
  });
});

describe("demo ids and calendar versions", () => {
  it("makes readable ids from titles", () => {
    expect(demoSlug("Protein A: Résin Lifetime (Live!)", "ab12")).toBe("protein-a-resin-lifetime-live-ab12");
    expect(demoSlug("!!!", "ab12")).toBe("demo-ab12");
  });

  it("writes SEQUENCE and, for a cancellation, METHOD:CANCEL with STATUS:CANCELLED and no alarm", () => {
    const base = {
      uid: "demo-x@labmarket",
      title: "X",
      description: "Y",
      start: new Date("2026-12-01T13:30:00Z"),
      durationMinutes: 30,
      url: "https://labmarket.example/demo/x",
      alarmMinutesBefore: 15,
    };
    const update = buildCalendarInvite({ ...base, sequence: 2 });
    expect(update).toContain("METHOD:PUBLISH");
    expect(update).toContain("SEQUENCE:2");
    expect(update).toContain("STATUS:CONFIRMED");
    const cancel = buildCalendarInvite({ ...base, sequence: 3, method: "CANCEL" });
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("SEQUENCE:3");
    expect(cancel).toContain("STATUS:CANCELLED");
    expect(cancel).not.toContain("BEGIN:VALARM");
  });
});
