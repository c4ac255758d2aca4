// How many live-room event streams one process keeps open (ADR 044): per session, per client address and in total.
// Pure counting, no I/O: the route reserves a slot before it reads the database and releases it exactly once when
// the stream ends, so a burst of concurrent requests cannot all pass the check while the first ones are still
// looking up the room.

export type StreamScope = "session" | "address" | "process";

export interface StreamLimits {
  perSession: number;
  perAddress: number;
  perProcess: number;
}

/**
 * Session: one tab holds one stream, so 4 leaves room for a second tab or device and for streams of a dropped
 * connection the server has not noticed yet. Address: a lab or a whole institute may share one NAT address (issue
 * 32, item 9), so several people must fit, yet one address stays a small share of the process. Process: ADR 017's
 * target of 2,000 viewers over two machines, within a 512 MB machine (ADR 044 has the figures).
 */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 4, perAddress: 16, perProcess: 1000 };

/** The environment setting of each limit (README, Environment). */
export const STREAM_LIMIT_SETTINGS: Record<keyof StreamLimits, string> = {
  perSession: "LIVE_MAX_STREAMS_PER_SESSION",
  perAddress: "LIVE_MAX_STREAMS_PER_ADDRESS",
  perProcess: "LIVE_MAX_STREAMS_PER_PROCESS",
};

/** Limits from the environment: a positive whole number each; anything else (unset, 0, "abc") is the default. */
export function streamLimitsFrom(environment: Record<string, string | undefined>): StreamLimits {
  const read = (key: keyof StreamLimits) => {
    const value = environment[STREAM_LIMIT_SETTINGS[key]]?.trim();
    return value && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : DEFAULT_STREAM_LIMITS[key];
  };
  return { perSession: read("perSession"), perAddress: read("perAddress"), perProcess: read("perProcess") };
}

/** Who opens the stream; a null key is not counted in that scope (unknown address, no session cookie). */
export interface StreamKeys {
  session: string | null;
  address: string | null;
}

/** A reserved stream. `release` may be called from every path that ends the stream: only the first call counts. */
export interface StreamSlot {
  release(): void;
}

export type StreamOpening = { ok: true; slot: StreamSlot } | { ok: false; scope: StreamScope; limit: number };

export class StreamCounter {
  private total = 0;
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  /** Checks every limit and reserves a slot in one synchronous step (no await between check and count). */
  open(keys: StreamKeys, limits: StreamLimits): StreamOpening {
    // The caller's own share first: its message tells them what to do (close a tab), the process's cannot.
    if (keys.session && (this.bySession.get(keys.session) ?? 0) >= limits.perSession)
      return { ok: false, scope: "session", limit: limits.perSession };
    if (keys.address && (this.byAddress.get(keys.address) ?? 0) >= limits.perAddress)
      return { ok: false, scope: "address", limit: limits.perAddress };
    if (this.total >= limits.perProcess) return { ok: false, scope: "process", limit: limits.perProcess };
    this.total += 1;
    bump(this.bySession, keys.session, 1);
    bump(this.byAddress, keys.address, 1);
    let released = false;
    return {
      ok: true,
      slot: {
        release: () => {
          if (released) return;
          released = true;
          this.total -= 1;
          bump(this.bySession, keys.session, -1);
          bump(this.byAddress, keys.address, -1);
        },
      },
    };
  }

  /** Open streams (reserved slots) of this process, or of one session or address. */
  count(scope: StreamScope = "process", key?: string): number {
    if (scope === "process") return this.total;
    return (scope === "session" ? this.bySession : this.byAddress).get(key ?? "") ?? 0;
  }
}

/** Counts at zero are deleted, so the maps hold only sessions and addresses with an open stream. */
function bump(counts: Map<string, number>, key: string | null, by: 1 | -1) {
  if (!key) return;
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

export interface StreamRefusal {
  status: 429 | 503;
  retryAfterSeconds: number;
  message: string;
}

/**
 * The answer beyond a limit. 429 when this session or address holds too many streams (its own doing); 503 when the
 * process is full (nobody's fault, and another machine may have room). EventSource stops on any non-200 answer, so
 * Retry-After is for people and scripts; the process's is jittered so refused clients do not all return at once.
 */
export function streamRefusal(scope: StreamScope, limit: number, random = Math.random): StreamRefusal {
  switch (scope) {
    case "session":
      return {
        status: 429,
        retryAfterSeconds: 30,
        message: `Too many live streams are open for this session (at most ${limit}). Close another tab with a live room, then reload this page.`,
      };
    case "address":
      return {
        status: 429,
        retryAfterSeconds: 30,
        message: `Too many live streams are open from your network address (at most ${limit}). Close another tab with a live room, or try again later.`,
      };
    case "process":
      return {
        status: 503,
        retryAfterSeconds: 20 + Math.floor(random() * 20),
        message: "This server has as many live streams open as it can take. Please try again in a minute.",
      };
  }
}
