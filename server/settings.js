// Start-up settings read from the environment: where the server listens, which origin links use, whether demo
// mode is on, which payment gateway and mail transport a deployment has, whether the seed writes demo content, and the
// summary of all that the server logs at every start (issue 34, ADR 054). Plain JavaScript without dependencies,
// because three different programs read the same rules: the Express server (before anything is built or migrated),
// the app (bundled by Vite) and the seed (bundled by esbuild into build/seed.js). Each rule lives only here.

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/i;

/**
 * The shortest SESSION_SECRET the app accepts (it signs the session, cart and device cookies and keys the one-time
 * code hashes). One rule: app/utils/env.server.ts's schema and startupProblems below both read it.
 */
export const SESSION_SECRET_MIN_LENGTH = 16;

/** @param {string | undefined} flag @returns {boolean | undefined} */
function booleanFlag(flag) {
  const value = flag?.trim().toLowerCase();
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  return undefined;
}

/**
 * The address the HTTP server binds: HOST, else loopback, so a first run on a laptop (demo accounts, known
 * password) is not reachable from the network. The Docker image sets HOST=0.0.0.0.
 * @param {Record<string, string | undefined>} vars
 */
export function listenHostFrom(vars) {
  return vars.HOST?.trim() || "127.0.0.1";
}

/** @param {string} host */
export function isLoopbackHost(host) {
  return LOOPBACK.test(host.replace(/^\[|\]$/g, ""));
}

/**
 * Demo mode (demo accounts with a published password, quick login, /dev/mailbox). DEMO_MODE=1 or 0 decides when
 * set. Unset, it is on only for the local first run: the embedded database with the server on a loopback address.
 * A real DATABASE_URL, or an embedded database reachable from the network (HOST=0.0.0.0, as in the image), keeps
 * it off, so it is never on by accident in a deployment.
 * @param {Record<string, string | undefined>} vars
 * @returns {boolean}
 */
export function demoModeFrom(vars) {
  const flag = booleanFlag(vars.DEMO_MODE);
  if (flag !== undefined) return flag;
  return vars.EMBEDDED_DB === "1" && isLoopbackHost(listenHostFrom(vars));
}

/**
 * The start-up log line about demo mode, or null when it is off. DEMO_MODE=1 set on purpose is announced loudly at
 * every start, wherever the server runs (embedded or real database, loopback or not); demo mode on by default (the
 * local first run) gets a quieter line.
 * @param {Record<string, string | undefined>} vars
 * @param {{ host: string, port: number | string }} where
 * @returns {{ level: "warn" | "info", message: string } | null}
 */
export function demoModeAnnouncement(vars, { host, port }) {
  if (!demoModeFrom(vars)) return null;
  if (booleanFlag(vars.DEMO_MODE) === true)
    return {
      level: "warn",
      message: `DEMO MODE IS ON (DEMO_MODE=1): demo accounts with the README's password and /dev/mailbox are served on ${host}:${port}.`,
    };
  return {
    level: "info",
    message: `Demo mode is on (embedded database on ${host}): demo accounts, quick login and /dev/mailbox; DEMO_MODE=0 turns it off.`,
  };
}

/**
 * The public origin every absolute link uses (e-mails, share links, payment return URLs). Never read from a
 * request's Host or X-Forwarded-Host header: those are chosen by the client. APP_ORIGIN when set, else
 * https://<FLY_APP_NAME>.fly.dev on Fly, else the local server's own address outside production, else null.
 * @param {Record<string, string | undefined>} vars
 * @returns {string | null}
 */
export function appOriginFrom(vars) {
  const configured = vars.APP_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  if (vars.FLY_APP_NAME) return `https://${vars.FLY_APP_NAME}.fly.dev`;
  if (vars.NODE_ENV === "production" && vars.EMBEDDED_DB !== "1") return null;
  const host = listenHostFrom(vars);
  const hostname = host === "0.0.0.0" || host === "::" || isLoopbackHost(host) ? "localhost" : host;
  return `http://${hostname}:${vars.PORT || 3000}`;
}

/**
 * Settings a deployment cannot run without, checked before the database is touched. Returns one message per
 * problem (empty when the server may start).
 * @param {Record<string, string | undefined>} vars
 * @returns {string[]}
 */
