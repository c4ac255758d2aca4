// entry.server's handleError: a 404 (unknown URL, thrown 4xx response) is one log line, not a stack trace; real
// errors keep theirs.
import { afterEach, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";

afterEach(() => vi.restoreAllMocks());

/** What Remix hands handleError for a URL no route matches: an error response wrapping an internal Error. */
function notFoundResponse(pathname: string) {
  return {
    status: 404,
    statusText: "Not Found",
    internal: true,
    data: `Error: No route matches URL "${pathname}"`,
    error: new Error(`No route matches URL "${pathname}"`),
  };
}

it("logs an unknown URL as one line with method, status and path", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  handleError(notFoundResponse("/no-such-page"), { request: new Request("http://localhost:3000/no-such-page?x=1") });
  expect(error).not.toHaveBeenCalled();
  expect(warn.mock.calls).toEqual([["404 GET /no-such-page"]]);
});

it("still logs a real error with its stack", () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const boom = new Error("boom");
  handleError(boom, { request: new Request("http://localhost:3000/store") });
  expect(error).toHaveBeenCalledWith(boom);
});
