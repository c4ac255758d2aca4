// Integration: Admin › Manage Demos & Live Events — event CRUD with speakers and images, time-zone conversion,
// field messages that store nothing (end before start, capacity below registrations, an oversized photo),
// registration closed at capacity (also under concurrent registrations), the streamed CSV export with formula
// protection, demo oversight; admins only, every action audited.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDemoPage, listDemos } from "~/modules/demos/demos.server";
import { registerForEvent } from "~/modules/events/events.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { loader as csvLoader } from "~/routes/admin_.events.$eventId.registrations[.csv]";
import { action as eventAction, loader as eventLoader } from "~/routes/events.$eventId";
import { prisma } from "~/utils/db.server";
import { pngBytes } from "../fakes/upload-fixtures";
import { call, createMember, getPage, ORIGIN, postForm, toastOf, unique, type Member } from "./people.support";
import { routeArgs } from "../setup/route-args";

const PATH = "/admin?section=demos";
const filesDir = mkdtempSync(path.join(tmpdir(), "admin-events-"));
const previousFilesDir = process.env.FILES_DIR;
let admin: Member;
let refused: Member[];
const created: string[] = [];

beforeAll(async () => {
  process.env.FILES_DIR = filesDir;
  [admin, ...refused] = await Promise.all([
    createMember({ role: "admin" }),
    createMember({ role: "buyer" }),
    createMember({ role: "influencer" }),
    createMember({ role: "brand", brandId: "agilent" }),
  ]);
});

afterAll(async () => {
  await prisma.event.deleteMany({ where: { id: { in: created } } });
  if (previousFilesDir === undefined) delete process.env.FILES_DIR;
  else process.env.FILES_DIR = previousFilesDir;
  rmSync(filesDir, { recursive: true, force: true });
});

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(filesDir, "image"));
  } catch {
    return [];
  }
}

function eventFields(overrides: Record<string, string> = {}) {
  return {
    intent: "event-save",
    eventId: "",
    name: `Bioprocess Summit ${unique("e")}`,
    type: "conference",
    startsAt: "2031-03-10T09:00",
    endsAt: "2031-03-10T17:30",
    description: "A day on upstream and downstream processing.",
    agenda: "Keynote\nPanel\nNetworking",
    sponsoredBy: "Sartorius",
    capacity: "",
    speaker0Name: "Dr. Mei Tanaka",
    speaker0Title: "Head of Bioprocess",
    speaker1Name: "Henrik Sørensen",
    speaker1Title: "CTO",
    ...overrides,
  };
}

function multipart(fields: Record<string, string>, files: Record<string, File> = {}, member: Member | null = admin) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [k, f] of Object.entries(files)) body.append(k, f);
  const cookie = member ? member.cookie : "";
  return new Request(`${ORIGIN}${PATH}`, {
    method: "POST",
    body,
    headers: { Cookie: `${cookie}; tz=Europe%2FBerlin` },
  });
}

async function createEvent(overrides: Record<string, string> = {}, files: Record<string, File> = {}) {
  const outcome = await call(adminAction, multipart(eventFields(overrides), files));
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(303);
  const id = new URL(outcome.location!, ORIGIN).searchParams.get("event")!;
  created.push(id);
  return { id, outcome };
}

describe("events: authorisation", () => {
  it("refuses anonymous visitors and buyers, experts and brands: no event, no export", async () => {
    const anonymous = await call(adminAction, multipart(eventFields({ name: "Anon event" }), {}, null));
    expect(anonymous.location).toMatch(/^\/login/);
    for (const member of refused) {
      const outcome = await call(adminAction, multipart(eventFields({ name: "Sneaky event" }), {}, member));
      expect(outcome.location).toBe("/");
      const csv = await call(csvLoader, getPage("/admin/events/x/registrations.csv", member), { eventId: "x" });
      expect(csv.location).toBe("/");
      const end = await call(adminAction, postForm(PATH, { intent: "demo-end", demoId: "x" }, member));
      expect(end.location).toBe("/");
    }
    expect(await prisma.event.count({ where: { name: { in: ["Anon event", "Sneaky event"] } } })).toBe(0);
  });
});