export function startupProblems(vars) {
  const problems = [];
  const deployed = vars.NODE_ENV === "production" && Boolean(vars.DATABASE_URL);
  if (vars.APP_ORIGIN?.trim()) {
    try {
      const url = new URL(vars.APP_ORIGIN.trim());
      if (url.protocol !== "https:" && url.protocol !== "http:") problems.push("APP_ORIGIN must be an http(s) URL.");
    } catch {
      problems.push(`APP_ORIGIN is not a URL: ${vars.APP_ORIGIN}`);
    }
  } else if (deployed && !vars.FLY_APP_NAME) {
    problems.push(
      "APP_ORIGIN must be set in production (the public URL, e.g. https://labmarket.example): e-mail and payment links use it.",
    );
  }
  if (vars.FLY_APP_NAME && !vars.DATABASE_URL) {
    problems.push("DATABASE_URL must be set on Fly (fly postgres attach, or fly secrets set DATABASE_URL=...).");
  }
  if (deployed && !vars.SESSION_SECRET) problems.push("SESSION_SECRET must be set in production.");
  // Unset or empty is filled in for the embedded database (server/database.js); a secret that is set must be long
  // enough, or the app's first session read would fail with a stack trace instead of this line.
  if (vars.SESSION_SECRET && vars.SESSION_SECRET.length < SESSION_SECRET_MIN_LENGTH)
    problems.push(
      `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32).`,
    );
  const payments = vars.PAYMENTS?.trim().toLowerCase();
  if (payments && payments !== "test")
    problems.push(
      `PAYMENTS must be "test" (the built-in test gateway, on purpose, labelled as a test) or unset (Stripe when STRIPE_SECRET_KEY is set): ${vars.PAYMENTS}`,
    );
  const jobs = vars.JOBS?.trim().toLowerCase();
  if (jobs && !["0", "1", "send"].includes(jobs))
    problems.push(`JOBS must be 0 (no job queue), send (queue jobs for a worker) or 1 (run them): ${vars.JOBS}`);
  const port = Number(vars.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT is not a port number: ${vars.PORT}`);
  const processes = processCountFrom(vars);
  if (processes === null)
    problems.push(
      `WEB_CONCURRENCY must be a whole number of app processes from 1 to ${MAX_PROCESSES}: ${vars.WEB_CONCURRENCY}`,
    );
  else if (processes > 1 && !vars.DATABASE_URL)
    problems.push(
      "WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database is served by one process, so run one.",
    );
  if (concurrentRequestsFrom(vars) === null)
    problems.push(
      `APP_CONCURRENT_REQUESTS must be a whole number from 0 (no limit) to ${MAX_CONCURRENT_REQUESTS}: ${vars.APP_CONCURRENT_REQUESTS}`,
    );
  return problems;
}

/** More app processes than this on one machine is a typo, not a setting (each holds its own heap and pools). */
const MAX_PROCESSES = 32;

/**
 * How many app processes serve HTTP on this machine (WEB_CONCURRENCY, the variable hosting platforms and process
 * managers use for it; default 1). Each is a whole app server with its own pools; the first of them alone runs
 * background jobs. Null when the value is not a whole number from 1 to 32 (startupProblems reports it).
 * @param {Record<string, string | undefined>} vars
 * @returns {number | null}
 */
export function processCountFrom(vars) {
  const raw = vars.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  if (!/^\d+$/.test(raw)) return null;
  const count = Number(raw);
  return count >= 1 && count <= MAX_PROCESSES ? count : null;
}

/** Requests one app process serves at a time when APP_CONCURRENT_REQUESTS is unset (ADR 081). */
export const DEFAULT_CONCURRENT_REQUESTS = 3;
const MAX_CONCURRENT_REQUESTS = 1000;

/**
 * How many requests one app process serves at a time (APP_CONCURRENT_REQUESTS; ADR 081): the rest wait in the order
 * they arrived. 0 serves every request at once. Null when the value is not a whole number from 0 to 1000
 * (startupProblems reports it).
 * @param {Record<string, string | undefined>} vars
 * @returns {number | null}
 */
export function concurrentRequestsFrom(vars) {
  const raw = vars.APP_CONCURRENT_REQUESTS?.trim();
  if (!raw) return DEFAULT_CONCURRENT_REQUESTS;
  if (!/^\d+$/.test(raw)) return null;
  const count = Number(raw);
  return count <= MAX_CONCURRENT_REQUESTS ? count : null;
}

/**
 * What this instance does with the background job queue: JOBS=0 "off" (no pg-boss: tests, benchmarks; a product
 * import then runs in-process), JOBS=send "send" (fly.toml's web machines queue jobs for the worker), anything else
 * "run" (handlers and schedules run here).
 * @param {Record<string, string | undefined>} vars
 * @returns {"off" | "send" | "run"}
 */
export function jobsModeFrom(vars) {
  const value = vars.JOBS?.trim().toLowerCase();
  if (value === "0") return "off";
  if (value === "send") return "send";
  // Of several app processes on one machine (WEB_CONCURRENCY) only the first runs jobs; the others queue them for it.
  if (vars.LABMARKET_PROCESS && vars.LABMARKET_PROCESS !== "1") return "send";
  return "run";
}

/**
 * Whether the app should trust X-Forwarded-* headers: only behind Fly's proxy (FLY_APP_NAME is set on every Fly
 * machine), where the proxy overwrites them; anywhere else a client could forge them.
 * @param {Record<string, string | undefined>} vars
 */
export function behindFlyProxy(vars) {
  return Boolean(vars.FLY_APP_NAME);
}

/**
 * A deployment's rules apply: NODE_ENV=production over a real database. The embedded database (EMBEDDED_DB=1, set by
 * the server when it starts PGlite) is the local first run, and development and tests keep the local conveniences
 * (the test payment gateway, the mail outbox).
 * @param {Record<string, string | undefined>} vars
 */
export function productionDeployment(vars) {
  return vars.NODE_ENV === "production" && vars.EMBEDDED_DB !== "1";
}

/**
 * Which payment gateway checkout uses (issue 34): Stripe Checkout when STRIPE_SECRET_KEY is set; the built-in test
 * gateway when PAYMENTS=test asks for it on purpose (a public demo; every payment page then says it is a test) or
 * outside a production deployment; otherwise none, and checkout refuses ("Payments are not configured") rather than
 * let a production shop take test-card "payments".
 * @param {Record<string, string | undefined>} vars
 * @returns {{ gateway: "stripe" | "test" | "none", ok: boolean, summary: string }}
 */
export function paymentsFrom(vars) {
  const requested = vars.PAYMENTS?.trim().toLowerCase();
  if (vars.STRIPE_SECRET_KEY?.trim()) {
    const webhook = Boolean(vars.STRIPE_WEBHOOK_SECRET?.trim());
    if (requested === "test")
      return {
        gateway: "stripe",
        ok: false,
        summary: "Stripe Checkout (STRIPE_SECRET_KEY is set, so PAYMENTS=test is ignored)",
      };
    return webhook
      ? { gateway: "stripe", ok: true, summary: "Stripe Checkout" }
      : {
          gateway: "stripe",
          ok: false,
          summary: "Stripe Checkout without STRIPE_WEBHOOK_SECRET: payments are confirmed only when buyers return",
        };
  }
  if (requested === "test")
    return {
      gateway: "test",
      // On purpose in production (a public demo): said at every start and on every payment page.
      ok: !productionDeployment(vars),
      summary: "built-in TEST gateway on purpose (PAYMENTS=test): no real money moves, every payment page says so",
    };
  if (!productionDeployment(vars))
    return { gateway: "test", ok: true, summary: "built-in test gateway (development; no real money moves)" };
  return {
    gateway: "none",
    ok: false,
    summary:
      "NOT CONFIGURED: checkout refuses with 'Payments are not configured'; set STRIPE_SECRET_KEY (or PAYMENTS=test for a public demo)",
  };
}

/**
 * How e-mail leaves (issue 34): Resend when RESEND_API_KEY is set, else the database outbox. One-time codes (sign-up,
 * password reset) are only issued where someone can read them: through Resend, outside a production deployment, or
 * in demo mode (/dev/mailbox). A production deployment without a provider refuses them with a message instead of
 * leaving them silently in the outbox.
 * @param {Record<string, string | undefined>} vars
 * @returns {{ transport: "resend" | "outbox", codes: boolean, ok: boolean, summary: string }}
 */
export function mailFrom(vars) {
  if (vars.RESEND_API_KEY?.trim()) return { transport: "resend", codes: true, ok: true, summary: "Resend" };
  if (!productionDeployment(vars))
    return { transport: "outbox", codes: true, ok: true, summary: "database outbox (development)" };
  if (demoModeFrom(vars))
    return {
      transport: "outbox",
      codes: true,
      ok: false,
      summary: "database outbox, read at /dev/mailbox (demo mode): no e-mail reaches anyone; set RESEND_API_KEY",
    };
  return {
    transport: "outbox",
    codes: false,
    ok: false,
    summary:
      "NOT CONFIGURED: e-mails stay in the outbox table and sign-up / password-reset codes are refused; set RESEND_API_KEY",
  };
}

/**
 * Where uploads go, as the start log's one line about storage (issue 34): a bucket (S3_BUCKET, or Tigris's BUCKET_NAME
 * on Fly) is ok; without one a deployment (production over a real database) keeps uploads on the disk of the machine
 * that received them, which other machines cannot see and a deploy replaces: a warning naming the settings that give
 * it a bucket. The embedded database and development are one machine by definition. Said once, in the settings block
 * (app/modules/files/storage.server.ts's storageSummary is this rule too).
 * @param {Record<string, string | undefined>} vars
 * @returns {{ ok: boolean, text: string }}
 */
export function storageFrom(vars) {
  const bucket = vars.S3_BUCKET || vars.BUCKET_NAME;
  const endpoint = vars.S3_ENDPOINT || vars.AWS_ENDPOINT_URL_S3;
  if (bucket) return { ok: true, text: `uploads in the S3 bucket ${bucket}${endpoint ? ` at ${endpoint}` : ""}` };
  const where = `this machine's disk (${vars.FILES_DIR || "data/files"})`;
  if (!productionDeployment(vars)) return { ok: true, text: `uploads on ${where}` };
  return {
    ok: false,
    text:
      `No S3 bucket is configured: uploads are kept on ${where}, which other machines cannot see and a deploy ` +
      "replaces. Several machines need a bucket: set S3_BUCKET (with S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID, " +
      "AWS_SECRET_ACCESS_KEY), or `fly storage create`, which sets BUCKET_NAME and AWS_ENDPOINT_URL_S3.",
  };
}

/**
 * Whether the seed writes the demo content (brands, products and the generated catalogue, experts, demos, events,
 * community posts, leaderboard, panels) besides the reference data every shop needs (currencies, categories,
 * specification attributes and their units, collections, the home page's insight cards). SEED_DEMO=1 or 0 decides
 * when set; else demo mode does, and outside production the local conveniences keep it on — except in a release
 * (`release: true`, scripts/release.js), which is a deployment whatever NODE_ENV says.
 * @param {Record<string, string | undefined>} vars
 * @param {{ release?: boolean }} [options]
 */
export function demoContentFrom(vars, { release = false } = {}) {
  const flag = booleanFlag(vars.SEED_DEMO);
  if (flag !== undefined) return flag;
  if (demoModeFrom(vars)) return true;
  return !release && vars.NODE_ENV !== "production";
}

/**
 * The settings that matter to an operator, one line each, marked ok or WARNING: written as one block by the server
 * at every start (issue 34). `jobs` and `storage` come from the server, which knows whether the queue started.
 * @param {Record<string, string | undefined>} vars
 * @param {{ jobs: "running" | "sending" | "off" | "failed", origin: string | null, errorTracking?: boolean }} state
 * @returns {{ name: string, ok: boolean, text: string }[]}
 */
export function settingsSummary(vars, { jobs, origin, errorTracking = Boolean(vars.SENTRY_DSN?.trim()) }) {
  const production = productionDeployment(vars);
  const embedded = vars.EMBEDDED_DB === "1";
  const demo = demoModeFrom(vars);
  const payments = paymentsFrom(vars);
  const mail = mailFrom(vars);
  const storage = storageFrom(vars);
  const databaseHost = (() => {
    try {
      return new URL(vars.DATABASE_URL ?? "").host;
    } catch {
      return "unknown";
    }
  })();
  return [
    {
      name: "database",
      ok: !(embedded && vars.NODE_ENV === "production" && !isLoopbackHost(listenHostFrom(vars))),
      text: embedded
        ? "embedded PGlite (one process's files; for a first run, not for a deployment)"
        : `PostgreSQL at ${databaseHost}`,
    },
    { name: "payments", ok: payments.ok, text: payments.summary },
    { name: "mail", ok: mail.ok, text: mail.summary },
    { name: "storage", ok: storage.ok, text: storage.text },
    {
      name: "jobs",
      ok: jobs !== "failed",
      text:
        jobs === "running"
          ? "running on this machine"
          : jobs === "sending"
            ? "send-only on this machine (JOBS=send): a worker machine (JOBS=1) runs what is queued here"
            : jobs === "off"
              ? "off on this machine (JOBS=0): another machine must run them"
              : "FAILED to start: reservations are not swept, reminders not sent",
    },
    {
      name: "demo mode",
      ok: !(demo && production),
      text: demo ? "ON: demo accounts with the README's password, quick login, /dev/mailbox" : "off",
    },
    {
      name: "origin",
      ok: Boolean(origin) && !(production && origin?.startsWith("http:")),
      text: origin ?? "none (APP_ORIGIN unset)",
    },
    // Optional (ADR 055): unset is not a problem, errors are in the logs either way.
    vars.SENTRY_DSN?.trim() && !errorTracking
      ? { name: "errors", ok: false, text: "SENTRY_DSN is set but Sentry did not start (see above): logs only" }
      : {
          name: "errors",
          ok: true,
          text: errorTracking ? "Sentry (errors only)" : "in the logs only (SENTRY_DSN unset)",
        },
  ];
}
