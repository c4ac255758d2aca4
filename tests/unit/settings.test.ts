// Start-up rules (server/settings.js): bind address, demo mode, the public origin, what production requires.
import { describe, expect, it } from "vitest";
import {
  appOriginFrom,
  behindFlyProxy,
  demoModeAnnouncement,
  demoContentFrom,
  demoModeFrom,
  jobsModeFrom,
  listenHostFrom,
  mailFrom,
  paymentsFrom,
  processCountFrom,
  SESSION_SECRET_MIN_LENGTH,
  settingsSummary,
  startupProblems,
} from "../../server/settings.js";

describe("bind address", () => {
  it("is loopback unless HOST says otherwise", () => {
    expect(listenHostFrom({})).toBe("127.0.0.1");
    expect(listenHostFrom({ HOST: "" })).toBe("127.0.0.1");
    expect(listenHostFrom({ HOST: "0.0.0.0" })).toBe("0.0.0.0");
  });
});

describe("demo mode", () => {
  it("is on for the embedded database on loopback (the local first run)", () => {
    expect(demoModeFrom({ EMBEDDED_DB: "1" })).toBe(true);
    expect(demoModeFrom({ EMBEDDED_DB: "1", NODE_ENV: "production", HOST: "127.0.0.1" })).toBe(true);
  });

  it("is off in production with a real database or a network-reachable embedded one, unless DEMO_MODE=1", () => {
    expect(demoModeFrom({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x" })).toBe(false);
    // The image sets HOST=0.0.0.0: a machine without DATABASE_URL must not serve demo accounts to the network.
    expect(demoModeFrom({ NODE_ENV: "production", EMBEDDED_DB: "1", HOST: "0.0.0.0" })).toBe(false);
    expect(demoModeFrom({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x", DEMO_MODE: "1" })).toBe(true);
    expect(demoModeFrom({ EMBEDDED_DB: "1", DEMO_MODE: "0" })).toBe(false);
    expect(demoModeFrom({ EMBEDDED_DB: "1", DEMO_MODE: "false" })).toBe(false);
  });

  it("is announced loudly at every start when DEMO_MODE=1 set it, embedded and on loopback included", () => {
    const where = { host: "127.0.0.1", port: 3000 };
    for (const vars of [
      { DEMO_MODE: "1", EMBEDDED_DB: "1" },
      { DEMO_MODE: "1", EMBEDDED_DB: "1", HOST: "0.0.0.0" },
      { DEMO_MODE: "true", DATABASE_URL: "postgres://db/x", NODE_ENV: "production" },
    ])
      expect(demoModeAnnouncement(vars, where), JSON.stringify(vars)).toEqual({
        level: "warn",
        message: expect.stringMatching(/^DEMO MODE IS ON \(DEMO_MODE=1\)/),
      });
    expect(demoModeAnnouncement({ EMBEDDED_DB: "1" }, where)).toMatchObject({ level: "info" });
    expect(demoModeAnnouncement({ EMBEDDED_DB: "1", DEMO_MODE: "0" }, where)).toBeNull();
    expect(demoModeAnnouncement({ DATABASE_URL: "postgres://db/x" }, where)).toBeNull();
  });
});

describe("public origin", () => {
  it("comes from APP_ORIGIN, else Fly's app name, else the local server — never from a request", () => {
    expect(appOriginFrom({ APP_ORIGIN: "https://shop.example.com/" })).toBe("https://shop.example.com");
    expect(appOriginFrom({ FLY_APP_NAME: "labmarket", NODE_ENV: "production", DATABASE_URL: "x" })).toBe(
      "https://labmarket.fly.dev",
    );
    expect(appOriginFrom({ PORT: "4000" })).toBe("http://localhost:4000");
    expect(appOriginFrom({ NODE_ENV: "production", EMBEDDED_DB: "1" })).toBe("http://localhost:3000");
    expect(appOriginFrom({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x" })).toBeNull();
  });
});

describe("start-up problems", () => {
  const deployed = { NODE_ENV: "production", DATABASE_URL: "postgres://db/x", SESSION_SECRET: "s".repeat(32) };

  it("requires APP_ORIGIN in production with a real database, unless on Fly", () => {
    expect(startupProblems(deployed)).toEqual([expect.stringContaining("APP_ORIGIN must be set in production")]);
    expect(startupProblems({ ...deployed, APP_ORIGIN: "https://shop.example.com" })).toEqual([]);
    expect(startupProblems({ ...deployed, FLY_APP_NAME: "labmarket" })).toEqual([]);
    expect(startupProblems({ ...deployed, APP_ORIGIN: "not a url" })).toEqual([
      expect.stringContaining("APP_ORIGIN is not a URL"),
    ]);
  });

  it("refuses the embedded database on Fly and a missing session secret in production", () => {
    expect(startupProblems({ NODE_ENV: "production", FLY_APP_NAME: "labmarket" })).toEqual([
      expect.stringContaining("DATABASE_URL must be set on Fly"),
    ]);
    expect(
      startupProblems({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x", APP_ORIGIN: "https://a.example" }),
    ).toEqual([expect.stringContaining("SESSION_SECRET")]);
  });

  it("refuses a SESSION_SECRET shorter than the app's rule, in any environment; unset or empty is filled in", () => {
    const message = `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32).`;
    expect(startupProblems({ SESSION_SECRET: "short" })).toEqual([message]);
    expect(startupProblems({ SESSION_SECRET: "s".repeat(SESSION_SECRET_MIN_LENGTH - 1) })).toEqual([message]);
    expect(
      startupProblems({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://db/x",
        APP_ORIGIN: "https://a.example",
        SESSION_SECRET: "x",
      }),
    ).toEqual([message]);
    expect(startupProblems({ SESSION_SECRET: "s".repeat(SESSION_SECRET_MIN_LENGTH) })).toEqual([]);
    expect(startupProblems({ SESSION_SECRET: "" })).toEqual([]); // the embedded first run generates one
  });

  it("needs nothing for the local first run", () => {
    expect(startupProblems({})).toEqual([]);
    expect(startupProblems({ NODE_ENV: "production" })).toEqual([]);
  });

  it("JOBS: 0 starts no queue, send only queues for a worker, 1 or unset runs the jobs; anything else is refused", () => {
    expect(jobsModeFrom({})).toBe("run");
    expect(jobsModeFrom({ JOBS: "1" })).toBe("run");
    expect(jobsModeFrom({ JOBS: "0" })).toBe("off");
    expect(jobsModeFrom({ JOBS: "send" })).toBe("send");
    expect(startupProblems({ JOBS: "send" })).toEqual([]);
    expect(startupProblems({ JOBS: "web" })).toEqual([expect.stringContaining("JOBS must be 0")]);
    const line = settingsSummary({}, { jobs: "sending", origin: null }).find((item) => item.name === "jobs");
    expect(line).toEqual(expect.objectContaining({ ok: true, text: expect.stringContaining("send-only") }));
  });

  it("WEB_CONCURRENCY: app processes on the machine, 1 by default; only the first runs jobs; above 1 needs a real database", () => {
    expect(processCountFrom({})).toBe(1);
    expect(processCountFrom({ WEB_CONCURRENCY: " 4 " })).toBe(4);
    for (const bad of ["0", "-1", "1.5", "two", "33"]) expect(processCountFrom({ WEB_CONCURRENCY: bad })).toBeNull();
    expect(startupProblems({ WEB_CONCURRENCY: "two" })).toEqual([
      "WEB_CONCURRENCY must be a whole number of app processes from 1 to 32: two",
    ]);
    expect(startupProblems({ WEB_CONCURRENCY: "2" })).toEqual([
      expect.stringContaining("WEB_CONCURRENCY above 1 needs DATABASE_URL"),
    ]);
    expect(startupProblems({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgresql://db/app" })).toEqual([]);
    expect(startupProblems({ WEB_CONCURRENCY: "1" })).toEqual([]);
    expect(jobsModeFrom({ LABMARKET_PROCESS: "1" })).toBe("run");
    expect(jobsModeFrom({ LABMARKET_PROCESS: "2" })).toBe("send");
    expect(jobsModeFrom({ LABMARKET_PROCESS: "2", JOBS: "0" })).toBe("off");
    expect(jobsModeFrom({ LABMARKET_PROCESS: "3", JOBS: "send" })).toBe("send");
  });

  it("trusts proxy headers only on Fly", () => {
    expect(behindFlyProxy({})).toBe(false);
    expect(behindFlyProxy({ FLY_APP_NAME: "labmarket" })).toBe(true);
  });
});

describe("payments, mail and demo content (issue 34)", () => {
  const deployed = { NODE_ENV: "production", DATABASE_URL: "postgres://db/x" };

  it("production over a real database has no payment gateway without Stripe, unless PAYMENTS=test asks for one", () => {
    expect(paymentsFrom(deployed)).toMatchObject({ gateway: "none", ok: false });
    expect(paymentsFrom({ ...deployed, PAYMENTS: "test" })).toMatchObject({ gateway: "test", ok: false });
    expect(paymentsFrom({ ...deployed, STRIPE_SECRET_KEY: "sk_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toMatchObject({
      gateway: "stripe",
      ok: true,
    });
    // Stripe wins over a leftover PAYMENTS=test, and the summary says so.
    expect(paymentsFrom({ ...deployed, STRIPE_SECRET_KEY: "sk_x", PAYMENTS: "test" })).toMatchObject({
      gateway: "stripe",
      ok: false,
    });
    // Development, tests and the embedded first run keep the test gateway.
    expect(paymentsFrom({})).toMatchObject({ gateway: "test", ok: true });
    expect(paymentsFrom({ NODE_ENV: "test" })).toMatchObject({ gateway: "test" });
    expect(paymentsFrom({ NODE_ENV: "production", EMBEDDED_DB: "1" })).toMatchObject({ gateway: "test" });
    expect(startupProblems({ PAYMENTS: "fake" })).toEqual([expect.stringContaining("PAYMENTS must be")]);
    expect(startupProblems({ PAYMENTS: "test" })).toEqual([]);
  });

  it("one-time codes are refused in production without Resend, unless demo mode reads them at /dev/mailbox", () => {
    expect(mailFrom(deployed)).toMatchObject({ transport: "outbox", codes: false, ok: false });
    expect(mailFrom({ ...deployed, DEMO_MODE: "1" })).toMatchObject({ transport: "outbox", codes: true, ok: false });
    expect(mailFrom({ ...deployed, RESEND_API_KEY: "re_x" })).toMatchObject({
      transport: "resend",
      codes: true,
      ok: true,
    });
    expect(mailFrom({})).toMatchObject({ transport: "outbox", codes: true, ok: true });
    expect(mailFrom({ NODE_ENV: "production", EMBEDDED_DB: "1" })).toMatchObject({ codes: true });
  });

  it("demo content: SEED_DEMO decides, else demo mode; a release never seeds it by default", () => {
    expect(demoContentFrom(deployed)).toBe(false);
    expect(demoContentFrom({ ...deployed, SEED_DEMO: "1" })).toBe(true);
    expect(demoContentFrom({ ...deployed, DEMO_MODE: "1" })).toBe(true);
    expect(demoContentFrom({ EMBEDDED_DB: "1" })).toBe(true); // npm start
    expect(demoContentFrom({ EMBEDDED_DB: "1", SEED_DEMO: "0" })).toBe(false);
    expect(demoContentFrom({})).toBe(true); // development
    expect(demoContentFrom({}, { release: true })).toBe(false); // npm run db:release, whatever NODE_ENV says
    expect(demoContentFrom({ SEED_DEMO: "1" }, { release: true })).toBe(true);
  });

  it("the start-up summary names every setting that matters, each ok or not", () => {
    const summary = settingsSummary(
      { ...deployed, APP_ORIGIN: "https://shop.example", FLY_APP_NAME: "labmarket" },
      { jobs: "running", origin: "https://shop.example" },
    );
    expect(summary.map((item) => item.name)).toEqual([
      "database",
      "payments",
      "mail",
      "storage",
      "jobs",
      "demo mode",
      "origin",
      "errors",
    ]);
    const ok = Object.fromEntries(summary.map((item) => [item.name, item.ok]));
    expect(ok).toEqual({
      database: true,
      payments: false,
      mail: false,
      storage: false,
      jobs: true,
      "demo mode": true,
      origin: true,
      errors: true,
    });
    // Error tracking is optional: without SENTRY_DSN a plain line, not a warning (ADR 055).
    expect(summary.at(-1)).toEqual({ name: "errors", ok: true, text: "in the logs only (SENTRY_DSN unset)" });
    const configured = settingsSummary(
      {
        ...deployed,
        STRIPE_SECRET_KEY: "sk_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        RESEND_API_KEY: "re_x",
        S3_BUCKET: "uploads",
        FLY_APP_NAME: "labmarket",
      },
      { jobs: "off", origin: "https://labmarket.fly.dev" },
    );
    expect(configured.every((item) => item.ok)).toBe(true);
    const tracked = { ...deployed, SENTRY_DSN: "https://key@o1.ingest.sentry.io/42" };
    const origin = "https://shop.example";
    expect(settingsSummary(tracked, { jobs: "off", origin, errorTracking: true }).at(-1)).toEqual({
      name: "errors",
      ok: true,
      text: "Sentry (errors only)",
    });
    // Set, but the SDK did not start (a malformed DSN): a warning.
    expect(settingsSummary(tracked, { jobs: "off", origin, errorTracking: false }).at(-1)?.ok).toBe(false);
  });
});
