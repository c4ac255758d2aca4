import { describe, expect, it } from "vitest";
import { buildCalendarInvite, demoCalendarInvite } from "./calendar-invite";
import { ACCESS_DENIED, demoIntentSchema, isReminderDue, loginPath } from "./demo-actions";
import { socialShareLinks } from "./share";

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("demo action rules", () => {
  it("words the access notice exactly as the spec", () => {
    expect(`${ACCESS_DENIED.title}: ${ACCESS_DENIED.description}`).toBe(
      "Access Denied: You must be logged in and verified to join a live demo.",
    );
    expect(ACCESS_DENIED.variant).toBe("destructive");
  });

  it("accepts the four intents only", () => {
    for (const intent of ["join", "remind", "save", "unsave"])
      expect(demoIntentSchema.safeParse({ intent }).success).toBe(true);
    for (const intent of ["", "JOIN", "delete", undefined])
      expect(demoIntentSchema.safeParse({ intent }).success).toBe(false);
  });

  it("builds the login link back to the page", () => {
    expect(loginPath("/demo?category=analytics")).toBe("/login?redirectTo=%2Fdemo%3Fcategory%3Danalytics");
  });

  it("is due within the 60 minutes before the start, not after it", () => {
    const start = new Date("2026-03-10T14:00:00Z");
    expect(isReminderDue(start, new Date("2026-03-10T12:59:59Z"))).toBe(false);
    expect(isReminderDue(start, new Date("2026-03-10T13:00:00Z"))).toBe(true);
    expect(isReminderDue(start, new Date("2026-03-10T13:59:00Z"))).toBe(true);
    expect(isReminderDue(start, new Date("2026-03-10T14:00:00Z"))).toBe(false);
  });
});

describe("calendar invite", () => {
  const demo = {
    id: "freeze-drying-cycle-optimization",
    title: "Freeze-Drying, Cycle; Optimization",
    description: "Primary drying\nand annealing.",
    startsAt: new Date("2026-03-10T14:00:00Z"),
    durationMinutes: 45,
    creatorName: "Dr. Elena Rossi",
  };

  it("writes a UTC event with the demo's length, link, organizer and an alarm", () => {
    const invite = demoCalendarInvite(demo, "https://labmarket.example");
    expect(invite.filename).toBe("freeze-drying-cycle-optimization.ics");
    expect(invite.contentType).toMatch(/^text\/calendar/);
    const ics = unfold(invite.content);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(ics).toContain("UID:demo-freeze-drying-cycle-optimization@labmarket");
    expect(ics).toContain("DTSTART:20260310T140000Z");
    expect(ics).toContain("DURATION:PT45M");
    // Commas and semicolons are escaped in text values.
    expect(ics).toContain("SUMMARY:Live demo: Freeze-Drying\\, Cycle\\; Optimization");
    expect(ics).toContain("URL:https://labmarket.example/demo/freeze-drying-cycle-optimization");
    expect(ics).toContain("LOCATION:Online");
    expect(ics).toContain('ORGANIZER;CN="Dr. Elena Rossi"');
    expect(ics).toContain("TRIGGER:-PT15M");
    expect(ics).toMatch(/END:VCALENDAR\r\n$/);
  });

  it("builds a plain invite without an alarm", () => {
    const ics = unfold(
      buildCalendarInvite({
        uid: "x@labmarket",
        title: "Session",
        description: "About",
        start: new Date("2026-01-01T00:00:00Z"),
        durationMinutes: 60,
        url: "https://labmarket.example/x",
      }),
    );
    expect(ics).toContain("DTSTART:20260101T000000Z");
    expect(ics).not.toContain("BEGIN:VALARM");
  });
});

describe("share links", () => {
  it("builds LinkedIn, Twitter and Facebook share URLs", () => {
    const links = socialShareLinks("https://labmarket.example/demo/a?b=1", "UHPLC & more");
    expect(links.map((l) => l.label)).toEqual(["LinkedIn", "Twitter", "Facebook"]);
    expect(links[0]!.href).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Flabmarket.example%2Fdemo%2Fa%3Fb%3D1",
    );
    expect(new URL(links[1]!.href).searchParams.get("text")).toBe("UHPLC & more");
    expect(new URL(links[2]!.href).searchParams.get("u")).toBe("https://labmarket.example/demo/a?b=1");
  });
});
