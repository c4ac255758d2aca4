// entry.server's handleError: a 404 (unknown URL, thrown 4xx response) is one warning line, not a stack trace; real
// errors are one error line with their stack, method and path (ADR 052: JSON lines through the process's logger).
import { afterEach, expect, it } from "vitest";
import { handleError } from "~/entry.server";
import { captureLogs } from "../../server/logger.js";

let capture: ReturnType<typeof captureLogs> | null = null;
afterEach(() => {
  capture?.stop();
  capture = null;
});

/** What React Router hands handleError for a URL no route matches: an error response wrapping an internal Error. */
function notFoundResponse(pathname: string) {
  return {
    status: 404,
    statusText: "Not Found",
    internal: true,
    data: `Error: No route matches URL "${pathname}"`,
    error: new Error(`No route matches URL "${pathname}"`),
  };
}

it("logs an unknown URL as one warning with method, status and path (no query, no stack)", () => {
  capture = captureLogs();
  handleError(notFoundResponse("/no-such-page"), { request: new Request("http://localhost:3000/no-such-page?x=1") });
  const entries = capture.entries();
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ level: "warn", status: 404, method: "GET", path: "/no-such-page" });
  expect(entries[0]!.msg).toBe("404 GET /no-such-page");
  expect(capture.lines.join("")).not.toContain("x=1");
  expect(entries[0]!.err).toBeUndefined();
});

it("logs a real error once, with its stack, method and path", () => {
  capture = captureLogs();
  const boom = new Error("boom");
  handleError(boom, { request: new Request("http://localhost:3000/store?q=private", { method: "POST" }) });
  const entries = capture.entries();
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ level: "error", method: "POST", path: "/store", msg: "request failed" });
  expect((entries[0]!.err as { message: string; stack: string }).message).toBe("boom");
  expect((entries[0]!.err as { stack: string }).stack).toContain("Error: boom");
  expect(capture.lines.join("")).not.toContain("private");
});
