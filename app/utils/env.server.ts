// One reading of the process environment, validated once at start-up.
// A relative path with its extension: scripts/start-checks.js loads this file with Node alone (no "~" alias).
import { z } from "./zod.ts";
import {
  appOriginFrom,
  demoModeFrom,
  mailFrom,
  paymentsFrom,
  SESSION_SECRET_MIN_LENGTH,
} from "../../server/settings.js";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL must be set (server/index.js sets it for the embedded database)"),
  EMBEDDED_DB: z.string().optional(),
  DEMO_MODE: z.string().optional(),
  SESSION_SECRET: z
    .string()
    .min(SESSION_SECRET_MIN_LENGTH, `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters`),
  APP_ORIGIN: z.string().url().optional(),
  RESEND_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().default("LabMarket <no-reply@labmarket.example>"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  /** Minutes checkout holds an unpaid order's stock (anti-hoarding; see README). */
  RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(2)
    .max(24 * 60)
    .default(15),
  /** Unpaid checkouts one signed-in buyer may have at once, from any address (ADR 046). */
  OPEN_CHECKOUTS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(3),
  /**
   * Unpaid checkouts of all members of one organisation together (issue 36, ADR 058): counted per organisation, not
   * per network address, so a whole institution behind one NAT address is never capped as one visitor.
   */
  OPEN_CHECKOUTS_PER_ORGANISATION: z.coerce.number().int().min(1).max(100000).default(200),
  /**
   * Unpaid checkouts of anonymous visitors from one client address at once (ADR 046): a university or a company
   * reaches us from one NAT address, so this is a backstop against a script, not a per-person limit.
   */
  OPEN_CHECKOUTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * Unpaid checkouts together hold at most this share (percent, rounded up) of a managed-stock item's units; what a
   * checkout cannot hold is sold to whoever pays first (ADR 046). 100 holds everything, as before.
   */
  MAX_HELD_STOCK_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  /** Seconds each app machine reuses the facet counts of one catalogue filter combination (0 = off; ADR 015). */
  CATALOGUE_COUNTS_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** "0" runs every statement unnamed: for a connection pooler in transaction mode, which cannot keep prepared
   * statements (ADR 034). */
  DB_PREPARED_STATEMENTS: z.enum(["0", "1"]).default("1"),
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().min(1).max(300).default(10),
});

export type Env = z.infer<typeof schema>;

/**
 * What is wrong with the settings this schema reads, one line each (empty when nothing is), for `npm start` to say
 * before it builds (scripts/start-checks.js imports this file with Node's own type stripping: keep its imports
 * relative). DATABASE_URL and SESSION_SECRET may be unset there — the server fills them in for the embedded
 * database — but a SESSION_SECRET that is set must be long enough.
 */
export function environmentProblems(vars: Record<string, string | undefined>): string[] {
  const parsed = schema.partial({ DATABASE_URL: true, SESSION_SECRET: true }).safeParse(vars);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const name = issue.path.join(".");
    return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
  });
}

let cached: Env | undefined;
export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(
        `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      );
    }
    cached = parsed.data;
  }
  return cached;
}

export const isProduction = () => env().NODE_ENV === "production";

/**
 * Cookies of a deployment (production over a real database): Secure, and named with the `__Host-` prefix, which the
 * browser only accepts from this exact host over HTTPS with Path=/ and no Domain, so a sibling subdomain cannot plant
 * or overwrite them. The local first run (embedded database, plain http) keeps plain names.
 */
export function secureCookies(): boolean {
  return isProduction() && !env().EMBEDDED_DB;
}

export function cookieName(name: string): string {
  return secureCookies() ? `__Host-${name}` : name;
}

/** Demo mode: DEMO_MODE when set, else only the embedded database on a loopback address (server/settings.js). */
export function isDemoMode(): boolean {
  return demoModeFrom(process.env);
}

/**
 * The public origin for absolute links (e-mails, share links, payment return URLs): configured, never taken from
 * the request's Host or X-Forwarded-Host headers (server/settings.js). server/index.js refuses to start in
 * production without one.
 */
export function appOrigin(): string {
  const origin = appOriginFrom(process.env);
  if (!origin) throw new Error("APP_ORIGIN must be set in production.");
  return origin;
}

/**
 * The payment gateway these settings give (server/settings.js, issue 34): "stripe", "test" (development, or
 * PAYMENTS=test on purpose) or "none" (a production deployment without Stripe: checkout refuses). Read from
 * process.env on every call, like demo mode, so the server's start-up summary and the app never disagree.
 */
export function paymentGatewaySetting(): "stripe" | "test" | "none" {
  return paymentsFrom(process.env).gateway;
}

/** Whether one-time codes may be e-mailed: through Resend, outside production, or in demo mode (server/settings.js). */
export function codeMailAllowed(): boolean {
  return mailFrom(process.env).codes;
}
