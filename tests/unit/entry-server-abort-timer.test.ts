// entry.server's render timeout: a response that finished clears its abort timer (a pending one kept each finished
// render alive for six seconds and then ended a finished stream); a render that never gets its shell is aborted.
import type { EntryContext } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createLoadContext } from "~/utils/request-context";

const render = vi.hoisted(() => ({
  options: null as null | Record<string, (...args: unknown[]) => void>,
  abort: vi.fn(),
}));

vi.mock("react-dom/server", () => ({
  renderToPipeableStream: (_element: unknown, options: Record<string, (...args: unknown[]) => void>) => {
    render.options = options;
    return { pipe: (body: NodeJS.WritableStream) => body.end("<!DOCTYPE html><html></html>"), abort: render.abort };
  },
}));

const { default: handleRequest, streamTimeout } = await import("~/entry.server");

const context = { isSpaMode: false } as unknown as EntryContext;

beforeEach(() => {
  vi.useFakeTimers();
  render.abort.mockClear();
});
afterEach(() => vi.useRealTimers());

it("clears the abort timer once the response has been read", async () => {
  const pending = handleRequest(
    new Request("http://localhost/store"),
    200,
    new Headers(),
    context,
    createLoadContext({ cspNonce: "n" }),
  );
  render.options!.onShellReady();
  const response = (await pending) as Response;
  expect(await response.text()).toBe("<!DOCTYPE html><html></html>");
  await vi.advanceTimersByTimeAsync(0);
  expect(vi.getTimerCount()).toBe(0);
  await vi.advanceTimersByTimeAsync(streamTimeout + 2000);
  expect(render.abort).not.toHaveBeenCalled();
});

it("aborts a render whose shell is not ready after the stream timeout", async () => {
  void handleRequest(
    new Request("http://localhost/store"),
    200,
    new Headers(),
    context,
    createLoadContext({ cspNonce: "n" }),
  );
  await vi.advanceTimersByTimeAsync(streamTimeout + 999);
  expect(render.abort).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(render.abort).toHaveBeenCalledTimes(1);
});
