import { describe, expect, it } from "vitest";
import { DEFAULT_STREAM_LIMITS, StreamCounter, streamLimitsFrom, streamRefusal } from "./stream-limits";

const limits = { perSession: 2, perAddress: 3, perProcess: 5 };

describe("StreamCounter", () => {
  it("refuses the session's third stream, then another session's from the same address past 3", () => {
    const counter = new StreamCounter();
    expect(counter.open({ session: "s1", address: "a" }, limits).ok).toBe(true);
    expect(counter.open({ session: "s1", address: "a" }, limits).ok).toBe(true);
    expect(counter.open({ session: "s1", address: "b" }, limits)).toEqual({ ok: false, scope: "session", limit: 2 });
    expect(counter.open({ session: "s2", address: "a" }, limits).ok).toBe(true);
    expect(counter.open({ session: "s3", address: "a" }, limits)).toEqual({ ok: false, scope: "address", limit: 3 });
    expect(counter.count()).toBe(3);
    expect(counter.count("session", "s1")).toBe(2);
    expect(counter.count("address", "a")).toBe(3);
  });

  it("refuses everyone once the process holds its total, and counts nothing for a refused stream", () => {
    const counter = new StreamCounter();
    for (let i = 0; i < 5; i++) expect(counter.open({ session: `s${i}`, address: `a${i}` }, limits).ok).toBe(true);
    expect(counter.open({ session: "new", address: "new" }, limits)).toEqual({ ok: false, scope: "process", limit: 5 });
    expect(counter.open({ session: null, address: null }, limits).ok).toBe(false);
    expect(counter.count("session", "new")).toBe(0);
    expect(counter.count()).toBe(5);
  });

  it("releases a slot once, however many paths end the stream, and forgets keys at zero", () => {
    const counter = new StreamCounter();
    const first = counter.open({ session: "s", address: "a" }, limits);
    const second = counter.open({ session: "s", address: "a" }, limits);
    if (!first.ok || !second.ok) throw new Error("expected two slots");
    first.slot.release();
    first.slot.release();
    first.slot.release();
    expect(counter.count()).toBe(1);
    expect(counter.count("session", "s")).toBe(1);
    second.slot.release();
    expect(counter.count()).toBe(0);
    expect(counter.count("address", "a")).toBe(0);
    expect(counter.open({ session: "s", address: "a" }, limits).ok).toBe(true);
  });

  it("does not count a scope whose key is unknown (no session cookie, no client address)", () => {
    const counter = new StreamCounter();
    for (let i = 0; i < 5; i++) expect(counter.open({ session: null, address: null }, limits).ok).toBe(true);
    expect(counter.open({ session: null, address: null }, limits)).toMatchObject({ scope: "process" });
  });
});

describe("streamLimitsFrom", () => {
  it("reads positive whole numbers and falls back to the defaults for anything else", () => {
    expect(streamLimitsFrom({})).toEqual(DEFAULT_STREAM_LIMITS);
    expect(DEFAULT_STREAM_LIMITS).toEqual({ perSession: 4, perAddress: 16, perProcess: 1000 });
    expect(
      streamLimitsFrom({
        LIVE_MAX_STREAMS_PER_SESSION: " 2 ",
        LIVE_MAX_STREAMS_PER_ADDRESS: "40",
        LIVE_MAX_STREAMS_PER_PROCESS: "300",
      }),
    ).toEqual({ perSession: 2, perAddress: 40, perProcess: 300 });
    for (const bad of ["0", "-1", "abc", "1.5", "", "1e3", "99999999"])
      expect(streamLimitsFrom({ LIVE_MAX_STREAMS_PER_SESSION: bad }).perSession).toBe(4);
  });
});

describe("streamRefusal", () => {
  it("is 429 for a session or address over its share and a jittered 503 for a full process", () => {
    expect(streamRefusal("session", 4)).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(streamRefusal("address", 16).message).toMatch(/network address \(at most 16\)/);
    expect(streamRefusal("process", 1000, () => 0)).toMatchObject({ status: 503, retryAfterSeconds: 20 });
    expect(streamRefusal("process", 1000, () => 0.999).retryAfterSeconds).toBe(39);
  });
});
