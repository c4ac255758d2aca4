// Integration: the live-demo actions (Join Now, Set Reminder, Save) through the route action, the demo page's
// member-only stream, the saved list, and the reminder job, on the test database.
import { describe, expect, it } from "vitest";
import { listSavedDemos } from "~/modules/demos/engagement.server";
import { sendDueDemoReminders } from "~/modules/jobs/reminders.server";
import { action as demoAction, loader as demoLoader } from "~/routes/demo_.$demoId";
import { loader as listLoader } from "~/routes/demo";
import { prisma } from "~/utils/db.server";
import { attachmentsOf, call, createMember, getPage, mailsTo, postForm, toastOf, unique } from "./people.support";

const LIVE = "single-use-bioreactor-scale-up-live";
const UPCOMING = "freeze-drying-cycle-optimization";
const UPCOMING_TITLE = "Freeze-Drying Cycle Optimization on a Benchtop Lyophilizer";
const REPLAY = "pilot-lyophilizer-walkthrough";

const act = (
  demoId: string,
  fields: Record<string, string>,
  member?: Awaited<ReturnType<typeof createMember>> | null,
) => call(demoAction, postForm(`/demo/${demoId}`, fields, member), { demoId });

/** A demo of our own, starting `minutes` from now (reminder windows need exact times). */
async function makeDemo(minutes: number, status: "upcoming" | "live" | "replay" = "upcoming") {
  const id = unique("test-demo");
  await prisma.demo.create({
    data: {
      id,
      title: `Test demo ${id}`,
      creatorName: "Test Host",
      creatorType: "Company",
      category: "analytics",
      status,
      durationMinutes: 45,
      startsAt: new Date(Date.now() + minutes * 60_000),
      description: "A demo made by the integration tests.",
      thumbnailUrl: "/images/demos/test.svg",
    },
    select: { id: true },
  });
  return id;
}