describe("events: create and edit", () => {
  it("creates an event with two speakers and photos; times typed in Berlin are stored in UTC; audited; public page shows it", async () => {
    const photo = new File([pngBytes(4, 4)], "mei.png", { type: "image/png" });
    const { id, outcome } = await createEvent({ capacity: "50" }, { speaker0Photo: photo });
    expect((await toastOf(outcome))?.title).toBe("Event created");
    const event = await prisma.event.findUniqueOrThrow({
      where: { id },
      select: {
        startsAt: true,
        durationMinutes: true,
        capacity: true,
        agenda: true,
        speakers: { orderBy: { position: "asc" }, select: { name: true, avatarUrl: true } },
      },
    });
    expect(event.startsAt.toISOString()).toBe("2031-03-10T08:00:00.000Z"); // 09:00 CET
    expect(event.durationMinutes).toBe(510);
    expect(event.capacity).toBe(50);
    expect(event.agenda).toEqual(["Keynote", "Panel", "Networking"]);
    expect(event.speakers.map((s) => s.name)).toEqual(["Dr. Mei Tanaka", "Henrik Sørensen"]);
    expect(event.speakers[0]!.avatarUrl).toMatch(/^\/files\/image\/[0-9a-f]{32}\.png$/);
    expect(event.speakers[1]!.avatarUrl).toMatch(/^\/images\//);
    expect(await prisma.auditLog.count({ where: { targetId: id, action: "event.create", actorId: admin.id } })).toBe(1);

    const page = await call(eventLoader, getPage(`/events/${id}`), { eventId: id });
    expect(page.data.event.speakers).toHaveLength(2);
    expect(page.data.event.spotsLeft).toBe(50);

    const form = await call(
      adminLoader,
      new Request(`${ORIGIN}${PATH}&event=${id}`, { headers: { Cookie: `${admin.cookie}; tz=Europe%2FBerlin` } }),
    );
    expect(form.data.sections.demos.editing.values.startsAt).toBe("2031-03-10T09:00");
    expect(form.data.sections.demos.editing.values.endsAt).toBe("2031-03-10T17:30");
  });

  it("an end before the start, or an oversized speaker photo, is a field message and stores nothing", async () => {
    const before = await prisma.event.count();
    const files = storedFiles().length;
    const early = await call(adminAction, multipart(eventFields({ endsAt: "2031-03-10T08:00" })));
    expect(early.status).toBe(400);
    expect(early.data.result.error.endsAt).toEqual(["The end must be after the start."]);

    const big = new File([new Uint8Array(10 * 1024 * 1024)], "huge.png", { type: "image/png" });
    const ok = new File([pngBytes(2, 2)], "ok.png", { type: "image/png" });
    const oversized = await call(adminAction, multipart(eventFields(), { image: ok, speaker1Photo: big }));
    expect(oversized.status).toBe(400);
    expect(oversized.data.result.error.speaker1Photo[0]).toMatch(/8 MB or smaller/);
    expect(await prisma.event.count()).toBe(before);
    expect(storedFiles().length).toBe(files); // the accepted image was discarded too
  });

  it("capacity cannot go below the registrations taken; editing keeps photos not replaced", async () => {
    const { id } = await createEvent({ capacity: "3" });
    for (const n of [1, 2]) {
      const r = await registerForEvent(id, { fullName: `Guest ${n}`, email: `guest${n}-${id}@example.com` });
      expect(r.ok).toBe(true);
    }
    const lower = await call(adminAction, multipart(eventFields({ eventId: id, capacity: "1" })));
    expect(lower.status).toBe(400);
    expect(lower.data.result.error.capacity[0]).toMatch(/2 people are already registered/);
    expect((await prisma.event.findUniqueOrThrow({ where: { id } })).capacity).toBe(3);

    const edited = await call(
      adminAction,
      multipart(
        eventFields({ eventId: id, name: "Renamed summit", capacity: "2", speaker1Name: "", speaker1Title: "" }),
      ),
    );
    expect((await toastOf(edited))?.title).toBe("Event saved");
    const event = await prisma.event.findUniqueOrThrow({ where: { id }, select: { name: true, speakers: true } });
    expect(event.name).toBe("Renamed summit");
    expect(event.speakers).toHaveLength(1);
    expect(await prisma.auditLog.count({ where: { targetId: id, action: "event.update" } })).toBe(1);
  });
});

describe("events: registration at capacity", () => {
  it("closes registration when full: the page says so and a late registration is refused with a message", async () => {
    const { id } = await createEvent({ capacity: "1" });
    const first = await call(
      eventAction,
      postForm(`/events/${id}`, { fullName: "First Guest", email: `first-${id}@example.com` }),
      { eventId: id },
    );
    expect((await toastOf(first))?.title).toBe("Registration Submitted!");
    const page = await call(eventLoader, getPage(`/events/${id}`), { eventId: id });
    expect(page.data.event.registrationClosed).toBe(true);
    const late = await call(
      eventAction,
      postForm(`/events/${id}`, { fullName: "Late Guest", email: `late-${id}@example.com` }),
      { eventId: id },
    );
    expect((await toastOf(late))?.title).toBe("Registration Closed");
    expect(await prisma.eventRegistration.count({ where: { eventId: id } })).toBe(1);
  });

  it("ten simultaneous registrations for three places: exactly three get in", async () => {
    const { id } = await createEvent({ capacity: "3" });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        registerForEvent(id, { fullName: `Racer ${n}`, email: `racer${n}-${id}@example.com` }),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
    expect(outcomes.filter((o) => !o.ok && o.reason === "full")).toHaveLength(7);
    expect(await prisma.eventRegistration.count({ where: { eventId: id } })).toBe(3);
  });
});

describe("events: registrations list and CSV export", () => {
  it("lists registrations paged and exports them as CSV with formula cells neutralised (audited)", async () => {
    const { id } = await createEvent();
    await registerForEvent(id, {
      fullName: '=HYPERLINK("http://evil.example","Click")',
      email: `evil-${id}@example.com`,
      company: "+Acme, Inc.",
      role: "@lead",
    });
    await registerForEvent(id, { fullName: "Ada Lovelace", email: `ada-${id}@example.com`, company: "-", role: "" });
    const list = await call(adminLoader, getPage(`${PATH}&registrations=${id}`, admin));
    expect(list.data.sections.demos.registrations.total).toBe(2);
    expect(list.data.sections.demos.registrations.rows).toHaveLength(2);

    const response = (await csvLoader(
      routeArgs({
        request: getPage(`/admin/events/${id}/registrations.csv`, admin),
        params: { eventId: id },
      }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/text\/csv/);
    expect(response.headers.get("Content-Disposition")).toContain(`registrations-${id}.csv`);
    const text = await response.text();
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("Full name,Email,Company,Role,Registered at (UTC)");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lines[1]).toContain(`"'+Acme, Inc."`);
    expect(lines[1]).toContain(`'@lead`);
    expect(lines[2]).toContain(`Ada Lovelace,ada-${id}@example.com,'-,`);
    expect(await prisma.auditLog.count({ where: { targetId: id, action: "event.registrations_export" } })).toBe(1);
    expect(
      (await call(csvLoader, getPage(`/admin/events/nope/registrations.csv`, admin), { eventId: "nope" })).status,
    ).toBe(404);
  });

  it("deletes an event with its registrations, audited", async () => {
    const { id } = await createEvent();
    await registerForEvent(id, { fullName: "Guest", email: `g-${id}@example.com` });
    const outcome = await call(adminAction, postForm(PATH, { intent: "event-delete", eventId: id }, admin));
    expect((await toastOf(outcome))?.title).toBe("Event deleted");
    expect(await prisma.event.count({ where: { id } })).toBe(0);
    const entry = await prisma.auditLog.findFirstOrThrow({ where: { targetId: id, action: "event.delete" } });
    expect(entry.details).toMatchObject({ registrations: 1 });
  });
});

describe("demo oversight", () => {
  it("an admin ends a live demo and hides its replay from the site; both audited", async () => {
    const demoId = unique("oversight");
    await prisma.demo.create({
      data: {
        id: demoId,
        title: "Oversight demo",
        creatorName: "Test",
        creatorType: "Company",
        category: "analytics",
        status: "live",
        durationMinutes: 30,
        startsAt: new Date(),
        description: "Live now",
        thumbnailUrl: "/images/demos/expert-demo.svg",
      },
      select: { id: true },
    });
    try {
      const end = await call(adminAction, postForm(PATH, { intent: "demo-end", demoId }, admin));
      expect((await toastOf(end))?.title).toBe("Demo ended");
      expect((await prisma.demo.findUniqueOrThrow({ where: { id: demoId } })).status).toBe("replay");
      const again = await call(adminAction, postForm(PATH, { intent: "demo-end", demoId }, admin));
      expect((await toastOf(again))?.title).toBe("Not live");

      await call(adminAction, postForm(PATH, { intent: "replay-hide", demoId }, admin));
      expect((await listDemos("all", null)).some((d) => d.id === demoId)).toBe(false);
      expect(await getDemoPage(demoId, null)).toBeNull();
      await call(adminAction, postForm(PATH, { intent: "replay-show", demoId }, admin));
      expect((await listDemos("all", null)).some((d) => d.id === demoId)).toBe(true);
      expect(await prisma.auditLog.count({ where: { targetId: demoId, actorId: admin.id } })).toBe(3);
    } finally {
      await prisma.demo.delete({ where: { id: demoId } });
    }
  });
});
