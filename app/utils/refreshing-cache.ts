/**
 * A per-process cache of promised values that are slow to compute and may be a little out of date (facet counts,
 * the finder's vocabulary). A value younger than `freshMs` is served as is. An older one, up to `staleMs`, is still
 * served while one refresh runs in the background, so no request waits for the slow statement except the first.
 * A pending first load is shared by everybody who asks and never served as stale; a failed load is not kept (the
 * next request asks again), and a failed refresh keeps the old value until it is too old.
 * Bounded in entries: the least recently stored is dropped first.
 */
export interface RefreshingCacheAge {
  /** Served without a refresh while younger than this. 0 turns the cache off. */
  freshMs: number;
  /** Served while one refresh runs while younger than this (at least freshMs; Infinity: until replaced). */
  staleMs: number;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  settled: boolean;
  refreshing: boolean;
}

export interface RefreshingCache<V> {
  get(key: string, age: RefreshingCacheAge, load: () => Promise<V>): Promise<V>;
  /** Forgets every value (after an edit that changes them, and in tests). */
  clear(): void;
  readonly size: number;
}

export function refreshingCache<V>({ maxEntries }: { maxEntries: number }): RefreshingCache<V> {
  const entries = new Map<string, Entry<V>>();

  function keep(key: string, entry: Entry<V>) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  function refresh(key: string, stale: Entry<V>, load: () => Promise<V>) {
    stale.refreshing = true;
    const value = load();
    value.then(
      () => {
        if (entries.get(key) === stale) keep(key, { at: Date.now(), value, settled: true, refreshing: false });
      },
      () => (stale.refreshing = false),
    );
  }

  return {
    get(key, { freshMs, staleMs }, load) {
      if (freshMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < freshMs) return hit.value;
      if (hit && hit.settled && now - hit.at < Math.max(staleMs, freshMs)) {
        if (!hit.refreshing) refresh(key, hit, load);
        return hit.value;
      }
      if (hit && !hit.settled) return hit.value;
      const entry: Entry<V> = { at: now, value: load(), settled: false, refreshing: false };
      keep(key, entry);
      entry.value.then(
        () => (entry.settled = true),
        () => entries.get(key) === entry && entries.delete(key),
      );
      return entry.value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
