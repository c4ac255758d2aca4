// Integration: the live demo room's rules through the demo page's action and loader, and the real-time path
// (row → NOTIFY → another process's listener → stream) with two buses standing in for two app processes.
import { afterAll, describe, expect, it, vi } from "vitest";
import { createRoomBus, type RoomBus } from "~/modules/live/bus.server";
import type { RoomEventView } from "~/modules/live/room";
import { action as demoAction, loader as demoLoader } from "~/routes/demo_.$demoId";
import { loader as eventsLoader } from "~/routes/demo_.$demoId.events";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, postForm, unique, type Member } from "./people.support";

// A short heartbeat: the buses' catch-up reads then also cover a NOTIFY the embedded database does not deliver.
vi.hoisted(() => {
  process.env.LIVE_HEARTBEAT_MS = "250";
});

async function makeLiveDemo(status: "live" | "replay" | "upcoming" = "live") {
  const id = unique("live-demo");
  const product = await prisma.storeProduct.findFirstOrThrow({
    where: { deletedAt: null, status: "active", purchasable: true, variants: { some: {} } },
    select: { id: true },
  });
  await prisma.demo.create({
    data: {
      id,
      title: `Live test ${id}`,
      creatorName: "Test Host",
      creatorType: "Company",
      category: "analytics",
      status,
      durationMinutes: 45,
      startsAt: new Date(Date.now() - 10 * 60_000),
      description: "A live demo made by the integration tests.",
      thumbnailUrl: "/images/demos/test.svg",
      products: { create: { productId: product.id } },
    },
  });
  return { id, productId: product.id };
}

const act = (demoId: string, fields: Record<string, string>, member?: Member | null) =>
  call(demoAction, postForm(`/demo/${demoId}`, fields, member), { demoId });
const inPlace = (demoId: string, fields: Record<string, string>, member?: Member | null) =>
  act(demoId, { ...fields, inPlace: "1" }, member);

async function roomOf(demoId: string, member: Member) {
  const out = await call(demoLoader, getPage(`/demo/${demoId}`, member), { demoId });
  return out.data.room;
}

describe("access", () => {
  it("refuses visitors with the spec's notice and posts nothing", async () => {
    const { id } = await makeLiveDemo();
    const out = await inPlace(id, { intent: "live-message", body: "hello" });
    expect(out.status).toBe(403);
    expect(out.data.room.error).toBe("Access Denied: You must be logged in and verified to join a live demo.");
    expect(await prisma.liveChatMessage.count({ where: { demoId: id } })).toBe(0);
    const page = await call(demoLoader, getPage(`/demo/${id}`), { demoId: id });
    expect(page.data.room).toEqual({ status: "denied" });
    const stream = await call(eventsLoader, getPage(`/demo/${id}/events`), { demoId: id });
    expect(stream.status).toBe(403);
  });

  it("closes the room of a demo that is not live", async () => {
    const { id } = await makeLiveDemo("upcoming");
    const buyer = await createMember();
    const out = await inPlace(id, { intent: "live-message", body: "hello" }, buyer);
    expect(out.status).toBe(409);
    expect(await prisma.liveChatMessage.count({ where: { demoId: id } })).toBe(0);
  });
});

describe("chat", () => {
  it("stores a message as text, redirects to #chat without JS, and shows it server-side", async () => {
    const { id } = await makeLiveDemo();
    const buyer = await createMember();
    const out = await act(
      id,
      { intent: "live-message", body: "  <script>alert(1)</script> see https://evil.example  " },
      buyer,
    );
    expect(out.status).toBe(303);
    expect(out.location).toBe(`/demo/${id}#chat`);
    const room = await roomOf(id, buyer);
    expect(room.status).toBe("open");
    expect(room.state.messages.map((m: { body: string }) => m.body)).toEqual([
      "<script>alert(1)</script> see https://evil.example",
    ]);
  });

  it("rejects empty and 10,000-character messages with a 400 and stores nothing", async () => {
    const { id } = await makeLiveDemo();
    const buyer = await createMember();
    const empty = await inPlace(id, { intent: "live-message", body: "   " }, buyer);
    expect(empty.status).toBe(400);
    expect(empty.data.room.error).toBe("Please write a message.");
    const long = await inPlace(id, { intent: "live-message", body: "x".repeat(10_000) }, buyer);
    expect(long.status).toBe(400);
    expect(long.data.room.error).toMatch(/500 characters/);
    expect(await prisma.liveChatMessage.count({ where: { demoId: id } })).toBe(0);
  });

  it("rate-limits a flood from one user with a clear message while others keep posting", async () => {
    const { id } = await makeLiveDemo();
    const flooder = await createMember();
    const other = await createMember();
    const results = [];
    for (let i = 0; i < 15; i++)
      results.push(await inPlace(id, { intent: "live-message", body: `spam ${i}` }, flooder));
    const limited = results.filter((r) => r.status === 429);
    expect(limited.length).toBe(5);
    expect(limited[0]!.data.room.error).toMatch(/^Too many messages\. Please try again in \d+ seconds\.$/);
    expect(await prisma.liveChatMessage.count({ where: { demoId: id, userId: flooder.id } })).toBe(10);
    expect((await inPlace(id, { intent: "live-message", body: "still here" }, other)).status).toBe(200);
  });
});

