// Integration: experts schedule their own demos (issue 11 #1, ADR 023) through the editor routes: create, edit,
// reschedule, cancel, go live and end; the updated .ics e-mails (same UID, higher SEQUENCE, METHOD:CANCEL); the
// reminder job following the new time; ownership per role; field messages that store nothing.
import { afterAll, describe, expect, it } from "vitest";
import { deliverScheduleNotices, sendPendingScheduleNotices } from "~/modules/demos/schedule-notices.server";
import { listDemos } from "~/modules/demos/demos.server";
import { EDITOR_MESSAGES } from "~/modules/demos/demo-editor";
import { VIDEO_URL_MESSAGES } from "~/modules/demos/video-url";
import { sendDueDemoReminders } from "~/modules/jobs/reminders.server";
import { action as demoAction, loader as demoLoader } from "~/routes/demo_.$demoId";
import { action as newAction, loader as newLoader } from "~/routes/influencer-dashboard_.demos.new";
import { action as editAction, loader as editLoader } from "~/routes/influencer-dashboard_.demos.$demoId";
import { loader as dashboardLoader } from "~/routes/influencer-dashboard";
import { prisma } from "~/utils/db.server";
import { readStoredFile, storedFileUrl } from "~/modules/files/storage.server";
import { htmlBytes, pngBytes } from "../fakes/upload-fixtures";
import {
  attachmentsOf,
  call,
  createMember,
  getPage,
  mailsTo,
  ORIGIN,
  postForm,
  toastOf,
  type Member,
} from "./people.support";

const madeExperts: number[] = [];
afterAll(async () => {
  await prisma.demo.deleteMany({ where: { expertId: { in: madeExperts } } });
  await prisma.expert.deleteMany({ where: { id: { in: madeExperts } } });
});

async function makeExpert(): Promise<Member & { expertId: number }> {
  const member = await createMember({ role: "influencer" });
  const expertId = 300_000 + Math.floor(Math.random() * 1_000_000_000);
  madeExperts.push(expertId);
  await prisma.expert.create({
    data: {
      id: expertId,
      userId: member.id,
      name: `Dr. Schedule ${expertId}`,
      type: "Scientist",
      specialty: "Scheduling",
      bio: "Made by the demo scheduling tests.",
      location: "Nowhere",
      company: "Test Lab",
      avatarUrl: "/images/experts/expert-1.svg",
      position: 999,
    },
  });
  return { ...member, expertId };
}

/** A form post with repeated fields (productIds) and the time-zone hint cookie. */
function post(path: string, fields: [string, string][], member: Member | null, timeZone = "Europe/Berlin") {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(member ? { Cookie: `${member.cookie}; tz=${encodeURIComponent(timeZone)}` } : {}),
    },
  });
}

