import { describe, expect, it } from "vitest";
import {
  eventJsonLd,
  formatEventDateTime,
  parseEventFilter,
  selectUpcomingEvents,
  serializeJsonLd,
  upcomingEventsQuery,
  type EventTypeValue,
} from "./events";

const now = new Date("2025-11-10T12:00:00Z");
const rows: { id: string; type: EventTypeValue; startsAt: Date }[] = [
  { id: "webinar-late", type: "webinar", startsAt: new Date("2026-01-10T16:00:00Z") },
  { id: "past-panel", type: "panel_discussion", startsAt: new Date("2025-11-01T14:00:00Z") },
  { id: "conference", type: "conference", startsAt: new Date("2025-11-20T18:00:00Z") },
  { id: "panel-now", type: "panel_discussion", startsAt: now },
  { id: "webinar-early", type: "webinar", startsAt: new Date("2025-12-05T09:00:00Z") },
];

describe("event filter", () => {
  it("accepts the four tab values and falls back to all", () => {
    expect(parseEventFilter("panel-discussion")).toBe("panel-discussion");
    expect(parseEventFilter("conference")).toBe("conference");
    expect(parseEventFilter("webinar")).toBe("webinar");
    expect(parseEventFilter("all")).toBe("all");
    expect(parseEventFilter(null)).toBe("all");
    expect(parseEventFilter("panel_discussion")).toBe("all");
    expect(parseEventFilter("<script>")).toBe("all");
  });

  it("lists only events dated now or later, soonest first", () => {
    expect(selectUpcomingEvents(rows, "all", now).map((e) => e.id)).toEqual([
      "panel-now",
      "conference",
      "webinar-early",
      "webinar-late",
    ]);
  });

  it("keeps only the chosen type", () => {
    expect(selectUpcomingEvents(rows, "webinar", now).map((e) => e.id)).toEqual(["webinar-early", "webinar-late"]);
    expect(selectUpcomingEvents(rows, "panel-discussion", now).map((e) => e.id)).toEqual(["panel-now"]);
    expect(selectUpcomingEvents(rows, "conference", new Date("2025-12-01T00:00:00Z"))).toEqual([]);
  });

  it("expresses the same rule as a database query", () => {
    expect(upcomingEventsQuery("all", now).where).toEqual({ startsAt: { gte: now } });
    expect(upcomingEventsQuery("panel-discussion", now).where).toEqual({
      startsAt: { gte: now },
      type: "panel_discussion",
    });
    expect(upcomingEventsQuery("webinar", now).orderBy[0]).toEqual({ startsAt: "asc" });
  });
});

describe("formatEventDateTime", () => {
  const instant = new Date("2025-11-15T14:00:00Z");
  it("renders UTC labelled UTC when the visitor's zone is unknown", () => {
    expect(formatEventDateTime(instant, null)).toEqual({
      date: "November 15, 2025",
      weekday: "Saturday",
      time: "2:00 PM",
      zone: "UTC",
      timeZone: "UTC",
    });
  });

  it("renders the visitor's zone with its short name", () => {
    const ny = formatEventDateTime(instant, "America/New_York");
    expect(ny).toMatchObject({ date: "November 15, 2025", time: "9:00 AM", zone: "EST" });
    const tokyo = formatEventDateTime(new Date("2025-11-15T20:00:00Z"), "Asia/Tokyo");
    expect(tokyo).toMatchObject({ date: "November 16, 2025", weekday: "Sunday", time: "5:00 AM", zone: "GMT+9" });
  });
});

describe("event JSON-LD", () => {
  it("describes an online event with a virtual location, sponsor and ISO dates", () => {
    const ld = eventJsonLd({
      name: "Panel </script>",
      description: "About",
      startsAt: new Date("2025-11-15T14:00:00Z"),
      durationMinutes: 90,
      imageUrl: "/images/events/a.svg",
      sponsoredBy: "Merck KGaA",
      sponsorUrl: "https://www.merckgroup.com",
      pageUrl: "https://labmarket.example/events/a",
      origin: "https://labmarket.example",
      speakers: [{ name: "Dr. A", title: "Head" }],
    });
    expect(ld).toMatchObject({
      "@type": "Event",
      startDate: "2025-11-15T14:00:00.000Z",
      endDate: "2025-11-15T15:30:00.000Z",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://labmarket.example/events/a" },
      organizer: { "@type": "Organization", name: "Merck KGaA" },
      image: ["https://labmarket.example/images/events/a.svg"],
    });
    const json = serializeJsonLd(ld);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).name).toBe("Panel </script>");
  });

  it("names the marketplace as the organiser of an in-house event and no sponsor (issue 37)", () => {
    const ld = eventJsonLd({
      name: "Open house",
      description: "About",
      startsAt: new Date("2025-11-15T14:00:00Z"),
      durationMinutes: 60,
      imageUrl: "/images/events/a.svg",
      sponsoredBy: "",
      sponsorUrl: null,
      pageUrl: "https://labmarket.example/events/b",
      origin: "https://labmarket.example",
      speakers: [],
    });
    expect(ld.organizer).toEqual({ "@type": "Organization", name: "LabMarket", url: "https://labmarket.example" });
    expect(ld).not.toHaveProperty("sponsor");
  });
});
