// entry.server's destination for React's stream: each React flush leaves as one chunk, with every byte React wrote,
// and React never sees a full buffer (it would stop writing an already rendered page until 'drain').
import { createElement, Suspense, type ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Transform } from "node:stream";
import { expect, it, vi } from "vitest";
import { FlushedChunks } from "~/utils/flushed-chunks.server";

/** A page of `rows` rows of multi-byte text: far more than React's 2 KB pieces and the stream's 16 KB buffer. */
function page(rows: number, slot: ReactNode = null) {
  return createElement(
    "main",
    null,
    Array.from({ length: rows }, (_, i) =>
      createElement("p", { key: i, className: "row" }, `Row ${i}: condenser −84 °C, 0.22 µm — `, "ok"),
    ),
    slot,
  );
}

function render(element: ReactNode): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const body = new FlushedChunks();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(chunks));
    body.on("error", reject);
    const { pipe } = renderToPipeableStream(element, { onShellReady: () => pipe(body), onShellError: reject });
  });
}

it("passes a page rendered in one flush on as one chunk holding every byte", async () => {
  const chunks = await render(page(2000));
  const html = Buffer.concat(chunks).toString("utf8");
  expect(html.length).toBeGreaterThan(100_000);
  expect(html).toBe(renderToString(page(2000)));
  expect(chunks).toHaveLength(1);
});

it("passes each later flush (a suspended part resolving) on as its own chunk", async () => {
  let resolveLater!: () => void;
  const later = new Promise<void>((resolve) => (resolveLater = resolve));
  let ready = false;
  function Later() {
    if (!ready) throw later.then(() => (ready = true));
    return createElement("p", null, "Arrived later");
  }
  const rendering = render(page(500, createElement(Suspense, { fallback: "Loading" }, createElement(Later))));
  setTimeout(resolveLater, 10);
  const chunks = await rendering;
  expect(chunks).toHaveLength(2);
  expect(chunks[0].toString("utf8")).toContain("Row 499");
  expect(chunks[1].toString("utf8")).toContain("Arrived later");
});

it("always has room for React's next piece", () => {
  const body = new FlushedChunks();
  const piece = Buffer.alloc(2048, 0x61);
  for (let i = 0; i < 100; i++) expect(body.write(piece)).toBe(true);
  body.flush();
  expect(body.read()).toHaveLength(100 * 2048);
});

it("ends once: React's second end() after the render (its close handler) builds no error", async () => {
  const body = new FlushedChunks();
  body.resume();
  const ended = vi.spyOn(Transform.prototype, "end");
  try {
    body.end(Buffer.from("<p>done</p>"));
    await new Promise((resolve) => body.once("close", resolve));
    expect(body.end()).toBe(body);
    expect(ended).toHaveBeenCalledTimes(1);
  } finally {
    ended.mockRestore();
  }
});
