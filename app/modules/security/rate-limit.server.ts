// Rate limits counted in Postgres (rate-limiter-flexible's Postgres store), so every app instance
// shares the counters. A limited request gets HTTP 429 with a clear message; a failing store lets the
// request through (logged) rather than turning into a 500.
import pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "~/utils/env.server";
import { serverValues } from "~/utils/request-context";
import { logger } from "~/utils/log.server";

export type LimitName =
  | "login"
  | "loginAccount"
  | "loginIp"
  | "loginDevice"
  | "verify"
  | "resend"
  | "signup"
  | "forgot"
  | "reset"
  | "contact"
  | "contactIp"
  | "liveChat"
  | "checkout"
  | "checkoutOrganisation"
  | "checkoutIp"
  | "notifyIp";

/** points per duration (seconds), and how to word the wait. */
export const LIMITS: Record<LimitName, { points: number; duration: number; what: string }> = {
  // Login throttling, ADR 047 (OWASP ASVS 5.0 V6.1.1 / V6.3.1): nothing a stranger does can lock an owner out.
  // Per (e-mail, client address), every attempt: 10 in 15 minutes, then that pair only is refused (429). A
  // stranger's wrong passwords limit the stranger's address, never the owner at another one. Reset by a success
  // through this pair (not by a known device's, which would refill a stranger's budget behind the same NAT).
  login: { points: 10, duration: 15 * 60, what: "login attempts" },
  // Per e-mail, failures only, from every address together (a distributed guess): past 100 in an hour the account
  // is slowed to one try per fresh address — addresses that have already tried it are refused, a fresh address or
  // a known device with the right password still logs in, and the owner can always reset by e-mailed code.
  loginAccount: { points: 100, duration: 60 * 60, what: "login attempts" },
  // Per client address, every attempt, across accounts (credential stuffing); high enough for a university NAT.
  loginIp: { points: 300, duration: 15 * 60, what: "login attempts" },
  // Per (known device, e-mail): a browser that logged in to the account (or reset its password by code) before
  // holds a signed device cookie; its tries count here instead of the three limits above, so nobody else's
  // wrong passwords, even from the same address, can refuse it. Reset by a success.
  loginDevice: { points: 10, duration: 15 * 60, what: "login attempts" },
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
  // Checkout (ADR 046): per signed-in account, from any address. A buyer retrying a declined card or changing the
  // cart checks out a few times; 30 in 15 minutes is far above that and still stops a script. Holding stock is
  // bounded by the hold ceiling, not by this.
  checkout: { points: 30, duration: 15 * 60, what: "checkout attempts" },
  // Checkout attempts of all members of one organisation together (issue 36, ADR 058), besides each member's own 30:
  // an institution's budget is counted by the organisation, never by the network address its members share.
  checkoutOrganisation: { points: 2000, duration: 15 * 60, what: "checkout attempts from your organisation" },
  // Anonymous checkouts per client address. A whole university or pharma site shares one NAT address, so this is
  // ten times one person's budget: room for a building of buyers who have not signed in, still a wall for a flood.
  checkoutIp: { points: 300, duration: 15 * 60, what: "checkout attempts" },
  // "Notify me when available" per client address (issue 37): it stores an address and later sends it one e-mail;
  // a lab subscribes to a handful of items, a script to thousands.
  notifyIp: { points: 60, duration: 15 * 60, what: "availability alerts" },
};

type Store = { pool: pg.Pool; limiters: Map<LimitName, Promise<RateLimiterPostgres>> };
const globalStore = globalThis as unknown as { __rateLimitStore?: Store };

function store(): Store {
  if (!globalStore.__rateLimitStore) {
    const pool = new pg.Pool({ connectionString: env().DATABASE_URL, max: 2 });
    // An idle client's connection dropped (database restart, failover): the pool discards the client and
    // opens a new one on next use. Without a listener the 'error' event would end the process.
    pool.on("error", (error) =>
      logger().error({ reason: error.message }, "[rate-limit] idle database connection lost"),
    );
    globalStore.__rateLimitStore = { pool, limiters: new Map() };
  }
  return globalStore.__rateLimitStore;
}

/** The rate limiter's pool (metrics, ADR 052); null until the first limit is checked. */
export function rateLimitPoolCounts() {
  const pool = globalStore.__rateLimitStore?.pool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
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
    logger().error({ err: error }, `[rate-limit] store unavailable for ${name}`);
    return;
  }
  try {
    await instance.consume(key.toLowerCase().slice(0, 200));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new RateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), name);
    }
    logger().error({ err: rejection }, `[rate-limit] ${name} failed open`);
  }
}

/** Points already spent by `key` in the current window (0 when none, or when the store is unavailable). */
export async function spent(name: LimitName, key: string): Promise<number> {
  try {
    const res = await (await limiter(name)).get(key.toLowerCase().slice(0, 200));
    return res?.consumedPoints ?? 0;
  } catch (error) {
    logger().error({ err: error }, `[rate-limit] ${name} could not be read`);
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
    logger().error({ err: error }, `[rate-limit] reset ${name} failed`);
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
