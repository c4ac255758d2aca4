// ADR 040: every page view writes its loader data twice: as HTML, and as turbo-stream text in the inline hydration
// script; a client navigation gets the same text as a `.data` answer. Under Remix 2 a patch made turbo-stream 2.4.1's
// `flatten` cheaper, and its test held the text that 2.4.1 wrote. The patch is gone: loader data now runs through React
// Router 8's own encoder (its vendored copy of turbo-stream, not reachable as a module of its own), and the browser
// reads it with the same version's decoder, so the exact text is React Router's business. What the app relies on is
// what these tests check, through the framework's public API only: a request handler (`createRequestHandler`) over a
// tiny in-memory server build whose root loader returns the value, so it is encoded by React Router's encoder with its
// plugins (errors, error responses, class instances, anything else) exactly as the app's loaders' data is, and read
// back with `UNSAFE_decodeViaTurboStream`, as the browser reads both the inline script and a `.data` answer. Every kind
// of value (dates, URLs, regular expressions, sets, maps, promises, errors, null-prototype objects, class instances,
// functions, symbols, bigints, holes, −0, NaN, ±Infinity, repeated strings and objects) must come back as the loader
// returned it, on the page and in a `.data` answer, with repeated values written once.
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  createRequestHandler,
  data,
  isRouteErrorResponse,
  Scripts,
  ServerRouter,
  UNSAFE_decodeViaTurboStream,
  type EntryContext,
  type LoaderFunction,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";

type Mode = "production" | "development";
/** What one route got, as the browser reads it: its data, or the error its loader threw. */
type Result = { data?: unknown; error?: unknown };

// The root route renders <Scripts />, which the inline hydration script needs, in its page and its error boundary.
function Root() {
  return createElement("main", null, createElement(Scripts));
}

async function renderPage(request: Request, status: number, headers: Headers, context: EntryContext) {
  const stream = await renderToReadableStream(createElement(ServerRouter, { context, url: request.url }));
  await stream.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream, { status, headers });
}