describe("questions", () => {
  it("counts one upvote per user, refuses the author's own, and lets only the host answer with stream time", async () => {
    const { id } = await makeLiveDemo();
    const asker = await createMember();
    const voter = await createMember();
    const admin = await createMember({ role: "admin" });
    expect((await inPlace(id, { intent: "live-question", body: "Does it fit a 96-well plate?" }, asker)).status).toBe(
      200,
    );
    const question = await prisma.liveQuestion.findFirstOrThrow({ where: { demoId: id }, select: { id: true } });
    const own = await inPlace(id, { intent: "live-upvote", questionId: question.id }, asker);
    expect(own.status).toBe(400);
    expect(own.data.room.error).toBe("You cannot upvote your own question.");
    expect((await inPlace(id, { intent: "live-upvote", questionId: question.id }, voter)).status).toBe(200);
    expect((await inPlace(id, { intent: "live-upvote", questionId: question.id }, voter)).status).toBe(409);
    expect((await prisma.liveQuestion.findUniqueOrThrow({ where: { id: question.id } })).votes).toBe(1);
    expect((await inPlace(id, { intent: "live-answer", questionId: question.id }, voter)).status).toBe(403);
    expect((await inPlace(id, { intent: "live-answer", questionId: question.id }, admin)).status).toBe(200);
    const answered = await prisma.liveQuestion.findUniqueOrThrow({ where: { id: question.id } });
    expect(answered.answeredAt).not.toBeNull();
    expect(answered.answeredAtSeconds).toBeGreaterThanOrEqual(600);
  });
});

describe("polls", () => {
  it("takes one vote per viewer, refuses votes on a closed poll, and only the host opens and closes", async () => {
    const { id } = await makeLiveDemo();
    const host = await createMember({ role: "admin" });
    const viewer = await createMember();
    expect(
      (await inPlace(id, { intent: "live-open-poll", question: "Which scale?", option: "1 L" }, viewer)).status,
    ).toBe(403);
    const tooFew = await inPlace(id, { intent: "live-open-poll", question: "Which scale?", option: "1 L" }, host);
    expect(tooFew.status).toBe(400);
    const form = new URLSearchParams({ intent: "live-open-poll", question: "Which scale?", inPlace: "1" });
    for (const o of ["1 L", "10 L", "50 L"]) form.append("option", o);
    const opened = await call(
      demoAction,
      new Request(`http://localhost:3000/demo/${id}`, {
        method: "POST",
        body: form,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: host.cookie },
      }),
      { demoId: id },
    );
    expect(opened.status).toBe(200);
    const poll = await prisma.livePoll.findFirstOrThrow({
      where: { demoId: id },
      include: { options: { orderBy: { position: "asc" } } },
    });
    expect(poll.options.map((o) => o.label)).toEqual(["1 L", "10 L", "50 L"]);
    const vote = { intent: "live-vote", pollId: poll.id, optionId: poll.options[1]!.id };
    expect((await inPlace(id, vote, viewer)).status).toBe(200);
    expect((await inPlace(id, { ...vote, optionId: poll.options[0]!.id }, viewer)).status).toBe(409);
    expect((await inPlace(id, { intent: "live-close-poll", pollId: poll.id }, host)).status).toBe(200);
    const late = await createMember();
    const closed = await inPlace(id, vote, late);
    expect(closed.status).toBe(409);
    expect(closed.data.room.error).toBe("This poll is closed.");
    const options = await prisma.livePollOption.findMany({ where: { pollId: poll.id }, orderBy: { position: "asc" } });
    expect(options.map((o) => o.votes)).toEqual([0, 1, 0]);
    expect(await prisma.livePollVote.count({ where: { pollId: poll.id } })).toBe(1);
  });
});

