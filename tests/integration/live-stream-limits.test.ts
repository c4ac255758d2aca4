// Integration: the live room's event streams are capped per session, per client address and per process (issue 32,
// item 2; ADR 044) — through the SSE route's loader against the real database, with the process's own bus.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { roomBus } from "~/modules/live/bus.server";
import { liveStreams } from "~/modules/live/stream-limits.server";
import { loader as eventsLoader } from "~/routes/demo_.$demoId.events";
import { call, createMember, postForm, type Member } from "./people.support";
import { makeLiveDemo, waitFor } from "./live-room.support";
import { action as demoAction } from "~/routes/demo_.$demoId";
import { endLiveDemo } from "~/modules/live/room.server";
import { prisma } from "~/utils/db.server";
import { captureLogs } from "../../server/logger.js";

vi.hoisted(() => {
  process.env.LIVE_HEARTBEAT_MS = "250";
});

const SETTINGS = ["LIVE_MAX_STREAMS_PER_SESSION", "LIVE_MAX_STREAMS_PER_ADDRESS", "LIVE_MAX_STREAMS_PER_PROCESS"];
const saved = Object.fromEntries(SETTINGS.map((k) => [k, process.env[k]]));
const open: AbortController[] = [];

beforeEach(() => {
  for (const k of SETTINGS) delete process.env[k];
});

afterEach(() => {
  for (const c of open.splice(0)) c.abort();
  for (const k of SETTINGS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

afterAll(() => roomBus().stop());

/** GET /demo/:id/events as `member` from `address` (the load context's clientIp, as server/index.js sets it). */
async function connect(demoId: string, member: Member | null, address: string | null = null, method = "GET") {
  const controller = new AbortController();
  open.push(controller);
  const request = new Request(`http://localhost:3000/demo/${demoId}/events`, {
    method,
    headers: member ? { Cookie: member.cookie } : {},
    signal: controller.signal,
  });
  const response = (await eventsLoader({
    request,
    params: { demoId },
    context: address ? { clientIp: address } : {},
  } as never)) as Response;
  return { response, abort: () => controller.abort() };
}

const accepted = (r: Response) => r.status === 200 && r.headers.get("Content-Type")?.startsWith("text/event-stream");

describe("per session", () => {
  it("accepts 4 streams of one session and answers the 5th with 429, Retry-After and a plain-text reason", async () => {
    const { id } = await makeLiveDemo();
    const buyer = await createMember();
    const before = roomBus().streamCount();
    // Each from its own address, so only the session's limit applies.
    for (let i = 0; i < 4; i++) expect(accepted((await connect(id, buyer, `198.51.100.${i}`)).response)).toBe(true);
    const { response } = await connect(id, buyer, "198.51.100.99");
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toMatch(/^Too many live streams are open for this session \(at most 4\)\./);
    await waitFor(() => roomBus().streamCount() === before + 4);
    // Another viewer is not affected.
    expect(accepted((await connect(id, await createMember(), "198.51.100.200")).response)).toBe(true);
  });

  it("lets one cookie open only the limit from a burst of 40 concurrent requests (the check cannot be raced)", async () => {
    const { id } = await makeLiveDemo();
    const buyer = await createMember();
    const before = roomBus().streamCount();
    const slots = liveStreams().count();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => connect(id, buyer, `192.0.2.${i}`).then((c) => c.response)),
    );
    expect(results.filter(accepted).length).toBe(4);
    expect(results.filter((r) => r.status === 429).length).toBe(36);
    await new Promise((r) => setTimeout(r, 300));
    expect(roomBus().streamCount()).toBe(before + 4);
    expect(liveStreams().count()).toBe(slots + 4);
  });

  it("refuses before reading the database: a session at its limit gets 429 even for a demo that does not exist", async () => {
    const { id } = await makeLiveDemo();
    const buyer = await createMember();
    process.env.LIVE_MAX_STREAMS_PER_SESSION = "1";
    expect(accepted((await connect(id, buyer)).response)).toBe(true);
    expect((await connect("no-such-demo", buyer)).response.status).toBe(429);
  });
});

describe("per address", () => {
  it("caps streams from one address across sessions; another address still gets in", async () => {
    const { id } = await makeLiveDemo();
    process.env.LIVE_MAX_STREAMS_PER_ADDRESS = "3";
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember()));
    for (const m of members.slice(0, 3)) expect(accepted((await connect(id, m, "203.0.113.7")).response)).toBe(true);
    const refused = (await connect(id, members[3]!, "203.0.113.7")).response;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/from your network address \(at most 3\)/);
    expect(accepted((await connect(id, members[3]!, "203.0.113.8")).response)).toBe(true);
  });
});

describe("per process", () => {
  it("answers 503 with Retry-After once the process holds its limit, before any database work", async () => {
    const { id } = await makeLiveDemo();
    process.env.LIVE_MAX_STREAMS_PER_PROCESS = String(liveStreams().count() + 2);
    const [a, b, c] = await Promise.all([createMember(), createMember(), createMember()]);
    expect(accepted((await connect(id, a!, "198.51.100.1")).response)).toBe(true);
    expect(accepted((await connect(id, b!, "198.51.100.2")).response)).toBe(true);
    const full = (await connect(id, c!, "198.51.100.3")).response;
    expect(full.status).toBe(503);
    expect(Number(full.headers.get("Retry-After"))).toBeGreaterThanOrEqual(20);
    expect(await full.text()).toMatch(/as many live streams open as it can take/);
    // Even a demo that does not exist, or a visitor without a session, is refused before the database is read.
    expect((await connect("no-such-demo", c!, "198.51.100.3")).response.status).toBe(503);
    expect((await connect(id, null, "198.51.100.4")).response.status).toBe(503);
  });
});

