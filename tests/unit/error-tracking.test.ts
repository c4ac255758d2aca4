// Error tracking (ADR 055): the scrubber every event passes through (beforeSend), and Express's error path with the
// real Sentry SDK in this process pointed at a local fake ingest: an error that reaches logErrors is sent once with
// the request id of its access line, its path without the query string and no cookie or e-mail address; a client's
// mistake (4xx) and a redirect send nothing.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALLOWED_HEADERS,
  errorTrackingEnabled,
  flushErrorTracking,
  releaseFrom,
  reportError,
  reportRequestErrors,
  scrubEvent,
  sentryDsnFrom,
  startErrorTracking,
} from "../../server/error-tracking.js";
import { accessLog, captureLogs, logErrors } from "../../server/logger.js";
import { startFakeSentry, type FakeSentry } from "../fakes/sentry-server";

describe("scrubEvent (beforeSend)", () => {
  it("drops cookies, bodies, query strings, headers outside the allow-list, breadcrumbs, extras and the user's e-mail", () => {
    const event = {
      event_id: "abc",
      message: "failed for ada@example.com",
      request: {
        url: "https://shop.example/store/product/p1?email=ada%40example.com&code=123456#top",
        method: "POST",
        query_string: "email=ada%40example.com&code=123456",
        cookies: { __session: "secret-session" },
        data: { email: "ada@example.com", password: "hunter2" },
        env: { REMOTE_ADDR: "203.0.113.9" },
        headers: {
          Cookie: "__session=secret-session",
          Authorization: "Bearer token-123",
          "X-Forwarded-For": "203.0.113.9",
          "User-Agent": "Mozilla/5.0",
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "text/html",
        },
      },
      user: { id: "user-1", email: "ada@example.com", ip_address: "203.0.113.9", username: "ada" },
      breadcrumbs: [{ message: "signed in as ada@example.com" }],
      extra: { body: "Your code is 123456" },
      tags: { path: "/store/product/p1?code=123456", note: "mail to ada@example.com" },
      transaction: "/store/product/p1?code=123456",
      exception: {
        values: [
          {
            type: "Error",
            value: 'Key (email)=(ada@example.com) already exists, see "bob.smith+shop@mail.example.org"',
            stacktrace: { frames: [{ function: "loader", vars: { email: "ada@example.com" } }] },
          },
        ],
      },
    };
    const scrubbed = scrubEvent(structuredClone(event));
    const text = JSON.stringify(scrubbed);
    expect(text).not.toContain("example.com");
    expect(text).not.toContain("mail.example.org");
    expect(text).not.toContain("secret-session");
    expect(text).not.toContain("token-123");
    expect(text).not.toContain("203.0.113.9");
    expect(text).not.toContain("123456");
    expect(text).not.toContain("hunter2");
    expect(scrubbed.request).toEqual({
      url: "https://shop.example/store/product/p1",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    });
    expect(scrubbed.user).toEqual({ id: "user-1" });
    expect(scrubbed.breadcrumbs).toBeUndefined();
    expect(scrubbed.extra).toBeUndefined();
    expect(scrubbed.tags).toEqual({ path: "/store/product/p1", note: "mail to [email]" });
    expect(scrubbed.transaction).toBe("/store/product/p1");
    expect(scrubbed.message).toBe("failed for [email]");
    expect(scrubbed.exception.values[0]!.value).toBe('Key (email)=([email]) already exists, see "[email]"');
    expect(scrubbed.exception.values[0]!.stacktrace.frames[0]).toEqual({ function: "loader" });
    expect(ALLOWED_HEADERS).not.toContain("cookie");
  });

  it("an event without a user id loses its user; an event with nothing personal passes unchanged", () => {
    expect(scrubEvent({ user: { email: "ada@example.com", ip_address: "{{auto}}" } }).user).toBeUndefined();
    const plain = { exception: { values: [{ type: "Error", value: "boom" }] }, tags: { route: "/store" } };
    expect(scrubEvent(structuredClone(plain))).toEqual(plain);
  });
});

