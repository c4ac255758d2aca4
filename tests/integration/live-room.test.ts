// Integration: the live demo room's rules through the demo page's action and loader, and the real-time path
// (row → NOTIFY → another process's listener → stream) with two buses standing in for two app processes.
import { afterAll, describe, expect, it, vi } from "vitest";
import { createRoomBus, type RoomBus } from "~/modules/live/bus.server";
import type { RoomEventView } from "~/modules/live/room";
import { action as demoAction, loader as demoLoader } from "~/routes/demo_.$demoId";
import { loader as eventsLoader } from "~/routes/demo_.$demoId.events";
import { loader as dashboardLoader } from "~/routes/influencer-dashboard";
import { action as quoteAction, loader as quoteLoader } from "~/routes/quotes.new";
import { loader as brandQuoteLoader } from "~/routes/brand.inbox_.quotes.$id";
import { loader as specSheetLoader } from "~/routes/store.product.$id_.spec-sheet";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, postForm, type Member } from "./people.support";
import { collect, makeExpertHost, makeLiveDemo, removeMadeExperts, waitFor } from "./live-room.support";
import { routeArgs } from "../setup/route-args";

// A short heartbeat: the buses' catch-up reads then also cover a NOTIFY the embedded database does not deliver.
vi.hoisted(() => {
  process.env.LIVE_HEARTBEAT_MS = "250";
});

afterAll(removeMadeExperts);

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

