// Integration: event listing rule, detail redirects, registration storage and the .ics file, on the test database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { appOrigin } from "~/utils/env.server";
import { action, loader } from "~/routes/events.$eventId";
import { loader as icsLoader } from "~/routes/events.$eventId[.ics]";
import { listUpcomingEvents } from "~/modules/events/events.server";
import { DUPLICATE_REGISTRATION } from "~/modules/events/registration";
import { routeArgs } from "../setup/route-args";

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const pastId = `test-past-${run}`;
const soonId = `test-soon-${run}`;
const EVENT_ID = "panel-discussion-crispr";

function post(eventId: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  const request = new Request(`http://localhost/events/${eventId}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return action(routeArgs({ request, params: { eventId } }));
}

async function settle<T>(promise: Promise<T>): Promise<T | Response> {
  try {
    return await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function asData(result: unknown) {
  const value = result as {
    type?: string;
    data?: { result?: { error?: Record<string, string[]> } };
    init?: { status?: number };
  };
  expect(value.type).toBe("DataWithResponseInit");
  return value;
}

const base = {
  type: "webinar" as const,
  sponsoredBy: "Test Sponsor",
  sponsorLogoUrl: "/images/brands/merck-logo.svg",
  description: "A test event",
  imageUrl: "/images/events/panel-discussion-crispr.svg",
};

beforeAll(async () => {
  await prisma.event.createMany({
    data: [
      { ...base, id: pastId, name: "Past test event", startsAt: new Date(Date.now() - 60 * 60_000) },
      // Sooner than every seeded event (the first seeded one is days away).
      { ...base, id: soonId, name: "Soon test event", startsAt: new Date(Date.now() + 5 * 60_000) },
    ],
  });
});

afterAll(async () => {
  await prisma.event.deleteMany({ where: { id: { in: [pastId, soonId] } } });
  await prisma.eventRegistration.deleteMany({ where: { email: { contains: run } } });
  await prisma.emailMessage.deleteMany({ where: { to: { contains: run } } });
});

describe("event listing", () => {
  it("hides past events and lists the rest soonest first", async () => {
    const events = await listUpcomingEvents("all", null);
    const ids = events.map((e) => e.id);
    expect(ids).not.toContain(pastId);
    expect(ids[0]).toBe(soonId);
    const times = events.map((e) => Date.parse(e.startsAtIso));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(ids).toEqual(
      expect.arrayContaining([
        EVENT_ID,
        "conference-bioprocessing-summit",
        "webinar-mass-spectrometry",
        "webinar-ai-drug-discovery",
      ]),
    );
  });

  it("filters by type and dates cards in UTC without a zone cookie", async () => {
    const conferences = await listUpcomingEvents("conference", null);
    expect(conferences.map((e) => e.id)).toEqual(["conference-bioprocessing-summit"]);
    expect(conferences[0].typeLabel).toBe("Conference");
    expect(conferences[0].when.zone).toBe("UTC");
    const panels = await listUpcomingEvents("panel-discussion", "Europe/Berlin");
    expect(panels.map((e) => e.id)).toEqual([EVENT_ID]);
    expect(panels[0].when.zone).toMatch(/^(CET|CEST|GMT\+[12])$/);
  });
});

describe("event detail", () => {
  it("redirects unknown ids and the event without detail data to /events", async () => {
    for (const eventId of ["no-such-event", "webinar-ai-drug-discovery"]) {
      const response = await settle(
        loader(
          routeArgs({
            request: new Request(`http://localhost/events/${eventId}`),
            params: { eventId },
          }),
        ),
      );
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get("Location")).toBe("/events");
    }
  });

  it("returns agenda, speakers, calendar link and JSON-LD", async () => {
    const result = (await loader(
      routeArgs({
        request: new Request(`http://localhost/events/${EVENT_ID}`),
        params: { eventId: EVENT_ID },
      }),
    )) as {
      event: { agenda: string[]; speakers: unknown[]; calendarUrl: string; jsonLd: string };
    };
    expect(result.event.agenda.length).toBeGreaterThan(0);
    expect(result.event.speakers.length).toBeGreaterThan(0);
    expect(result.event.calendarUrl).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/,
    );
    const ld = JSON.parse(result.event.jsonLd);
    expect(ld.location).toEqual({ "@type": "VirtualLocation", url: `${appOrigin()}/events/${EVENT_ID}` });
    expect(ld.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
  });

  it("serves an .ics file for events with detail data only", async () => {
    const ok = await icsLoader(
      routeArgs({
        request: new Request(`http://localhost/events/${EVENT_ID}.ics`),
        params: { eventId: EVENT_ID },
      }),
    );
    expect(ok.headers.get("Content-Type")).toContain("text/calendar");
    const text = await ok.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain("LOCATION:Online");
    expect(text).toMatch(/DURATION:PT(60M|1H)/);
    const missing = await icsLoader(
      routeArgs({
        request: new Request("http://localhost/events/x.ics"),
        params: { eventId: "webinar-ai-drug-discovery" },
      }),
    );
    expect(missing.status).toBe(404);
  });
});