describe("settings for error tracking", () => {
  it("accepts a DSN and refuses anything else; the release is SENTRY_RELEASE or the build's stamp", () => {
    expect(sentryDsnFrom({ SENTRY_DSN: " https://abc123@o1.ingest.sentry.io/4501 " })).toBe(
      "https://abc123@o1.ingest.sentry.io/4501",
    );
    expect(sentryDsnFrom({ SENTRY_DSN: "http://public@127.0.0.1:9000/1" })).toBe("http://public@127.0.0.1:9000/1");
    expect(sentryDsnFrom({ SENTRY_DSN: "not-a-dsn" })).toBeNull();
    expect(sentryDsnFrom({ SENTRY_DSN: "https://o1.ingest.sentry.io/4501" })).toBeNull();
    expect(sentryDsnFrom({})).toBeNull();
    expect(releaseFrom({ SENTRY_RELEASE: "v1.2.3" }, "/nowhere")).toBe("v1.2.3");
    expect(releaseFrom({}, "/nowhere")).toBeUndefined();
  });
});

describe("Express's error path, with the SDK sending to a fake ingest", () => {
  let sentry: FakeSentry;
  let server: http.Server;
  let base = "";
  let logs: ReturnType<typeof captureLogs>;

  beforeAll(async () => {
    sentry = await startFakeSentry();
    logs = captureLogs();
    expect(errorTrackingEnabled()).toBe(false);
    expect(await startErrorTracking({ NODE_ENV: "test", SENTRY_DSN: sentry.dsn }, { root: "/nowhere" })).toBe(true);
    const app = express();
    app.use(accessLog({ onDone: reportRequestErrors }));
    app.get("/boom", () => {
      throw new Error("payment row for ada@example.com is broken");
    });
    app.get("/refused", (req, res, next) => next(Object.assign(new Error("Bad Request"), { status: 400 })));
    app.get("/moved", (req, res) => res.redirect(302, "/elsewhere?email=ada%40example.com"));
    app.use(logErrors({ onError: reportError }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    logs?.stop();
    server?.close();
    await sentry?.close();
  });

  async function settled() {
    expect(await flushErrorTracking(2_000)).toBe(true);
  }

  it("an error reaching logErrors is sent once, with the access line's request id and no query, cookie or e-mail", async () => {
    const response = await fetch(`${base}/boom?email=ada%40example.com&code=654321`, {
      headers: { Cookie: "__session=secret-session-value" },
    });
    expect(response.status).toBe(500);
    await response.text();
    const reqId = response.headers.get("X-Request-Id");
    await settled();
    const events = sentry.events();
    expect(events).toHaveLength(1);
    const [event] = events as [Record<string, any>];
    const access = logs.entries().find((entry) => entry.msg === "request" && entry.path === "/boom");
    expect(access?.reqId).toBe(reqId);
    expect(event.tags).toMatchObject({
      request_id: reqId,
      route: "unmatched",
      method: "GET",
      path: "/boom",
      status: "500",
    });
    expect(event.environment).toBe("test");
    expect(event.exception.values[0].value).toBe("payment row for [email] is broken");
    expect(event.user).toBeUndefined();
    const raw = sentry.envelopes.map((envelope) => envelope.raw).join("\n");
    expect(raw).not.toContain("secret-session-value");
    expect(raw).not.toContain("ada@example.com");
    expect(raw).not.toContain("ada%40example.com");
    expect(raw).not.toContain("654321");
    expect(sentry.envelopes.flatMap((envelope) => envelope.items.map((item) => item.header.type))).toEqual(["event"]);
  });

  it("a client's mistake (4xx) and a redirect send nothing", async () => {
    const before = sentry.events().length;
    expect((await fetch(`${base}/refused`)).status).toBe(400);
    expect((await fetch(`${base}/moved`, { redirect: "manual" })).status).toBe(302);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    await settled();
    expect(sentry.events()).toHaveLength(before);
  });

  it("the same error reported twice is sent once; a request that ends as a redirect sends none of its errors", async () => {
    const before = sentry.events().length;
    const error = new Error("twice");
    reportError(error);
    reportError(error);
    reportRequestErrors({
      errors: [new Error("during a redirect")],
      id: "r1",
      method: "GET",
      path: "/x",
      route: null,
      userId: null,
      status: 303,
    });
    await settled();
    expect(sentry.events().map((event: Record<string, any>) => event.exception.values[0].value)).toEqual([
      ...sentry
        .events()
        .slice(0, before)
        .map((event: Record<string, any>) => event.exception.values[0].value),
      "twice",
    ]);
  });
});