describe("Join Now", () => {
  it("denies anonymous visitors and sends them back with the spec's notice", async () => {
    const out = await act(LIVE, { intent: "join", redirectTo: "/demo?category=bioreactors" });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/demo?category=bioreactors");
    expect(await toastOf(out)).toEqual({
      title: "Access Denied",
      description: "You must be logged in and verified to join a live demo.",
      variant: "destructive",
    });
  });

  it("takes a verified member to the stream page", async () => {
    const member = await createMember();
    const out = await act(LIVE, { intent: "join", redirectTo: "/demo" }, member);
    expect(out.status).toBe(303);
    expect(out.location).toBe(`/demo/${LIVE}`);
  });

  it("does not count an unverified account as a member", async () => {
    const member = await createMember();
    await prisma.user.update({ where: { id: member.id }, data: { emailVerifiedAt: null } });
    const out = await act(LIVE, { intent: "join", redirectTo: "/demo" }, member);
    expect(out.location).toBe("/demo");
    expect((await toastOf(out))?.title).toBe("Access Denied");
  });

  it("only follows same-site redirect targets", async () => {
    const out = await act(LIVE, { intent: "join", redirectTo: "//evil.example/x" });
    expect(out.location).toBe(`/demo/${LIVE}`);
  });

  it("shows the live stream only to members; replays to everyone", async () => {
    const anonymous = await call(demoLoader, getPage(`/demo/${LIVE}`), { demoId: LIVE });
    expect(anonymous.data.embedUrl).toBeNull();
    expect(anonymous.data.liveLocked).toBe(true);
    const member = await createMember();
    const signedIn = await call(demoLoader, getPage(`/demo/${LIVE}`, member), { demoId: LIVE });
    expect(signedIn.data.embedUrl).toMatch(/^https:\/\//);
    expect(signedIn.data.liveLocked).toBe(false);
    const replay = await call(demoLoader, getPage(`/demo/${REPLAY}`), { demoId: REPLAY });
    expect(replay.data.embedUrl).toMatch(/^https:\/\//);
  });
});

describe("Set Reminder", () => {
  it("sends visitors to log in and back", async () => {
    const out = await act(UPCOMING, { intent: "remind", redirectTo: "/demo?category=freeze-drying" });
    expect(out.status).toBe(303);
    expect(out.location).toBe(`/login?redirectTo=${encodeURIComponent("/demo?category=freeze-drying")}`);
    expect((await toastOf(out))?.title).toBe("Login Required");
  });

  it("stores one reminder and e-mails one confirmation with the .ics invite, however often it is clicked", async () => {
    const member = await createMember();
    const first = await act(UPCOMING, { intent: "remind", redirectTo: "/demo" }, member);
    expect(first.location).toBe("/demo");
    expect((await toastOf(first))?.title).toBe("Reminder Set");
    const second = await act(UPCOMING, { intent: "remind", redirectTo: "/demo" }, member);
    expect((await toastOf(second))?.title).toBe("Reminder Already Set");
    expect(await prisma.demoReminder.count({ where: { userId: member.id } })).toBe(1);

    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Reminder set: ${UPCOMING_TITLE}`);
    const [ics] = attachmentsOf(mails[0]!);
    expect(ics!.filename).toBe(`${UPCOMING}.ics`);
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    const demo = await prisma.demo.findUniqueOrThrow({ where: { id: UPCOMING }, select: { startsAt: true } });
    const stamp = demo.startsAt
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}Z$/, "Z");
    const unfolded = ics!.content.replace(/\r\n[ \t]/g, ""); // iCalendar folds lines at 75 octets
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toContain(`DTSTART:${stamp}`);
    expect(unfolded).toContain(`SUMMARY:Live demo: ${UPCOMING_TITLE}`);
    expect(unfolded).toContain(`URL:${"http://localhost:3000"}/demo/${UPCOMING}`);
    expect(unfolded).toContain("BEGIN:VALARM");
  });

  it("stores one row when two clicks arrive together", async () => {
    const member = await createMember();
    await Promise.all([1, 2, 3].map(() => act(UPCOMING, { intent: "remind" }, member)));
    expect(await prisma.demoReminder.count({ where: { userId: member.id } })).toBe(1);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it("refuses demos that are live or recorded", async () => {
    const member = await createMember();
    for (const id of [LIVE, REPLAY]) {
      const out = await act(id, { intent: "remind" }, member);
      expect(out.status).toBe(303);
      expect((await toastOf(out))?.variant).toBe("destructive");
    }
    expect(await prisma.demoReminder.count({ where: { userId: member.id } })).toBe(0);
  });

  it("marks the demo page as reminded", async () => {
    const member = await createMember();
    await act(UPCOMING, { intent: "remind" }, member);
    const page = await call(demoLoader, getPage(`/demo/${UPCOMING}`, member), { demoId: UPCOMING });
    expect(page.data.viewer).toEqual({ signedIn: true, reminded: true });
  });
});

describe("bad input", () => {
  it("answers 400 for an unknown or missing intent and stores nothing", async () => {
    const member = await createMember();
    const cases: Record<string, string>[] = [{ intent: "delete" }, {}, { intent: "" }];
    for (const fields of cases) {
      const out = await act(UPCOMING, fields, member);
      expect(out.status).toBe(400);
    }
    expect(await prisma.demoReminder.count({ where: { userId: member.id } })).toBe(0);
    expect(await prisma.savedDemo.count({ where: { userId: member.id } })).toBe(0);
  });

  it("answers 404 for an unknown demo", async () => {
    const member = await createMember();
    const out = await act("no-such-demo", { intent: "save" }, member);
    expect(out.status).toBe(404);
  });
});

describe("Save", () => {
  it("saves once, lists saved demos newest first, and unsaves", async () => {
    const member = await createMember();
    expect((await toastOf(await act(LIVE, { intent: "save" }, member)))?.title).toBe("Demo Saved");
    await act(LIVE, { intent: "save" }, member);
    expect(await prisma.savedDemo.count({ where: { userId: member.id } })).toBe(1);
    await new Promise((r) => setTimeout(r, 5));
    await act(REPLAY, { intent: "save" }, member);
    expect((await listSavedDemos(member.id)).map((d) => d.id)).toEqual([REPLAY, LIVE]);

    const list = await call(listLoader, getPage("/demo", member));
    const saved = list.data.demos.filter((d: { saved?: boolean }) => d.saved).map((d: { id: string }) => d.id);
    expect(saved.sort()).toEqual([LIVE, REPLAY].sort());

    expect((await toastOf(await act(LIVE, { intent: "unsave" }, member)))?.title).toBe("Demo Removed");
    await act(LIVE, { intent: "unsave" }, member);
    expect((await listSavedDemos(member.id)).map((d) => d.id)).toEqual([REPLAY]);
  });

  it("asks visitors to log in", async () => {
    const out = await act(LIVE, { intent: "save", redirectTo: "/demo" });
    expect(out.location).toBe("/login?redirectTo=%2Fdemo");
  });
});

describe("sendDueDemoReminders", () => {
  it("e-mails each reminder once when its demo starts within 60 minutes, even with two instances at once", async () => {
    const soon = await makeDemo(30);
    const later = await makeDemo(120);
    const started = await makeDemo(-5, "live");
    const a = await createMember();
    const b = await createMember();
    await prisma.demoReminder.createMany({
      data: [
        { userId: a.id, demoId: soon },
        { userId: b.id, demoId: soon },
        { userId: a.id, demoId: later },
        { userId: b.id, demoId: started },
      ],
    });
    const now = new Date();
    // Two instances run the job at the same moment, then it runs again.
    await Promise.all([
      sendDueDemoReminders(now, "https://labmarket.test"),
      sendDueDemoReminders(now, "https://labmarket.test"),
    ]);
    await sendDueDemoReminders(now, "https://labmarket.test");

    for (const member of [a, b]) {
      const mails = (await mailsTo(member.email)).filter((m) => m.subject.startsWith("Starting soon:"));
      expect(mails.map((m) => m.subject)).toEqual([`Starting soon: Test demo ${soon}`]);
      expect(mails[0]!.text).toContain(`https://labmarket.test/demo/${soon}`);
    }
    const rows = await prisma.demoReminder.findMany({
      where: { userId: { in: [a.id, b.id] } },
      select: { demoId: true, sentAt: true },
    });
    // A demo that went live before its reminder was due: the member is told it is live now (ADR 023).
    for (const row of rows) expect(row.sentAt !== null, row.demoId).toBe(row.demoId === soon || row.demoId === started);
    expect((await mailsTo(b.email)).map((m) => m.subject)).toContain(`Live now: Test demo ${started}`);

    // An hour and a half later the second demo is due, and only it.
    await sendDueDemoReminders(new Date(now.getTime() + 90 * 60_000), "https://labmarket.test");
    const subjects = (await mailsTo(a.email)).map((m) => m.subject).filter((s) => s.startsWith("Starting soon:"));
    expect(subjects).toEqual([`Starting soon: Test demo ${soon}`, `Starting soon: Test demo ${later}`]);
  });
});
