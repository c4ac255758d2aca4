// Requests a few at a time, in arrival order (server/admission.js, ADR 081), with stand-in requests and responses.
import { AsyncLocalStorage } from "node:async_hooks";
import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admitInOrder, asksForEventStream } from "../../server/admission.js";
import { concurrentRequestsFrom, startupProblems } from "../../server/settings.js";

type Exchange = { req: any; res: any; started: boolean; name: string };

function exchange(name: string, headers: Record<string, string> = {}): Exchange {
  const res = Object.assign(new EventEmitter(), { destroyed: false });
  const req = Object.assign(new EventEmitter(), {
    socket: { destroyed: false },
    get: (header: string) => headers[header.toLowerCase()],
  });
  return { req, res, started: false, name };
}

function serve(middleware: ReturnType<typeof admitInOrder>, ...exchanges: Exchange[]) {
  for (const x of exchanges) middleware(x.req, x.res, () => void (x.started = true));
}

const finish = (x: Exchange) => x.res.emit("finish");
const started = (...xs: Exchange[]) => xs.filter((x) => x.started).map((x) => x.name);

afterEach(() => void vi.useRealTimers());

describe("admission in arrival order", () => {
  it("starts at most `limit` requests; the next starts when one ends, first come first served", () => {
    const gate = admitInOrder({ limit: 2 });
    const [a, b, c, d] = ["a", "b", "c", "d"].map((n) => exchange(n));
    serve(gate, a, b, c, d);
    expect(started(a, b, c, d)).toEqual(["a", "b"]);
    expect(gate.queued()).toBe(2);
    finish(b);
    expect(started(a, b, c, d)).toEqual(["a", "b", "c"]);
    // A response's finish and its close count once.
    b.res.emit("close");
    expect(started(a, b, c, d)).toEqual(["a", "b", "c"]);
    expect(gate.active()).toBe(2);
    a.res.emit("close");
    expect(started(a, b, c, d)).toEqual(["a", "b", "c", "d"]);
    expect(gate.queued()).toBe(0);
  });

  it("a later request never overtakes one that waits, even when a place is free as it arrives", () => {
    const gate = admitInOrder({ limit: 1 });
    const [a, b, c] = ["a", "b", "c"].map((n) => exchange(n));
    serve(gate, a, b);
    finish(a);
    serve(gate, c);
    expect(started(a, b, c)).toEqual(["a", "b"]);
    finish(b);
    expect(started(a, b, c)).toEqual(["a", "b", "c"]);
  });

  it("a request whose client left while it waited is never started, and its place goes to the next", () => {
    const gate = admitInOrder({ limit: 1 });
    const [a, b, c, d] = ["a", "b", "c", "d"].map((n) => exchange(n));
    serve(gate, a, b, c, d);
    b.res.emit("close");
    expect(gate.queued()).toBe(2);
    // Gone without a close event reaching the gate: seen when its turn comes.
    c.req.socket.destroyed = true;
    finish(a);
    expect(started(a, b, c, d)).toEqual(["a", "d"]);
  });

  it("a waiting request starts in its own async context, not in that of the response whose end let it in", () => {
    const gate = admitInOrder({ limit: 1 });
    const requestIds = new AsyncLocalStorage<string>();
    const [a, b] = [exchange("a"), exchange("b")];
    let seenByB: string | undefined;
    requestIds.run("a", () => gate(a.req, a.res, () => undefined));
    requestIds.run("b", () => gate(b.req, b.res, () => void (seenByB = requestIds.getStore())));
    requestIds.run("a", () => finish(a));
    expect(seenByB).toBe("b");
  });

  it("a long response holds its place for holdCapMs at most", () => {
    vi.useFakeTimers();
    const gate = admitInOrder({ limit: 1, holdCapMs: 1_000 });
    const [stream, page] = ["stream", "page"].map((n) => exchange(n));
    serve(gate, stream, page);
    vi.advanceTimersByTime(999);
    expect(started(stream, page)).toEqual(["stream"]);
    vi.advanceTimersByTime(1);
    expect(started(stream, page)).toEqual(["stream", "page"]);
    // The stream ending later does not free a second place.
    finish(stream);
    expect(gate.active()).toBe(1);
  });

  it("a bypassed request and a limit of 0 start at once", () => {
    const gate = admitInOrder({ limit: 1, bypass: asksForEventStream });
    const [a, events] = [exchange("a"), exchange("events", { accept: "text/event-stream, */*" })];
    const b = exchange("b");
    serve(gate, a, b, events);
    expect(started(a, b, events)).toEqual(["a", "events"]);

    const open = admitInOrder({ limit: 0 });
    const xs = ["x", "y", "z"].map((n) => exchange(n));
    serve(open, ...xs);
    expect(started(...xs)).toEqual(["x", "y", "z"]);
  });
});

describe("APP_CONCURRENT_REQUESTS", () => {
  it("is a whole number from 0 (no limit) to 1000, 3 when unset", () => {
    expect(concurrentRequestsFrom({})).toBe(3);
    expect(concurrentRequestsFrom({ APP_CONCURRENT_REQUESTS: " 0 " })).toBe(0);
    expect(concurrentRequestsFrom({ APP_CONCURRENT_REQUESTS: "12" })).toBe(12);
    for (const bad of ["-1", "1.5", "four", "1001"])
      expect(concurrentRequestsFrom({ APP_CONCURRENT_REQUESTS: bad })).toBeNull();
    expect(startupProblems({ APP_CONCURRENT_REQUESTS: "four" })).toEqual([
      "APP_CONCURRENT_REQUESTS must be a whole number from 0 (no limit) to 1000: four",
    ]);
  });
});
