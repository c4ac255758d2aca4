// ADR 036: React 18.3's server stream writer wrote a whole 2 KB view when a multi-byte character did not fit at its
// end, so the page got NUL bytes (seen in the finder's "−80.5 °C"; inside the inline data script they corrupt the
// hydration data). A patch fixed it until React 19, which writes only the filled part of a view (facebook/react#26228,
// ADR 049). Whichever React is installed, the streamed page must be byte for byte what renderToString gives, with no
// NUL byte, wherever the characters fall — in the production build the server runs, and in the development build.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const check = path.join(import.meta.dirname, "fixtures/stream-writer-check.mjs");

describe("react-dom's stream writer", () => {
  for (const build of ["production", "development"]) {
    it(`streams exactly what renderToString renders, without NUL bytes (${build} build)`, () => {
      const output = execFileSync(process.execPath, [check], {
        env: { PATH: process.env.PATH ?? "", NODE_ENV: build },
        encoding: "utf8",
      });
      expect(output.trim()).toBe("ok");
    });
  }
});
