// ADR 036: react-dom's server stream writer (patched by patch-package at install). React 18.3 wrote a whole 2 KB
// view when a multi-byte character did not fit at its end, so the page got NUL bytes (seen in the finder's
// "−80.5 °C"; inside the inline data script they corrupt the hydration data). The production build also collects
// text chunks and encodes them together. Either way the streamed page must be byte for byte what renderToString
// gives, with no NUL byte, wherever the characters fall.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import React from "react";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
type ServerBuild = typeof import("react-dom/server");
// The files themselves (the package's exports map names only "react-dom/server", which picks one by NODE_ENV).
const reactDom = dirname(require.resolve("react-dom"));
const builds: [string, string][] = [
  ["production", join(reactDom, "cjs/react-dom-server.node.production.min.js")],
  ["development", join(reactDom, "cjs/react-dom-server.node.development.js")],
];
const legacy = require("react-dom/server") as ServerBuild;

/** Rows of lab values full of two- and three-byte characters, shifted so that they fall on every view boundary. */
function Page({ shift }: { shift: number }) {
  const h = React.createElement;
  return h(
    "main",
    { title: "Condenser −80 °C" },
    h("p", null, "x".repeat(shift)),
    Array.from({ length: 300 }, (_, i) =>
      h(
        "div",
        { key: i, className: "row", "data-value": `${i} µL` },
        h("span", null, "Condenser temperature colder than −80 °C"),
        " — ",
        h("b", null, `−${80 + (i % 7)}.5 °C`),
        i % 11 === 0 ? h("i", null, "🧪 ".repeat(i % 5)) : null,
      ),
    ),
    h("script", { dangerouslySetInnerHTML: { __html: `window.data = ${JSON.stringify({ t: "−80 °C µL é" })};` } }),
  );
}

function streamed(build: ServerBuild, element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = build.renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

describe("the patched react-dom stream writer", () => {
  for (const [name, path] of builds) {
    it(`streams exactly what renderToString renders, without NUL bytes (${name} build)`, async () => {
      const build = require(path) as ServerBuild;
      expect(readFileSync(path, "utf8")).toContain("LabMarket patch (ADR 036)");
      for (let shift = 0; shift < 6; shift++) {
        const element = React.createElement(Page, { shift });
        const bytes = await streamed(build, element);
        expect(bytes.includes(0)).toBe(false);
        expect(bytes.toString("utf8")).toBe(legacy.renderToString(element));
      }
    });
  }
});