/** A server build of one route, the root, whose loader is `loader`. */
function serverBuild(loader: LoaderFunction): ServerBuild {
  const route = { id: "root", path: "" };
  return {
    entry: { module: { default: renderPage, handleError: () => {} } },
    routes: { root: { ...route, module: { default: Root, ErrorBoundary: Root, loader } } },
    assets: {
      entry: { imports: [], module: "/entry.client.js" },
      url: "/manifest.js",
      version: "1",
      routes: {
        root: {
          ...route,
          module: "/root.js",
          hasLoader: true,
          hasAction: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: true,
          clientActionModule: undefined,
          clientLoaderModule: undefined,
          clientMiddlewareModule: undefined,
          hydrateFallbackModule: undefined,
        },
      },
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

/** Decodes turbo-stream text as the browser does, promises in it included. */
async function decode(text: string): Promise<unknown> {
  const { value, done } = await UNSAFE_decodeViaTurboStream(new Response(text).body!, globalThis);
  await done;
  return value;
}

/** The text of the inline hydration script: the chunks that the page enqueues, in order. */
function inlineData(html: string): string {
  const chunks = [...html.matchAll(/window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)];
  expect(chunks.length).toBeGreaterThan(0);
  expect(html).toContain("window.__reactRouterContext.streamController.close();");
  return chunks.map((chunk) => JSON.parse(chunk[1]) as string).join("");
}

/**
 * Serves the page and its `.data` answer with a fresh value from `value()` each, and reads the root route's data (or
 * error) back from each as the browser would: from the page's inline hydration script, and from the `.data` answer.
 */
async function load(value: () => unknown, mode: Mode = "production") {
  const handler = createRequestHandler(
    serverBuild(() => value()),
    mode,
  );

  const page = await handler(new Request("http://localhost/"));
  expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  const html = await page.text();
  const pageText = inlineData(html);
  const hydration = (await decode(pageText)) as {
    loaderData: Record<string, unknown>;
    errors: Record<string, unknown>;
  };
  const fromPage: Result = hydration.errors ? { error: hydration.errors.root } : { data: hydration.loaderData.root };

  const answer = await handler(new Request("http://localhost/_.data"));
  expect(answer.headers.get("Content-Type")).toBe("text/x-script");
  const answerText = await answer.text();
  const fromAnswer = ((await decode(answerText)) as Record<string, Result>).root;

  return { page: fromPage, answer: fromAnswer, html, pageText, answerText, status: [page.status, answer.status] };
}

class Instance {
  a = 1;
  get b() {
    return 2;
  }
}

function count(text: string, part: string) {
  return text.split(part).length - 1;
}

describe("loader data through React Router's data encoding", () => {
  it("comes back unchanged on the page and in a .data answer, for every kind of value", async () => {
    const shared = { s: "shared" };
    const nullPrototype = Object.assign(Object.create(null) as Record<string, number>, { z: 1 });
    const input = () => ({
      a: 1,
      // eslint-disable-next-line no-sparse-arrays
      b: [1, , 3],
      c: null,
      d: undefined,
      e: NaN,
      f: -0,
      g: Infinity,
      h: -Infinity,
      i: 'x "q" °',
      j: true,
      k: new Date(5),
      l: new URL("http://a/b?c=d#e"),
      m: /x/gi,
      n: new Set([1, "x", shared]),
      o: new Map<unknown, unknown>([
        ["k", shared],
        [shared, [1, 2]],
      ]),
      p: Promise.resolve(1),
      q: new Error("boom"),
      r: nullPrototype,
      s: shared,
      t: [shared, shared],
      u: 10n,
      v: Symbol.for("sym"),
      w: new Instance(),
      x: () => 1,
      "": "",
      "0": "zero",
      same: 'x "q" °',
      // Text that must not end the inline script or break a line of JavaScript.
      script: "</script><script>alert(1)</script><!--",
      lines: "a\u2028b\u2029c",
    });
    const { page, answer, html } = await load(input);
    expect(html).not.toContain("</script><script>alert(1)");

    for (const result of [page, answer]) {
      expect(result.error).toBeUndefined();
      const back = result.data as ReturnType<typeof input>;
      expect(back).toStrictEqual({
        ...input(),
        l: expect.any(URL),
        p: expect.any(Promise),
        // Production (the server's mode) sends an error's kind and message only as "Unexpected Server Error".
        q: expect.any(Error),
        // A class instance comes as its own fields, a function as undefined: Remix's single fetch did the same.
        w: { a: 1 },
        x: undefined,
      });
      expect(Object.keys(back)).toEqual(Object.keys(input()));
      expect(Object.is(back.f, -0)).toBe(true);
      expect(back.l.href).toBe("http://a/b?c=d#e");
      expect(back.m.lastIndex).toBe(0);
      await expect(back.p).resolves.toBe(1);
      expect(back.q.message).toBe("Unexpected Server Error");
      expect(Object.getPrototypeOf(back.r)).toBeNull();
      expect(back.w).not.toBeInstanceOf(Instance);
      expect(1 in back.b).toBe(false);
      // A value written twice is one object when read back, wherever it appears.
      expect(back.t[0]).toBe(back.s);
      expect(back.t[1]).toBe(back.s);
      expect([...back.n][2]).toBe(back.s);
      expect(back.o.get("k")).toBe(back.s);
      expect(back.o.get(back.s)).toEqual([1, 2]);
    }
  });

  it("keeps repeated strings and objects as one when it reads back a page's worth of cards", async () => {
    const currency = { code: "USD", symbol: "$" };
    const cards = () =>
      Array.from({ length: 24 }, (_, i) => ({
        id: `bench-${i}`,
        title: `Centrifuge ${i % 3}`,
        ribbonText: i % 2 ? null : "New",
        price: { cents: 100_000 + i, formatted: `$${1000 + i}.00`, currency },
        rating: i / 10,
        tags: i % 5 ? [] : ["featured", "demo"],
        createdAt: new Date(Date.UTC(2026, 10, i + 1)),
      }));
    const { page, answer, pageText, answerText } = await load(() => ({
      cards: cards(),
      total: 10_001,
      capped: true,
      note: undefined,
    }));
    for (const result of [page, answer]) {
      const back = result.data as { cards: ReturnType<typeof cards> };
      expect(back).toStrictEqual({ cards: cards(), total: 10_001, capped: true, note: undefined });
      expect(back.cards[0].price.currency).toBe(back.cards[23].price.currency);
    }
    // Written once each, however many cards repeat them.
    for (const text of [pageText, answerText]) {
      expect(count(text, '"Centrifuge 0"')).toBe(1);
      expect(count(text, '"USD"')).toBe(1);
      expect(count(text, '"featured"')).toBe(1);
    }
  });

  it("sends a value that is only a constant, a string or an empty object as it is", async () => {
    const values: unknown[] = [undefined, null, "card", "", {}, [], [[], [undefined]], 0, -0, NaN, Infinity, false, 7n];
    for (const value of values) {
      const { page, answer } = await load(() => value);
      expect(page).toStrictEqual({ data: value });
      expect(answer).toStrictEqual({ data: value });
    }
    // (Like turbo-stream 2.4.1, the encoder keeps one index per value and finds −0 at the index of a 0 written before
    // it, so a −0 that follows a 0 in the same data reads back as 0. Not relied on either way; not checked here.)
  });

  it("sends what plain turbo-stream refuses as plain data: a class instance as its own fields, a function as undefined", async () => {
    const { page, answer } = await load(() => ({ w: new Instance(), x: () => 1, list: [new Instance()] }));
    for (const result of [page, answer]) {
      expect(result).toStrictEqual({ data: { w: { a: 1 }, x: undefined, list: [{ a: 1 }] } });
    }
  });

  it("sends errors as errors: their kind and message only in development, and thrown responses with their status", async () => {
    const values = () => ({
      error: new TypeError("no such card"),
      later: Promise.reject(new RangeError("too late")),
    });
    for (const mode of ["production", "development"] as const) {
      const { page, answer } = await load(values, mode);
      for (const result of [page, answer]) {
        const back = result.data as { error: Error; later: Promise<unknown> };
        expect(back.error).toBeInstanceOf(Error);
        if (mode === "production") {
          expect(back.error.message).toBe("Unexpected Server Error");
          await expect(back.later).rejects.toThrow("Unexpected Server Error");
        } else {
          expect(back.error).toBeInstanceOf(TypeError);
          expect(back.error.message).toBe("no such card");
          await expect(back.later).rejects.toThrow(RangeError);
        }
      }

      const thrown = await load(() => {
        throw new Error("database on fire");
      }, mode);
      for (const result of [thrown.page, thrown.answer]) {
        expect(result.data).toBeUndefined();
        expect(result.error).toBeInstanceOf(Error);
        expect((result.error as Error).message).toBe(
          mode === "production" ? "Unexpected Server Error" : "database on fire",
        );
      }
      expect(thrown.status).toEqual([500, 500]);

      const missing = await load(() => {
        throw data({ reason: "gone", at: new Date(7) }, { status: 404, statusText: "Not Found" });
      }, mode);
      for (const result of [missing.page, missing.answer]) {
        expect(isRouteErrorResponse(result.error)).toBe(true);
        expect(result.error).toMatchObject({ status: 404, data: { reason: "gone", at: new Date(7) } });
      }
      expect(missing.status).toEqual([404, 404]);
    }
  });
});