describe("release", () => {
  it("frees the slot when the client goes away: after an abort a new stream is accepted", async () => {
    const { id } = await makeLiveDemo();
    const buyer = await createMember();
    process.env.LIVE_MAX_STREAMS_PER_SESSION = "2";
    const first = await connect(id, buyer);
    expect(accepted((await connect(id, buyer)).response)).toBe(true);
    expect((await connect(id, buyer)).response.status).toBe(429);
    first.abort();
    expect(accepted((await connect(id, buyer)).response)).toBe(true);
    expect((await connect(id, buyer)).response.status).toBe(429);
  });

  it("frees the slot when the server's response closes, even if the request's abort signal never fires", async () => {
    // Remix gives the loader copies of the request whose signal can lose its link to the connection after a garbage
    // collection (nodejs/undici#3644); server/index.js passes the response's close event in the load context.
    const { id } = await makeLiveDemo();
    const buyer = await createMember();
    const before = liveStreams().count();
    const listeners: (() => void)[] = [];
    const request = new Request(`http://localhost:3000/demo/${id}/events`, { headers: { Cookie: buyer.cookie } });
    const context = { onResponseClose: (listener: () => void) => listeners.push(listener) };
    const response = (await eventsLoader({ request, params: { demoId: id }, context } as never)) as Response;
    expect(accepted(response)).toBe(true);
    expect(liveStreams().count()).toBe(before + 1);
    await waitFor(() => roomBus().streamCount() > 0);
    const streams = roomBus().streamCount();
    for (const listener of listeners) listener();
    expect(liveStreams().count()).toBe(before);
    await waitFor(() => roomBus().streamCount() === streams - 1);
  });

  it("frees the slot when the reader cancels the stream, once only (aborting afterwards frees nothing more)", async () => {
    const { id } = await makeLiveDemo();
    const buyer = await createMember();
    const before = liveStreams().count();
    const stream = await connect(id, buyer);
    expect(liveStreams().count()).toBe(before + 1);
    await stream.response.body!.cancel();
    stream.abort();
    expect(liveStreams().count()).toBe(before);
  });

  it("holds no slot for refused, removed, HEAD or already-gone requests", async () => {
    const { id } = await makeLiveDemo();
    const notLive = await makeLiveDemo("upcoming");
    const buyer = await createMember();
    const before = liveStreams().count();
    expect((await connect(notLive.id, buyer)).response.status).toBe(409);
    expect((await connect("no-such-demo", buyer)).response.status).toBe(404);
    expect((await connect(id, null)).response.status).toBe(403);
    const head = await connect(id, buyer, null, "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.response.body).toBeNull();
    // The client left while the room was being checked.
    const controller = new AbortController();
    const gone = new Request(`http://localhost:3000/demo/${id}/events`, {
      headers: { Cookie: buyer.cookie },
      signal: controller.signal,
    });
    const pending = eventsLoader({ request: gone, params: { demoId: id }, context: {} } as never);
    controller.abort();
    await pending;
    expect(liveStreams().count()).toBe(before);
  });

  it("frees the slot when the server ends the stream: the host removes the viewer", async () => {
    const { id } = await makeLiveDemo();
    const viewer = await createMember();
    const admin = await createMember({ role: "admin" });
    process.env.LIVE_MAX_STREAMS_PER_SESSION = "1";
    await connect(id, viewer);
    const before = liveStreams().count();
    const post = await call(
      demoAction,
      postForm(`/demo/${id}`, { intent: "live-message", body: "hello", inPlace: "1" }, viewer),
      { demoId: id },
    );
    expect(post.status).toBe(200);
    const message = await prisma.liveChatMessage.findFirstOrThrow({ where: { demoId: id }, select: { id: true } });
    const removed = await call(
      demoAction,
      postForm(`/demo/${id}`, { intent: "live-remove", messageId: message.id, inPlace: "1" }, admin),
      { demoId: id },
    );
    expect(removed.status).toBe(200);
    await waitFor(() => liveStreams().count() === before - 1);
  });

  it("frees the slots when the server ends the streams: the demo ends", async () => {
    const { id } = await makeLiveDemo();
    const [a, b] = await Promise.all([createMember(), createMember()]);
    const before = liveStreams().count();
    await connect(id, a!);
    await connect(id, b!);
    await waitFor(() => liveStreams().count() === before + 2);
    expect(await endLiveDemo(id)).toBe(true);
    await waitFor(() => liveStreams().count() === before);
  });

  it("frees the slot when subscribing to the bus fails", async () => {
    const { id } = await makeLiveDemo();
    const buyer = await createMember();
    const before = liveStreams().count();
    let fail = () => {};
    const failing = vi
      .spyOn(roomBus(), "subscribe")
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = () => reject(new Error("listener down")))));
    const logs = captureLogs();
    try {
      const { response } = await connect(id, buyer);
      expect(accepted(response)).toBe(true);
      expect(liveStreams().count()).toBe(before + 1);
      fail();
      await waitFor(() => liveStreams().count() === before);
      // The stream ended: the browser reconnects (EventSource) and is let in again.
      expect(accepted((await connect(id, buyer)).response)).toBe(true);
      expect(logs.entries().filter((entry) => entry.msg === "[live] subscribe failed")).toHaveLength(1);
    } finally {
      failing.mockRestore();
      logs.stop();
    }
  });
});
