// Start-up settings read from the environment: where the server listens, which origin links use, whether demo
// mode is on. Plain JavaScript without dependencies, because three different programs read the same rules: the
// Express server (before anything is built or migrated), the app (bundled by Vite) and the seed (bundled by
// esbuild into build/seed.js). Each rule lives only here.

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/i;

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
  const port = Number(vars.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT is not a port number: ${vars.PORT}`);
  return problems;
}

/**
 * Whether the app should trust X-Forwarded-* headers: only behind Fly's proxy (FLY_APP_NAME is set on every Fly
 * machine), where the proxy overwrites them; anywhere else a client could forge them.
 * @param {Record<string, string | undefined>} vars
 */
export function behindFlyProxy(vars) {
  return Boolean(vars.FLY_APP_NAME);
}
