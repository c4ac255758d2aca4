import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refreshingCache } from "./refreshing-cache";

const AGE = { freshMs: 1000, staleMs: 2000 };

/** A load whose calls are counted and whose answers the test settles by hand. */
function manualLoad() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

/** A cache whose key "k" holds "old", loaded at the current (fake) time through `load`. */
async function holdingOld(age = AGE, maxEntries = 10) {
  const cache = refreshingCache<string>({ maxEntries });
  const { load, pending } = manualLoad();
  const first = cache.get("k", age, load);
  pending[0]!.resolve("old");
  await first;
  return { cache, load, pending };
}

async function settle() {
  await new Promise((r) => setImmediate(r));
}

describe("refreshingCache", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it("shares a pending first load and serves it while fresh", async () => {
    const cache = refreshingCache<string>({ maxEntries: 10 });
    const { load, pending } = manualLoad();
    const a = cache.get("k", AGE, load);
    const b = cache.get("k", AGE, load);
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]!.resolve("one");
    expect(await a).toBe("one");
    expect(await b).toBe("one");
    vi.setSystemTime(999);
    expect(await cache.get("k", AGE, load)).toBe("one");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves the old value while one refresh runs, then the new one", async () => {
    const { cache, load, pending } = await holdingOld();
    vi.setSystemTime(1500);
    expect(await cache.get("k", AGE, load)).toBe("old");
    expect(await cache.get("k", AGE, load)).toBe("old");
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]!.resolve("new");
    await settle();
    expect(await cache.get("k", AGE, load)).toBe("new");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("waits for a new load once the value is older than staleMs", async () => {
    const { cache, load, pending } = await holdingOld();
    vi.setSystemTime(2000);
    const next = cache.get("k", AGE, load);
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]!.resolve("new");
    expect(await next).toBe("new");
  });

  it("keeps the old value when a refresh fails, and tries again on a later request", async () => {
    const { cache, load, pending } = await holdingOld();
    vi.setSystemTime(1200);
    expect(await cache.get("k", AGE, load)).toBe("old");
    pending[1]!.reject(new Error("statement timeout"));
    await settle();
    expect(await cache.get("k", AGE, load)).toBe("old");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("does not keep a failed first load", async () => {
    const cache = refreshingCache<string>({ maxEntries: 10 });
    const { load, pending } = manualLoad();
    const failed = cache.get("k", AGE, load);
    pending[0]!.reject(new Error("connection lost"));
    await expect(failed).rejects.toThrow("connection lost");
    await settle();
    expect(cache.size).toBe(0);
    const again = cache.get("k", AGE, load);
    pending[1]!.resolve("ok");
    expect(await again).toBe("ok");
  });

  it("serves an Infinity-stale value until it is replaced", async () => {
    const forever = { freshMs: 1000, staleMs: Infinity };
    const { cache, load, pending } = await holdingOld(forever, 1);
    vi.setSystemTime(1_000_000);
    expect(await cache.get("k", forever, load)).toBe("old");
    pending[1]!.reject(new Error("down"));
    await settle();
    vi.setSystemTime(5_000_000);
    expect(await cache.get("k", forever, load)).toBe("old");
  });

  it("loads every time when freshMs is 0", async () => {
    const cache = refreshingCache<string>({ maxEntries: 10 });
    const load = vi.fn(async () => "v");
    await cache.get("k", { freshMs: 0, staleMs: 0 }, load);
    await cache.get("k", { freshMs: 0, staleMs: 0 }, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("drops the least recently stored key past maxEntries, and forgets all on clear", async () => {
    const cache = refreshingCache<string>({ maxEntries: 2 });
    const load = vi.fn(async () => "v");
    await cache.get("a", AGE, load);
    await cache.get("b", AGE, load);
    await cache.get("c", AGE, load);
    expect(cache.size).toBe(2);
    await cache.get("b", AGE, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("a", AGE, load);
    expect(load).toHaveBeenCalledTimes(4);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