describe("moderation and pins", () => {
  it("hides a message, removes a viewer who can then neither post nor stream, pins only featured products", async () => {
    const { id, productId } = await makeLiveDemo();
    const host = await createMember({ role: "admin" });
    const troll = await createMember();
    await inPlace(id, { intent: "live-message", body: "buy my stuff" }, troll);
    const message = await prisma.liveChatMessage.findFirstOrThrow({ where: { demoId: id }, select: { id: true } });
    expect((await inPlace(id, { intent: "live-hide", messageId: message.id }, troll)).status).toBe(403);
    expect((await inPlace(id, { intent: "live-remove", messageId: message.id }, host)).status).toBe(200);
    const refused = await inPlace(id, { intent: "live-message", body: "again" }, troll);
    expect(refused.status).toBe(403);
    expect(refused.data.room.error).toBe("The host removed you from this live demo's room.");
    expect(await prisma.liveChatMessage.count({ where: { demoId: id, hiddenAt: null } })).toBe(0);
    expect((await roomOf(id, troll)).status).toBe("removed");
    expect((await call(eventsLoader, getPage(`/demo/${id}/events`, troll), { demoId: id })).status).toBe(403);

    const other = await prisma.storeProduct.findFirstOrThrow({
      where: { id: { not: productId } },
      select: { id: true },
    });
    expect((await inPlace(id, { intent: "live-pin", productId: other.id }, host)).status).toBe(400);
    expect((await inPlace(id, { intent: "live-pin", productId }, host)).status).toBe(200);
    const viewer = await createMember();
    const room = await roomOf(id, viewer);
    expect(room.state.pinned.map((p: { product: { id: string } }) => p.product.id)).toEqual([productId]);
    expect(room.watching).toBeGreaterThanOrEqual(1);
  });
});

describe("real time across two processes", () => {
  const buses: RoomBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.stop()));
  });

  function collect(bus: RoomBus, demoId: string, userId: string, lastId = 0n) {
    const received: RoomEventView[] = [];
    const ready = bus.subscribe({
      demoId,
      userId,
      lastId,
      write(chunk) {
        const text = typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk);
        for (const block of text.split("\n\n")) {
          const data = block.split("\n").find((l) => l.startsWith("data: {"));
          if (data) received.push(JSON.parse(data.slice(6)));
        }
        return true;
      },
      close() {},
    });
    return { received, ready };
  }

  const waitFor = async (check: () => boolean, ms = 10_000) => {
    const until = Date.now() + ms;
    while (!check()) {
      if (Date.now() > until) throw new Error("timed out waiting for the stream");
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it("delivers an event written via one process to a stream on another, and resumes by event id without loss or doubles", async () => {
    const { id } = await makeLiveDemo();
    const viewer = await createMember();
    const poster = await createMember({ role: "admin" });
    // Process B: its own listening connection; the action below runs in "process A" (the module's own bus is idle).
    const processB = createRoomBus();
    buses.push(processB);
    await processB.start();
    const live = collect(processB, id, viewer.id);
    await live.ready;
    for (let i = 0; i < 5; i++)
      expect((await inPlace(id, { intent: "live-message", body: `m${i}` }, poster)).status).toBe(200);
    await waitFor(() => live.received.length === 5);
    expect(live.received.map((e) => (e.kind === "message" ? e.message.body : e.kind))).toEqual([
      "m0",
      "m1",
      "m2",
      "m3",
      "m4",
    ]);

    // A viewer that saw up to the 2nd event reconnects (Last-Event-ID) while more is being written.
    const seen = live.received[1]!.id;
    const resumed = collect(processB, id, viewer.id, BigInt(seen));
    const writing = (async () => {
      for (let i = 5; i < 10; i++) await inPlace(id, { intent: "live-message", body: `m${i}` }, poster);
    })();
    await resumed.ready;
    await writing;
    await waitFor(() => resumed.received.length >= 8 && live.received.length >= 10);
    await new Promise((r) => setTimeout(r, 300));
    const bodies = (list: RoomEventView[]) => list.map((e) => (e.kind === "message" ? e.message.body : e.kind));
    expect(bodies(resumed.received)).toEqual(["m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9"]);
    expect(bodies(live.received)).toEqual(["m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9"]);
  });

  it("the SSE route writes id:, retry: and the replay after Last-Event-ID", async () => {
    const { id } = await makeLiveDemo();
    const viewer = await createMember();
    await inPlace(id, { intent: "live-message", body: "first" }, viewer);
    await inPlace(id, { intent: "live-message", body: "second" }, viewer);
    const events = await prisma.liveRoomEvent.findMany({ where: { demoId: id }, orderBy: { id: "asc" } });
    const controller = new AbortController();
    const request = new Request(`http://localhost:3000/demo/${id}/events`, {
      headers: { Cookie: viewer.cookie, "Last-Event-ID": events[0]!.id.toString() },
      signal: controller.signal,
    });
    const response = (await eventsLoader({ request, params: { demoId: id }, context: {} as never })) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    const reader = response.body!.getReader();
    let text = "";
    while (!text.includes("second")) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(text).toMatch(/^retry: \d{4}\n/);
    expect(text).toContain(`id: ${events[1]!.id}\n`);
    expect(text).not.toContain("first");
  });
});
