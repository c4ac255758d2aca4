import { describe, expect, it } from "vitest";
import { agendaItems, eventFormSchema, eventSlug, hasRoom, speakersOf } from "./events";

const base = {
  name: "Summit",
  type: "webinar",
  startsAt: "2031-06-01T10:00",
  endsAt: "2031-06-01T11:00",
  description: "About",
  sponsoredBy: "Waters",
};

describe("event form rules", () => {
  it("reads start and end in the admin's zone and stores UTC", () => {
    const parsed = eventFormSchema("America/New_York").parse(base);
    expect(parsed.startsAt.toISOString()).toBe("2031-06-01T14:00:00.000Z");
    expect(eventFormSchema(null).parse(base).startsAt.toISOString()).toBe("2031-06-01T10:00:00.000Z");
  });

  it("refuses an end before the start, a bad capacity and a speaker title without a name", () => {
    const result = eventFormSchema(null).safeParse({
      ...base,
      endsAt: "2031-06-01T09:00",
      capacity: "0",
      speaker2Title: "Chair",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toContain("capacity: Capacity must be a whole number from 1 to 100,000, or empty for no limit.");
    const speaker = eventFormSchema(null).safeParse({ ...base, speaker2Title: "Chair" });
    expect(speaker.error!.issues[0]).toMatchObject({ path: ["speaker2Name"] });
    const ends = eventFormSchema(null).safeParse({ ...base, endsAt: "2031-06-01T09:00" });
    expect(ends.error!.issues[0]).toMatchObject({ path: ["endsAt"], message: "The end must be after the start." });
  });

  it("slugs names, splits the agenda, keeps filled speaker rows in order, knows when an event is full", () => {
    expect(eventSlug("CRISPR Panel: Ångström 2026!")).toBe("crispr-panel-angstrom-2026");
    expect(eventSlug("***")).toBe("event");
    expect(agendaItems(" Keynote \n\n Panel\r\n")).toEqual(["Keynote", "Panel"]);
    expect(speakersOf({ speaker0Name: "", speaker1Name: "Ann", speaker1Title: "Chair" })).toEqual([
      { slot: 1, name: "Ann", title: "Chair", photoUrl: "" },
    ]);
    expect(hasRoom(null, 10_000)).toBe(true);
    expect(hasRoom(2, 1)).toBe(true);
    expect(hasRoom(2, 2)).toBe(false);
  });
});

describe("in-house events (issue 37)", () => {
  it("takes an event without a sponsor and stores an empty name", () => {
    const { sponsoredBy: _sponsor, ...inHouse } = base;
    expect(eventFormSchema(null).parse(inHouse).sponsoredBy).toBe("");
    expect(eventFormSchema(null).parse({ ...base, sponsoredBy: "  " }).sponsoredBy).toBe("");
  });
});