describe("a burst from one user", () => {
  it("answers 50 concurrent posts from one viewer with 200s and 429s (a clear message), never a 500", async () => {
    const { id } = await makeLiveDemo();
    const viewer = await createMember();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => inPlace(id, { intent: "live-message", body: `burst ${i}` }, viewer)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBe(10);
    for (const r of results.filter((r) => r.status === 429))
      expect(r.data.room.error).toMatch(/^Too many messages\. Please try again in \d+ seconds\.$/);
    const stored = await prisma.liveChatMessage.count({ where: { demoId: id } });
    expect(stored).toBe(10);
    // One event per stored message, ids strictly increasing with the messages' order of commit.
    expect(await prisma.liveRoomEvent.count({ where: { demoId: id, kind: "message" } })).toBe(10);
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

describe("expert host", () => {
  it("lets the demo's own expert host (answer, hide a question, poll); another expert is a viewer", async () => {
    const { member: expert, expertId } = await makeExpertHost();
    const { member: otherExpert } = await makeExpertHost();
    const { id } = await makeLiveDemo("live", expertId);
    const asker = await createMember();
    await inPlace(id, { intent: "live-question", body: "Which sensors?" }, asker);
    await inPlace(id, { intent: "live-question", body: "Off-topic question" }, asker);
    const [first, second] = await prisma.liveQuestion.findMany({
      where: { demoId: id },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    expect((await inPlace(id, { intent: "live-answer", questionId: first!.id }, otherExpert)).status).toBe(403);
    expect((await inPlace(id, { intent: "live-hide-question", questionId: second!.id }, otherExpert)).status).toBe(403);
    expect((await inPlace(id, { intent: "live-answer", questionId: first!.id }, expert)).status).toBe(200);
    expect((await inPlace(id, { intent: "live-hide-question", questionId: second!.id }, expert)).status).toBe(200);
    const room = await roomOf(id, asker);
    expect(room.state.questions.map((q: { id: string }) => q.id)).toEqual([first!.id]);
    expect((await roomOf(id, expert)).host).toBe(true);
    expect((await roomOf(id, otherExpert)).host).toBe(false);
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

describe("polls keyed by poll", () => {
  it("gives the viewer's vote with its poll id, so a newer poll is open to them", async () => {
    const { id } = await makeLiveDemo();
    const host = await createMember({ role: "admin" });
    const viewer = await createMember();
    const open = async (question: string) => {
      const form = new URLSearchParams({ intent: "live-open-poll", question, inPlace: "1" });
      for (const o of ["Yes", "No"]) form.append("option", o);
      await call(
        demoAction,
        new Request(`http://localhost:3000/demo/${id}`, {
          method: "POST",
          body: form,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: host.cookie },
        }),
        { demoId: id },
      );
      return prisma.livePoll.findFirstOrThrow({
        where: { demoId: id, question },
        include: { options: { orderBy: { position: "asc" } } },
      });
    };
    const first = await open("First?");
    await inPlace(id, { intent: "live-vote", pollId: first.id, optionId: first.options[0]!.id }, viewer);
    expect((await roomOf(id, viewer)).viewer.pollVote).toEqual({ pollId: first.id, optionId: first.options[0]!.id });
    const second = await open("Second?");
    const room = await roomOf(id, viewer);
    expect(room.state.poll.id).toBe(second.id);
    expect(room.viewer.pollVote).toBeNull();
    expect(
      (await inPlace(id, { intent: "live-vote", pollId: second.id, optionId: second.options[1]!.id }, viewer)).status,
    ).toBe(200);
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

  it("resumes on process B, by Last-Event-ID, a stream that was reading from process A: nothing lost or doubled", async () => {
    const { id } = await makeLiveDemo();
    const viewer = await createMember();
    const poster = await createMember({ role: "admin" });
    const processA = createRoomBus();
    const processB = createRoomBus();
    buses.push(processA, processB);
    await Promise.all([processA.start(), processB.start()]);
    const onA = collect(processA, id, viewer.id);
    await onA.ready;
    for (let i = 0; i < 4; i++) await inPlace(id, { intent: "live-message", body: `a${i}` }, poster);
    await waitFor(() => onA.received.length === 4);
    // The connection to A drops (a deploy, a proxy): the browser reconnects to B with the last id it saw,
    // while the host keeps posting.
    const lastSeen = BigInt(onA.received.at(-1)!.id);
    const writing = (async () => {
      for (let i = 0; i < 4; i++) await inPlace(id, { intent: "live-message", body: `b${i}` }, poster);
    })();
    const onB = collect(processB, id, viewer.id, lastSeen);
    await onB.ready;
    await writing;
    await waitFor(() => onB.received.length >= 4);
    await new Promise((r) => setTimeout(r, 300));
    const bodies = (list: RoomEventView[]) => list.map((e) => (e.kind === "message" ? e.message.body : e.kind));
    expect(bodies(onB.received)).toEqual(["b0", "b1", "b2", "b3"]);
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
    const response = (await eventsLoader(routeArgs({ request, params: { demoId: id } }))) as Response;
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

describe("after the demo", () => {
  it("lists every product pinned during the demo on the replay (soft unpin), with its spec sheet", async () => {
    const { id, productId } = await makeLiveDemo();
    const host = await createMember({ role: "admin" });
    expect((await inPlace(id, { intent: "live-pin", productId }, host)).status).toBe(200);
    expect((await inPlace(id, { intent: "live-unpin", productId }, host)).status).toBe(200);
    const viewer = await createMember();
    expect((await roomOf(id, viewer)).state.pinned).toEqual([]);
    await prisma.demo.update({ where: { id }, data: { status: "replay" } });
    const replay = await roomOf(id, viewer);
    expect(replay.status).toBe("replay");
    expect(replay.replay.pinned.map((p: { product: { id: string } }) => p.product.id)).toEqual([productId]);
    expect(replay.replay.quotable).toBe(true);
    const sheet = await call(specSheetLoader, getPage(`/store/product/${productId}/spec-sheet`), { id: productId });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("Content-Disposition")).toMatch(/^attachment; filename="/);
    const missing = await call(specSheetLoader, getPage(`/store/product/nope/spec-sheet`), { id: "nope" });
    expect(missing.status).toBe(404);
  });

  it("sends a quote 'about this demo' with the demo and the buyer's questions to the brand", async () => {
    const { id, productId, brandId } = await makeLiveDemo();
    const buyer = await createMember();
    await inPlace(id, { intent: "live-question", body: "Is it GMP-validated?" }, buyer);
    await prisma.demo.update({ where: { id }, data: { status: "replay" } });
    const form = await call(quoteLoader, getPage(`/quotes/new?demo=${id}`, buyer), {});
    expect(form.data.product.id).toBe(productId);
    expect(form.data.about.questions).toEqual([{ body: "Is it GMP-validated?", answeredAtSeconds: null }]);
    const sent = await call(
      quoteAction,
      postForm(
        "/quotes/new",
        { productId, variantId: form.data.selectedVariantId, quantity: "2", note: "", demoId: id },
        buyer,
      ),
      {},
    );
    expect(sent.status).toBe(303);
    const quote = await prisma.quoteRequest.findFirstOrThrow({
      where: { buyerId: buyer.id },
      select: { id: true, demoId: true, demoQuestions: true },
    });
    expect(quote.demoId).toBe(id);
    expect(quote.demoQuestions).toEqual([{ body: "Is it GMP-validated?", answeredAtSeconds: null }]);
    const brand = await createMember({ role: "brand", brandId });
    const view = await call(brandQuoteLoader, getPage(`/brand/inbox/quotes/${quote.id}`, brand), { id: quote.id });
    expect(view.data.quote.demo).toEqual({ id, title: `Live test ${id}` });
    expect(view.data.demoQuestions.map((q: { body: string }) => q.body)).toEqual(["Is it GMP-validated?"]);
  });

  it("shows the expert their rooms' figures: peak viewers, messages, questions, answered, poll results", async () => {
    const { member: expert, expertId } = await makeExpertHost();
    const { id } = await makeLiveDemo("live", expertId);
    const viewers = [await createMember(), await createMember()];
    for (const v of viewers) await roomOf(id, v); // each page view marks them present
    await inPlace(id, { intent: "live-message", body: "hello" }, viewers[0]);
    await inPlace(id, { intent: "live-question", body: "Q1" }, viewers[0]);
    await inPlace(id, { intent: "live-question", body: "Q2" }, viewers[1]);
    const q1 = await prisma.liveQuestion.findFirstOrThrow({ where: { demoId: id, body: "Q1" }, select: { id: true } });
    await inPlace(id, { intent: "live-answer", questionId: q1.id }, expert);
    const form = new URLSearchParams({ intent: "live-open-poll", question: "Scale?", inPlace: "1" });
    for (const o of ["1 L", "10 L"]) form.append("option", o);
    await call(
      demoAction,
      new Request(`http://localhost:3000/demo/${id}`, {
        method: "POST",
        body: form,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: expert.cookie },
      }),
      { demoId: id },
    );
    const poll = await prisma.livePoll.findFirstOrThrow({ where: { demoId: id }, include: { options: true } });
    await inPlace(id, { intent: "live-vote", pollId: poll.id, optionId: poll.options[0]!.id }, viewers[1]);
    const out = await call(dashboardLoader, getPage("/influencer-dashboard?tab=analytics", expert), {});
    const figures = out.data.rooms.find((d: { id: string }) => d.id === id);
    expect(figures).toMatchObject({ messages: 1, questions: 2, answered: 1 });
    expect(figures.peakViewers).toBeGreaterThanOrEqual(2);
    expect(figures.polls).toEqual([
      {
        id: poll.id,
        question: "Scale?",
        closed: false,
        total: 1,
        options: [
          { label: "1 L", votes: 1 },
          { label: "10 L", votes: 0 },
        ],
      },
    ]);
  });
});
