// Rate limits counted in Postgres (rate-limiter-flexible's Postgres store), so every app instance
// shares the counters. A limited request gets HTTP 429 with a clear message; a failing store lets the
// request through (logged) rather than turning into a 500.
import pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "~/utils/env.server";
import { serverValues } from "~/utils/request-context";

export type LimitName =
  | "login"
  | "loginAccount"
  | "loginIp"
  | "verify"
  | "resend"
  | "signup"
  | "forgot"
  | "reset"
  | "contact"
  | "contactIp"
  | "liveChat"
  | "checkout";

/** points per duration (seconds), and how to word the wait. */
export const LIMITS: Record<LimitName, { points: number; duration: number; what: string }> = {
  // Per (e-mail, client address), OWASP ASVS 2.2.1: a stranger's wrong passwords from one address limit that
  // address only, never the owner logging in from another one. Reset by a successful login.
  login: { points: 10, duration: 15 * 60, what: "login attempts" },
  // Per e-mail, failures only, from every address together (a distributed guess): once spent, only addresses
  // that have themselves failed for this e-mail are refused; a fresh address with the right password still logs in.
  loginAccount: { points: 100, duration: 60 * 60, what: "login attempts" },
  loginIp: { points: 300, duration: 15 * 60, what: "login attempts" }, // per client address
  verify: { points: 10, duration: 15 * 60, what: "verification attempts" }, // per e-mail
  resend: { points: 5, duration: 60 * 60, what: "code requests" }, // per e-mail (plus the 60 s rule)
  signup: { points: 30, duration: 60 * 60, what: "sign-ups" }, // per client address
  forgot: { points: 5, duration: 60 * 60, what: "password reset requests" }, // per e-mail and per address
  reset: { points: 10, duration: 15 * 60, what: "password reset attempts" }, // per e-mail
  contact: { points: 10, duration: 60 * 60, what: "contact messages" }, // per sender e-mail
  // per client address: a lab or company behind one address sends more than one person does
  contactIp: { points: 30, duration: 60 * 60, what: "contact messages" },
  // per user, chat messages and questions in live demo rooms together: a lively viewer, not a flood
  liveChat: { points: 10, duration: 10, what: "messages" },
  // per client address: each checkout holds stock, so one address cannot hold it all by retrying
  checkout: { points: 30, duration: 15 * 60, what: "checkout attempts" },
};

type Store = { pool: pg.Pool; limiters: Map<LimitName, Promise<RateLimiterPostgres>> };
const globalStore = globalThis as unknown as { __rateLimitStore?: Store };

function store(): Store {
  if (!globalStore.__rateLimitStore) {
    const pool = new pg.Pool({ connectionString: env().DATABASE_URL, max: 2 });
    // An idle client's connection dropped (database restart, failover): the pool discards the client and
    // opens a new one on next use. Without a listener the 'error' event would end the process.
    pool.on("error", (error) => console.error("[rate-limit] idle database connection lost:", error.message));
    globalStore.__rateLimitStore = { pool, limiters: new Map() };
  }
  return globalStore.__rateLimitStore;
}

function limiter(name: LimitName): Promise<RateLimiterPostgres> {
  const s = store();
  let ready = s.limiters.get(name);
  if (!ready) {
    ready = new Promise<RateLimiterPostgres>((resolve, reject) => {
      const instance: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: s.pool,
          storeType: "pool",
          tableName: "rate_limits",
          keyPrefix: name,
          points: LIMITS[name].points,
          duration: LIMITS[name].duration,
        },
        (error?: unknown) => (error ? reject(error) : resolve(instance)),
      );
    });
    ready.catch(() => s.limiters.delete(name));
    s.limiters.set(name, ready);
  }
  return ready;
}

/** Health check: can the rate-limit store's own pool reach the database? */
export async function rateLimitStoreReachable(): Promise<boolean> {
  try {
    await store().pool.query("SELECT 1");
    return true;
  } catch {
    return false;
  }
}

export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limit: LimitName,
  ) {
    super(rateLimitMessage(limit, retryAfterSeconds));
  }
}

export function rateLimitMessage(limit: LimitName, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return `Too many ${LIMITS[limit].what}. Please try again in ${wait}.`;
}

/** Spends one point of `name` for `key`; throws RateLimitedError when the budget is used up. */
export async function consume(name: LimitName, key: string): Promise<void> {
  let instance: RateLimiterPostgres;
  try {
    instance = await limiter(name);
  } catch (error) {
    console.error(`[rate-limit] store unavailable for ${name}:`, error);
    return;
  }
  try {
    await instance.consume(key.toLowerCase().slice(0, 200));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new RateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), name);
    }
    console.error(`[rate-limit] ${name} failed open:`, rejection);
  }
}

/** Points already spent by `key` in the current window (0 when none, or when the store is unavailable). */
export async function spent(name: LimitName, key: string): Promise<number> {
  try {
    const res = await (await limiter(name)).get(key.toLowerCase().slice(0, 200));
    return res?.consumedPoints ?? 0;
  } catch (error) {
    console.error(`[rate-limit] ${name} could not be read:`, error);
    return 0;
  }
}

/** Spends one point without ever refusing (records a failure whose answer is already decided). */
export async function record(name: LimitName, key: string): Promise<void> {
  try {
    await consume(name, key);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
  }
}

/** Clears a key's counter (e.g. after a successful login). */
export async function reset(name: LimitName, key: string): Promise<void> {
  try {
    await (await limiter(name)).delete(key.toLowerCase().slice(0, 200));
  } catch (error) {
    console.error(`[rate-limit] reset ${name} failed:`, error);
  }
}

/**
 * The client's address: the load context's (the Express server's req.ip) when given, else the Fly proxy's
 * Fly-Client-IP header. Null when neither is known: X-Forwarded-For is not trusted (a client can write it),
 * and per-address limits are then skipped rather than shared by everyone.
 */
export function clientAddress(request: Request, context?: unknown): string | null {
  const fromContext = serverValues(context).clientIp;
  if (typeof fromContext === "string" && fromContext) return fromContext;
  const fly = request.headers.get("Fly-Client-IP");
  return fly ? fly.trim() : null;
}

/** Spends one point for a client address, or nothing when the address is unknown. */
export async function consumeForAddress(name: LimitName, address: string | null): Promise<void> {
  if (address) await consume(name, address);
}
