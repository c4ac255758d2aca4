// ADR 040: turbo-stream's flatten (patched by patch-package at install) writes the loader data of every page view
// into the inline hydration script and every `.data` answer. The patch only makes it cheaper, so its output must be
// byte for byte what turbo-stream 2.4.1 wrote. The expected text below was printed by the unpatched flatten for the
// same input: every kind of value it handles, repeated values, holes, plugins and post-plugins.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// The CommonJS build, which the server runs (Remix's server runtime requires it) and the patch changes; an `import`
// would load the ES module bundle, which browsers get and which has its own, unpatched copy (they only decode).
const { decode, encode } = require("turbo-stream") as typeof import("turbo-stream");

// The plugins Remix gives encode (single-fetch.js), reduced to what the expected text needs.
type Plugin = (value: unknown) => [string, ...unknown[]] | undefined;
const plugins: Plugin[] = [
  (value) => (value instanceof Error ? ["SanitizedError", value.name, value.message] : undefined),
];
const postPlugins: Plugin[] = [
  (value) =>
    value && typeof value === "object"
      ? ["SingleFetchClassInstance", Object.fromEntries(Object.entries(value))]
      : undefined,
  () => ["SingleFetchFallback"],
];

class Instance {
  a = 1;
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

async function roundTrip<T>(value: T): Promise<T> {
  return (await decode(encode(value))).value as T;
}

describe("turbo-stream flatten (patched)", () => {
  it("writes what turbo-stream 2.4.1 wrote, for every kind of value", async () => {
    const shared = { s: "shared" };
    const input = {
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
      l: new URL("http://a/b"),
      m: /x/gi,
      n: new Set([1, "x", shared]),
      o: new Map<unknown, unknown>([
        ["k", shared],
        [shared, [1, 2]],
      ]),
      p: Promise.resolve(1),
      q: new Error("boom"),
      r: Object.assign(Object.create(null), { z: 1 }),
      s: shared,
      t: [shared, shared],
      u: 10n,
      v: Symbol.for("sym"),
      w: new Instance(),
      x: () => 1,
      "": "",
      "0": 0,
      same: 'x "q" °',
    };
    const written = await text(encode(input, { plugins, postPlugins }));
    expect(written).toBe(
      '[{"_1":2,"_3":4,"_5":6,"_8":-5,"_9":-7,"_10":-2,"_11":2,"_12":-6,"_13":-3,"_14":15,"_16":17,"_18":19,"_20":21,' +
        '"_22":23,"_24":25,"_30":31,"_34":35,"_36":37,"_40":41,"_28":27,"_43":44,"_45":46,"_47":48,"_49":50,"_26":52,' +
        '"_53":53,"_54":15},"0",0,"a",1,"b",[4,-1,7],3,"c","d","e","f","g","h","i","x \\"q\\" °","j",true,"k",["D",5],' +
        '"l",["U","http://a/b"],"m",["R","x","gi"],"n",["S",4,26,27],"x",{"_28":29},"s","shared","o",["M",18,27,27,32],' +
        '[4,33],2,"p",["P",35],"q",["SanitizedError",38,39],"Error","boom","r",["N",{"_42":4}],"z","t",[27,27],"u",' +
        '["B","10"],"v",["Y","sym"],"w",["SingleFetchClassInstance",51],{"_3":4},["SingleFetchFallback"],"","same"]\n' +
        'P35:[["Z",4]]\n',
    );
  });

  it("writes a value that is only a constant, a string or an empty object as before", async () => {
    expect(await text(encode(undefined))).toBe("-7\n");
    expect(await text(encode(null))).toBe("-5\n");
    expect(await text(encode("card"))).toBe('["card"]\n');
    expect(await text(encode({}))).toBe("[{}]\n");
    expect(await text(encode([[], [undefined]]))).toBe("[[1,2],[],[-7]]\n");
  });

  it("reads back a page's worth of cards, with repeated strings and objects kept as one", async () => {
    const currency = { code: "USD", symbol: "$" };
    const cards = Array.from({ length: 24 }, (_, i) => ({
      id: `bench-${i}`,
      title: `Centrifuge ${i % 3}`,
      ribbonText: i % 2 ? null : "New",
      price: { cents: 100_000 + i, formatted: `$${1000 + i}.00`, currency },
      rating: i / 10,
      tags: i % 5 ? [] : ["featured", "demo"],
      createdAt: new Date(Date.UTC(2026, 10, i + 1)),
    }));
    const back = await roundTrip({ cards, total: 10_001, capped: true, note: undefined });
    expect(back).toEqual({ cards, total: 10_001, capped: true, note: undefined });
    expect(back.cards[0].price.currency).toBe(back.cards[23].price.currency);
  });

  it("refuses what turbo-stream refused: an object of a class without a post-plugin", async () => {
    await expect(text(encode({ w: new Instance() }))).rejects.toThrow("Cannot encode object with prototype");
  });
});

// The tests above pass with the unpatched file too, by design: this one says that they ran against the patch.
it("runs the patched file", () => {
  const source = readFileSync(join(dirname(require.resolve("turbo-stream")), "flatten.js"), "utf8");
  expect(source).toContain("Patched by LabMarket");
});
