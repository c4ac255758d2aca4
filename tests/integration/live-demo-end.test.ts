// Integration: a demo's end reaches its open rooms at once (issue 11, ADR 017). Ended by its host (the expert
// dashboard) or by an admin (Manage Demos & Live Events) — one code path — it writes a demo_ended room event that a
// stream on another process receives, after which that stream is closed; a stream that connects late catches up.
import { afterAll, describe, expect, it, vi } from "vitest";
import { createRoomBus, type RoomBus } from "~/modules/live/bus.server";
import { action as adminAction } from "~/routes/admin";
import { loader as demoLoader } from "~/routes/demo_.$demoId";
import { action as editAction } from "~/routes/influencer-dashboard_.demos.$demoId";
import { prisma } from "~/utils/db.server";
import { collect, makeExpertHost, makeLiveDemo, removeMadeExperts, waitFor } from "./live-room.support";
import { call, createMember, getPage, postForm, toastOf, type Member } from "./people.support";

// A short heartbeat: catch-up reads also cover a NOTIFY the embedded database does not deliver.
vi.hoisted(() => {
  process.env.LIVE_HEARTBEAT_MS = "250";
});

const buses: RoomBus[] = [];
const demos: string[] = [];
const members: Member[] = [];
afterAll(async () => {
  await Promise.all(buses.map((b) => b.stop()));
  await prisma.demo.deleteMany({ where: { id: { in: demos } } });
  await prisma.user.deleteMany({ where: { id: { in: members.map((m) => m.id) } } });
  await removeMadeExperts();
});

async function liveDemo(expertId: number | null = null) {
  const demo = await makeLiveDemo("live", expertId);
  demos.push(demo.id);
  return demo.id;
}

async function member(role?: "admin" | "buyer" | "influencer" | "brand") {
  const m = await createMember(role ? { role } : {});
  members.push(m);
  return m;
}

/** "Process B": a bus of its own with one viewer's stream open in the demo's room. */
async function openRoomElsewhere(demoId: string, viewer: Member) {
  const bus = createRoomBus();
  buses.push(bus);
  await bus.start();
  const stream = collect(bus, demoId, viewer.id);
  await stream.ready;
  return { bus, stream };
}

const endedEvents = (demoId: string) => prisma.liveRoomEvent.findMany({ where: { demoId, kind: "demo_ended" } });

describe("an admin ends a live demo", () => {
  it("pushes demo_ended (with the replay link) to a room open on another process, closes that stream, audits once", async () => {
    const demoId = await liveDemo();
    await prisma.demo.update({ where: { id: demoId }, data: { replayUrl: "https://vimeo.com/76979871" } });
    const [viewer, admin] = [await member(), await member("admin")];
    const { stream } = await openRoomElsewhere(demoId, viewer);

    const end = await call(adminAction, postForm("/admin?section=demos", { intent: "demo-end", demoId }, admin));
    expect((await toastOf(end))?.title).toBe("Demo ended");
    await waitFor(() => stream.received.some((e) => e.kind === "demo_ended"));
    expect(stream.received.at(-1)).toMatchObject({ kind: "demo_ended", replayUrl: "https://vimeo.com/76979871" });
    await waitFor(() => stream.closed);

    expect((await prisma.demo.findUniqueOrThrow({ where: { id: demoId } })).status).toBe("replay");
    expect(await endedEvents(demoId)).toHaveLength(1);
    expect(await prisma.auditLog.count({ where: { targetId: demoId, action: "demo.end", actorId: admin.id } })).toBe(1);

    // Ending again changes nothing: no second event, no second audit entry.
    const again = await call(adminAction, postForm("/admin?section=demos", { intent: "demo-end", demoId }, admin));
    expect((await toastOf(again))?.title).toBe("Not live");
    expect(await endedEvents(demoId)).toHaveLength(1);
    expect(await prisma.auditLog.count({ where: { targetId: demoId, action: "demo.end" } })).toBe(1);

    // Without JavaScript the next load shows the replay, not the room.
    const page = await call(demoLoader, getPage(`/demo/${demoId}`, viewer), { demoId });
    expect(page.data.room.status).toBe("replay");
  });

  it("is refused for every other role: the demo stays live and no room event is written", async () => {
    const demoId = await liveDemo();
    for (const role of ["buyer", "influencer", "brand"] as const) {
      const out = await call(
        adminAction,
        postForm("/admin?section=demos", { intent: "demo-end", demoId }, await member(role)),
      );
      expect(out.location).toBe("/");
    }
    const anonymous = await call(adminAction, postForm("/admin?section=demos", { intent: "demo-end", demoId }));
    expect(anonymous.location).toMatch(/^\/login/);
    expect((await prisma.demo.findUniqueOrThrow({ where: { id: demoId } })).status).toBe("live");
    expect(await endedEvents(demoId)).toHaveLength(0);
  });
});

describe("the host ends their live demo", () => {
  it("takes the same path: open rooms get demo_ended; another expert cannot end it", async () => {
    const { member: host, expertId } = await makeExpertHost();
    const { member: otherExpert } = await makeExpertHost();
    members.push(host, otherExpert);
    const demoId = await liveDemo(expertId);
    const viewer = await member();
    const { stream } = await openRoomElsewhere(demoId, viewer);
    const endAs = (who: Member) =>
      call(editAction, postForm(`/influencer-dashboard/demos/${demoId}`, { intent: "end" }, who), { demoId });

    expect((await endAs(otherExpert)).status).toBe(404);
    expect(await endedEvents(demoId)).toHaveLength(0);

    expect((await toastOf(await endAs(host)))?.title).toBe("Demo ended");
    await waitFor(() => stream.received.some((e) => e.kind === "demo_ended"));
    expect(stream.received.at(-1)).toMatchObject({ kind: "demo_ended", replayUrl: null });
    await waitFor(() => stream.closed);
    expect(await endedEvents(demoId)).toHaveLength(1);
  });

  it("a stream that resumes from before the end (a missed NOTIFY, a reconnect) catches demo_ended up from the table", async () => {
    const demoId = await liveDemo();
    const viewer = await member();
    await call(adminAction, postForm("/admin?section=demos", { intent: "demo-end", demoId }, await member("admin")));
    const bus = createRoomBus();
    buses.push(bus);
    const late = collect(bus, demoId, viewer.id, 0n);
    await late.ready;
    expect(late.received.map((e) => e.kind)).toEqual(["demo_ended"]);
    expect(late.closed).toBe(true);
  });
});