describe("event registration", () => {
  it("stores a registration and redirects with the confirmation toast", async () => {
    const email = `ada-${run}@example.com`;
    const response = await settle(
      post(EVENT_ID, { fullName: "Ada Lovelace", email: email.toUpperCase(), company: "Analytical Engines", role: "" }),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get("Location")).toBe(`/events/${EVENT_ID}`);
    expect((response as Response).headers.get("Set-Cookie")).toContain("flash=");
    const stored = await prisma.eventRegistration.findMany({ where: { eventId: EVENT_ID, email } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ fullName: "Ada Lovelace", company: "Analytical Engines", role: null });

    // The confirmation e-mail carries the same .ics file as /events/{id}.ics.
    const mails = await prisma.emailMessage.findMany({
      where: { to: email },
      select: { subject: true, text: true, attachments: true },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Registration confirmed: CRISPR in Therapeutics: Panel Discussion");
    expect(mails[0].text).toContain("Hello Ada Lovelace,");
    expect(mails[0].text).toContain(`Event page: ${appOrigin()}/events/${EVENT_ID}`);
    expect(mails[0].text).toMatch(/UTC/);
    const attachments = mails[0].attachments as { filename: string; contentType: string; contentBase64: string }[];
    expect(attachments.map((a) => a.filename)).toEqual([`${EVENT_ID}.ics`]);
    expect(attachments[0].contentType).toContain("text/calendar");
    const ics = Buffer.from(attachments[0].contentBase64, "base64").toString("utf8");
    const file = await icsLoader(
      routeArgs({
        request: new Request(`http://localhost/events/${EVENT_ID}.ics`),
        params: { eventId: EVENT_ID },
      }),
    );
    const strip = (text: string) => text.replace(/DTSTAMP:\d{8}T\d{6}Z/, "");
    expect(strip(ics)).toBe(strip(await file.text()));
    expect(ics).toContain(`UID:${EVENT_ID}@labmarket`);
  });

  it("rejects a second registration with the same e-mail on the email field", async () => {
    const email = `dup-${run}@example.com`;
    await post(EVENT_ID, { fullName: "First", email });
    const result = asData(await post(EVENT_ID, { fullName: "Second", email: ` ${email} ` }));
    // One registration, one confirmation e-mail.
    expect(await prisma.emailMessage.count({ where: { to: email } })).toBe(1);
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error).toEqual({ email: [DUPLICATE_REGISTRATION] });
    expect(await prisma.eventRegistration.count({ where: { eventId: EVENT_ID, email } })).toBe(1);
  });

  it("requires name and e-mail and stores nothing without them", async () => {
    const before = await prisma.eventRegistration.count({ where: { eventId: EVENT_ID } });
    const result = asData(await post(EVENT_ID, { fullName: `No Mail ${run}`, email: "" }));
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.email).toEqual(["Email is required."]);
    const invalid = asData(await post(EVENT_ID, { fullName: "", email: "nope" }));
    expect(invalid.data?.result?.error).toEqual({
      fullName: ["Full name is required."],
      email: ["Please enter a valid email address."],
    });
    expect(await prisma.eventRegistration.count({ where: { eventId: EVENT_ID } })).toBe(before);
  });

  it("sends registrations for unknown events back to /events", async () => {
    const response = await settle(post("webinar-ai-drug-discovery", { fullName: "X", email: `x-${run}@example.com` }));
    expect((response as Response).headers.get("Location")).toBe("/events");
  });
});