/** "2026-12-01T14:30" a number of days from now, at 14:30 wall-clock time. */
function localDay(daysAhead: number, time = "14:30") {
  return `${new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

const validFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    intent: "save",
    title: "Protein A Resin Lifetime Studies",
    category: "bioreactors",
    description: "How many cycles a Protein A column really lasts, measured live.",
    startsAt: localDay(10),
    timeZone: "Europe/Berlin",
    durationMinutes: "45",
    streamUrl: "https://www.youtube.com/watch?v=Bs9tR4mVx2Q",
    replayUrl: "",
    ...overrides,
  });

async function someProducts(n: number) {
  return prisma.storeProduct.findMany({
    where: { status: "active", deletedAt: null },
    select: { id: true },
    orderBy: { id: "asc" },
    take: n,
  });
}

async function createDemo(expert: Member, fields = validFields()) {
  const out = await call(newAction, post("/influencer-dashboard/demos/new", fields, expert));
  expect(out.status, JSON.stringify(out.data)).toBe(303);
  const id = decodeURIComponent(out.location!.split("/").pop()!);
  return id;
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const icsStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

describe("creating a demo", () => {
  it("stores the start typed in the expert's zone in UTC, with the chosen products and the embed link", async () => {
    const expert = await makeExpert();
    const products = await someProducts(2);
    const fields = validFields({ startsAt: "2027-01-15T14:30" });
    for (const p of products) fields.push(["productIds", p.id]);
    const id = await createDemo(expert, fields);
    const demo = await prisma.demo.findUniqueOrThrow({
      where: { id },
      select: {
        status: true,
        startsAt: true,
        expertId: true,
        streamUrl: true,
        creatorType: true,
        scheduleSequence: true,
        products: { select: { productId: true } },
      },
    });
    expect(demo.startsAt.toISOString()).toBe("2027-01-15T13:30:00.000Z"); // CET = UTC+1
    expect(demo.status).toBe("upcoming");
    expect(demo.expertId).toBe(expert.expertId);
    expect(demo.creatorType).toBe("Influencer");
    expect(demo.streamUrl).toBe("https://www.youtube-nocookie.com/embed/Bs9tR4mVx2Q");
    expect(demo.scheduleSequence).toBe(0);
    expect(demo.products.map((p) => p.productId).sort()).toEqual(products.map((p) => p.id).sort());
    // The editor shows it back in the expert's zone; the public list has it.
    const inBerlin = new Request(`${ORIGIN}/influencer-dashboard/demos/${id}`, {
      headers: { Cookie: `${expert.cookie}; tz=Europe%2FBerlin` },
    });
    const page = await call(editLoader, inBerlin, { demoId: id });
    expect(page.data.demo.localStart).toBe("2027-01-15T14:30");
    expect(page.data.timeZone).toBe("Europe/Berlin");
    const inUtc = await call(editLoader, getPage(`/influencer-dashboard/demos/${id}`, expert), { demoId: id });
    expect(inUtc.data.demo.localStart).toBe("2027-01-15T13:30");
    expect(inUtc.data.timeZoneKnown).toBe(false);
    expect((await listDemos("bioreactors", null)).some((d) => d.id === id)).toBe(true);
    const dashboard = await call(dashboardLoader, getPage("/influencer-dashboard?tab=content", expert));
    expect(dashboard.data.content.demos.map((d: { id: string }) => d.id)).toContain(id);
  });

  it("answers bad input with a field message and stores nothing", async () => {
    const expert = await makeExpert();
    const cases: [Record<string, string>, string, string][] = [
      [{ startsAt: localDay(-1) }, "startsAt", EDITOR_MESSAGES.startPast],
      [{ startsAt: "" }, "startsAt", EDITOR_MESSAGES.startRequired],
      [{ startsAt: "2027-03-28T02:30" }, "startsAt", EDITOR_MESSAGES.startNonexistent],
      [{ durationMinutes: "0" }, "durationMinutes", EDITOR_MESSAGES.endBeforeStart],
      [{ durationMinutes: "-30" }, "durationMinutes", EDITOR_MESSAGES.endBeforeStart],
      [{ durationMinutes: "1000" }, "durationMinutes", EDITOR_MESSAGES.duration],
      [{ durationMinutes: "abc" }, "durationMinutes", EDITOR_MESSAGES.duration],
      [{ streamUrl: "https://www.twitch.tv/lab" }, "streamUrl", VIDEO_URL_MESSAGES.unknownProvider],
      [{ streamUrl: "http://cdn.example.com/a.mp4" }, "streamUrl", VIDEO_URL_MESSAGES.notHttps],
      [{ category: "cooking" }, "category", EDITOR_MESSAGES.category],
      [{ title: "  " }, "title", "Title is required."],
    ];
    for (const [overrides, field, message] of cases) {
      const out = await call(newAction, post("/influencer-dashboard/demos/new", validFields(overrides), expert));
      expect(out.status, JSON.stringify(overrides)).toBe(400);
      expect(out.data.result.error[field], JSON.stringify(overrides)).toContain(message);
    }
    const unknown = validFields();
    unknown.push(["productIds", "no-such-product"]);
    const out = await call(newAction, post("/influencer-dashboard/demos/new", unknown, expert));
    expect(out.status).toBe(400);
    expect(out.data.result.error.productIds).toContain(EDITOR_MESSAGES.productGone);
    expect(await prisma.demo.count({ where: { expertId: expert.expertId } })).toBe(0);
  });

  it("searches the catalogue for the product picker without storing anything", async () => {
    const expert = await makeExpert();
    const out = await call(
      newAction,
      post(
        "/influencer-dashboard/demos/new",
        [...validFields({ intent: "find-products" }), ["productQuery", "bioreactor"]],
        expert,
      ),
    );
    expect(out.status).toBe(200);
    expect(out.data.search.results.length).toBeGreaterThan(0);
    expect(out.data.search.results.length).toBeLessThanOrEqual(10);
    expect(await prisma.demo.count({ where: { expertId: expert.expertId } })).toBe(0);
  });
});

describe("who may edit a demo", () => {
  it("is only the expert who hosts it: other experts, buyers, brands and admins get 404; visitors log in", async () => {
    const owner = await makeExpert();
    const id = await createDemo(owner);
    const others = [
      await makeExpert(),
      await createMember({ role: "buyer" }),
      await createMember({ role: "brand" }),
      await createMember({ role: "admin" }),
    ];
    for (const other of others) {
      const page = await call(editLoader, getPage(`/influencer-dashboard/demos/${id}`, other), { demoId: id });
      expect(page.status).toBe(404);
      for (const fields of [validFields({ title: "Taken over" }), [["intent", "cancel"]] as [string, string][]]) {
        const out = await call(editAction, post(`/influencer-dashboard/demos/${id}`, fields, other), { demoId: id });
        expect(out.status).toBe(404);
      }
    }
    const anonymous = await call(editLoader, getPage(`/influencer-dashboard/demos/${id}`), { demoId: id });
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toMatch(/^\/login\?redirectTo=/);
    const buyer = await createMember({ role: "buyer" });
    expect((await call(newLoader, getPage("/influencer-dashboard/demos/new", buyer))).location).toBe("/");
    const demo = await prisma.demo.findUniqueOrThrow({ where: { id }, select: { title: true, status: true } });
    expect(demo).toEqual({ title: "Protein A Resin Lifetime Studies", status: "upcoming" });
  });
});

describe("rescheduling and cancelling", () => {
  it("e-mails members with a reminder the updated .ics, and the reminder job follows the new time", async () => {
    const expert = await makeExpert();
    const id = await createDemo(expert, validFields({ startsAt: localDay(3, "10:00") }));
    const buyer = await createMember();
    const remind = await call(demoAction, postForm(`/demo/${id}`, { intent: "remind" }, buyer), { demoId: id });
    expect((await toastOf(remind))?.title).toBe("Reminder Set");
    const [confirmation] = await mailsTo(buyer.email);
    const first = unfold(attachmentsOf(confirmation!)[0]!.content);
    expect(first).toContain(`UID:demo-${id}@labmarket`);
    expect(first).toContain("SEQUENCE:0");

    // Saving without a change of time sends nothing.
    const same = await call(
      editAction,
      post(
        `/influencer-dashboard/demos/${id}`,
        validFields({ startsAt: localDay(3, "10:00"), title: "New title" }),
        expert,
      ),
      { demoId: id },
    );
    expect((await toastOf(same))?.title).toBe("Demo saved");
    expect(await mailsTo(buyer.email)).toHaveLength(1);

    const out = await call(
      editAction,
      post(
        `/influencer-dashboard/demos/${id}`,
        validFields({ startsAt: localDay(5, "16:00"), title: "New title" }),
        expert,
      ),
      { demoId: id },
    );
    expect(out.status).toBe(303);
    expect((await toastOf(out))?.title).toBe("Demo rescheduled");
    const demo = await prisma.demo.findUniqueOrThrow({
      where: { id },
      select: { startsAt: true, scheduleSequence: true },
    });
    expect(demo.scheduleSequence).toBe(1);
    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Rescheduled: New title");
    const [ics] = attachmentsOf(mails[1]!);
    expect(ics!.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const updated = unfold(ics!.content);
    expect(updated).toContain(`UID:demo-${id}@labmarket`);
    expect(updated).toContain("SEQUENCE:1");
    expect(updated).toContain(`DTSTART:${icsStamp(demo.startsAt)}`);

    // The reminder waits for the new time: nothing 30 minutes before the old one, one e-mail before the new one.
    const oldStart = new Date(`${localDay(3, "10:00")}:00+01:00`);
    expect(await sendDueDemoReminders(new Date(oldStart.getTime() - 30 * 60_000), ORIGIN)).toBe(0);
    await sendDueDemoReminders(new Date(demo.startsAt.getTime() - 30 * 60_000), ORIGIN);
    const reminder = await prisma.demoReminder.findUniqueOrThrow({
      where: { userId_demoId: { userId: buyer.id, demoId: id } },
      select: { sentAt: true, inviteSequence: true },
    });
    expect(reminder.sentAt).not.toBeNull();
    expect(reminder.inviteSequence).toBe(1);
    expect((await mailsTo(buyer.email)).map((m) => m.subject)).toEqual([
      "Reminder set: Protein A Resin Lifetime Studies",
      "Rescheduled: New title",
      "Starting soon: New title",
    ]);

    // Moved again after the reminder went out: the reminder is due again before the newest time.
    await call(
      editAction,
      post(
        `/influencer-dashboard/demos/${id}`,
        validFields({ startsAt: localDay(6, "16:00"), title: "New title" }),
        expert,
      ),
      { demoId: id },
    );
    const again = await prisma.demoReminder.findUniqueOrThrow({
      where: { userId_demoId: { userId: buyer.id, demoId: id } },
      select: { sentAt: true, inviteSequence: true },
    });
    expect(again).toEqual({ sentAt: null, inviteSequence: 2 });
  });

  it("cancels with METHOD:CANCEL, a higher SEQUENCE, leaves the lists and sends no reminder", async () => {
    const expert = await makeExpert();
    const id = await createDemo(expert, validFields({ startsAt: localDay(2, "09:00") }));
    const buyer = await createMember();
    await call(demoAction, postForm(`/demo/${id}`, { intent: "remind" }, buyer), { demoId: id });
    const out = await call(editAction, post(`/influencer-dashboard/demos/${id}`, [["intent", "cancel"]], expert), {
      demoId: id,
    });
    expect(out.status).toBe(303);
    expect((await toastOf(out))?.title).toBe("Demo cancelled");
    const demo = await prisma.demo.findUniqueOrThrow({ where: { id }, select: { status: true, startsAt: true } });
    expect(demo.status).toBe("cancelled");
    const mails = await mailsTo(buyer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Reminder set: Protein A Resin Lifetime Studies",
      "Cancelled: Protein A Resin Lifetime Studies",
    ]);
    const [ics] = attachmentsOf(mails[1]!);
    expect(ics!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const cancel = unfold(ics!.content);
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("STATUS:CANCELLED");
    expect(cancel).toContain("SEQUENCE:1");
    expect(cancel).toContain(`UID:demo-${id}@labmarket`);
    expect(cancel).not.toContain("BEGIN:VALARM");

    expect((await listDemos("all", null)).some((d) => d.id === id)).toBe(false);
    // Its page stays (links in e-mails explain themselves) and offers nothing to join or watch.
    const page = await call(demoLoader, getPage(`/demo/${id}`, buyer), { demoId: id });
    expect(page.data.demo.status).toBe("cancelled");
    expect(page.data.embedUrl).toBeNull();
    expect(page.data.room).toBeNull();
    expect(await sendDueDemoReminders(new Date(demo.startsAt.getTime() - 30 * 60_000), ORIGIN)).toBe(0);
    // A second cancel (double click, other tab) changes nothing and sends nothing.
    const twice = await call(editAction, post(`/influencer-dashboard/demos/${id}`, [["intent", "cancel"]], expert), {
      demoId: id,
    });
    expect((await toastOf(twice))?.variant).toBe("destructive");
    expect(await mailsTo(buyer.email)).toHaveLength(2);
    // Set Reminder on a cancelled demo is refused.
    const late = await createMember();
    const refused = await call(demoAction, postForm(`/demo/${id}`, { intent: "remind" }, late), { demoId: id });
    expect((await toastOf(refused))?.variant).toBe("destructive");
  });

  it("tells every member exactly once, however the sending is split between the request and the sweep", async () => {
    const expert = await makeExpert();
    const id = await createDemo(expert, validFields({ startsAt: localDay(4, "09:00") }));
    const buyers = await Promise.all([1, 2, 3].map(() => createMember()));
    // Reminders made directly (no confirmation e-mail), then a reschedule straight in the table.
    await prisma.demoReminder.createMany({ data: buyers.map((b) => ({ userId: b.id, demoId: id })) });
    await prisma.demo.update({
      where: { id },
      data: { startsAt: new Date(Date.now() + 5 * 86_400_000), scheduleSequence: { increment: 1 } },
    });
    expect(await deliverScheduleNotices(id, { origin: ORIGIN, limit: 1 })).toBe(1);
    const [a, b] = await Promise.all([sendPendingScheduleNotices(ORIGIN), sendPendingScheduleNotices(ORIGIN)]);
    expect(a + b).toBe(2);
    expect(await deliverScheduleNotices(id, { origin: ORIGIN })).toBe(0);
    for (const buyer of buyers) {
      const mails = await mailsTo(buyer.email);
      expect(mails.map((m) => m.subject)).toEqual(["Rescheduled: Protein A Resin Lifetime Studies"]);
    }
  });
});

describe("going live and ending", () => {
  it("needs a stream link to go live; live shows Join Now, the ended demo takes its replay link", async () => {
    const expert = await makeExpert();
    const id = await createDemo(expert, validFields({ streamUrl: "" }));
    const refused = await call(editAction, post(`/influencer-dashboard/demos/${id}`, [["intent", "go-live"]], expert), {
      demoId: id,
    });
    expect((await toastOf(refused))?.description).toBe(EDITOR_MESSAGES.streamBeforeLive);
    await call(
      editAction,
      post(`/influencer-dashboard/demos/${id}`, validFields({ streamUrl: "https://vimeo.com/76979871" }), expert),
      { demoId: id },
    );
    const live = await call(editAction, post(`/influencer-dashboard/demos/${id}`, [["intent", "go-live"]], expert), {
      demoId: id,
    });
    expect((await toastOf(live))?.title).toBe("You're live");
    let demo = await prisma.demo.findUniqueOrThrow({ where: { id }, select: { status: true, startsAt: true } });
    expect(demo.status).toBe("live");
    expect(Math.abs(demo.startsAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await listDemos("all", null)).find((d) => d.id === id)?.status).toBe("live");

    // A replay link is refused while live (the field is for after the demo).
    const end = await call(editAction, post(`/influencer-dashboard/demos/${id}`, [["intent", "end"]], expert), {
      demoId: id,
    });
    expect((await toastOf(end))?.title).toBe("Demo ended");
    const bad = await call(
      editAction,
      post(`/influencer-dashboard/demos/${id}`, validFields({ replayUrl: "https://example.com/page.html" }), expert),
      { demoId: id },
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.replayUrl).toContain(VIDEO_URL_MESSAGES.unknownProvider);
    await call(
      editAction,
      post(
        `/influencer-dashboard/demos/${id}`,
        validFields({ replayUrl: "https://cdn.example.com/replay.mp4" }),
        expert,
      ),
      { demoId: id },
    );
    demo = await prisma.demo.findUniqueOrThrow({ where: { id }, select: { status: true, startsAt: true } });
    const stored = await prisma.demo.findUniqueOrThrow({ where: { id }, select: { replayUrl: true, status: true } });
    expect(stored).toEqual({ replayUrl: "https://cdn.example.com/replay.mp4", status: "replay" });
  });
});

describe("the thumbnail", () => {
  function multipart(path: string, fields: [string, string][], member: Member, file: File) {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    body.append("thumbnail", file);
    return new Request(`${ORIGIN}${path}`, { method: "POST", body, headers: { Cookie: member.cookie } });
  }

  it("stores an uploaded picture, replaces it on edit, and refuses a disguised file with a field message", async () => {
    const expert = await makeExpert();
    const png = new File([pngBytes(16, 9)], "thumb.png", { type: "image/png" });
    const out = await call(newAction, multipart("/influencer-dashboard/demos/new", validFields(), expert, png));
    expect(out.status, JSON.stringify(out.data)).toBe(303);
    const id = decodeURIComponent(out.location!.split("/").pop()!);
    const first = await prisma.demo.findUniqueOrThrow({
      where: { id },
      select: { thumbnailUrl: true, thumbnailKey: true },
    });
    expect(first.thumbnailKey).toMatch(/^image\//);
    expect(first.thumbnailUrl).toBe(storedFileUrl(first.thumbnailKey!));

    const replacement = new File([pngBytes(32, 18)], "new.png", { type: "image/png" });
    const edited = await call(
      editAction,
      multipart(`/influencer-dashboard/demos/${id}`, validFields(), expert, replacement),
      { demoId: id },
    );
    expect(edited.status).toBe(303);
    const second = await prisma.demo.findUniqueOrThrow({ where: { id }, select: { thumbnailKey: true } });
    expect(second.thumbnailKey).not.toBe(first.thumbnailKey);
    expect(await readStoredFile(first.thumbnailKey!)).toBeNull();

    const disguised = new File([htmlBytes()], "photo.png", { type: "image/png" });
    const bad = await call(
      newAction,
      multipart("/influencer-dashboard/demos/new", validFields({ title: "Disguised" }), expert, disguised),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.thumbnail[0]).toMatch(/not a JPEG, PNG, WebP or GIF/);
    expect(await prisma.demo.count({ where: { expertId: expert.expertId } })).toBe(1);
  });
});

describe("reminders when the expert goes live early", () => {
  it("tells members with an unsent reminder that the demo is live now, once", async () => {
    const expert = await makeExpert();
    const id = await createDemo(expert, validFields({ startsAt: localDay(3, "10:00") }));
    const buyer = await createMember();
    await call(demoAction, postForm(`/demo/${id}`, { intent: "remind" }, buyer), { demoId: id });
    await call(editAction, post(`/influencer-dashboard/demos/${id}`, [["intent", "go-live"]], expert), { demoId: id });
    const now = new Date(Date.now() + 60_000);
    expect(await sendDueDemoReminders(now, ORIGIN)).toBeGreaterThanOrEqual(1);
    expect(await sendDueDemoReminders(now, ORIGIN)).toBe(0);
    const subjects = (await mailsTo(buyer.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      "Reminder set: Protein A Resin Lifetime Studies",
      "Live now: Protein A Resin Lifetime Studies",
    ]);
  });
});
